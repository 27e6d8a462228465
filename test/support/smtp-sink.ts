/**
 * A local SMTP sink on 127.0.0.1 for tests (ARCHITECTURE.md "Testing": real clients against local
 * fakes that record what they receive), built on the `smtp-server` package: no TLS (STARTTLS is
 * not offered), authentication optional. It keeps every accepted message with its envelope, its
 * raw text and the decoded plain-text and HTML bodies, and can refuse the next messages with a
 * temporary error to exercise the sender's retries. Pass `url` as SMTP_URL.
 *
 * The decoding reads what nodemailer writes: single-part or (nested) multipart bodies, 7bit,
 * quoted-printable or base64 transfer encodings, UTF-8 text, RFC 2047 encoded subjects.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted. */
export interface ReceivedMail {
  /** The envelope sender (MAIL FROM). */
  from: string;
  /** The envelope recipients (RCPT TO). */
  to: string[];
  /** Header values by lower-cased name (the first of each), unfolded. */
  headers: Map<string, string>;
  /** The decoded Subject header. */
  subject: string;
  /** The decoded text/plain body with LF line ends; '' when there is none. */
  text: string;
  /** The decoded text/html body with LF line ends; '' when there is none. */
  html: string;
  /** The message exactly as received (CRLF line ends). */
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Every accepted message, oldest first. */
  messages: ReceivedMail[];
  /** Answers the next `count` messages with `451` (a temporary failure) and keeps none of them. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/** Starts the sink on a free port of 127.0.0.1. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          refusedCount++;
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((address) => address.address),
          raw,
          ...readMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count) {
      toRefuse = count;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Splits a MIME entity (CRLF line ends) into its unfolded headers and its body. */
function splitEntity(entity: string): MimePart {
  const end = entity.indexOf('\r\n\r\n');
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header parameter such as `boundary` or `charset` (quoted or bare). */
function parameter(header: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Quoted-printable to bytes: soft line breaks removed, `=XX` to the byte 0xXX. */
function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** A leaf part's body as text, decoded by its transfer encoding and charset. */
function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value to text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, charset: string, kind: string, data: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : decodeQuotedPrintable(data.replace(/_/g, ' '));
        return new TextDecoder(charset).decode(bytes);
      },
    );
}

/** The first text/plain and text/html bodies found in `part`, depth first. */
function collectBodies(part: MimePart, found: { text?: string; html?: string }): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    // sections[0] is the preamble; a section starting with `--` is the closing delimiter.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectBodies(splitEntity(section.replace(/^\r\n/, '').replace(/\r\n$/, '')), found);
    }
    return;
  }
  const disposition = (part.headers.get('content-disposition') ?? '').toLowerCase();
  if (disposition.startsWith('attachment')) return;
  if (type === 'text/plain' && found.text === undefined) found.text = decodeBody(part);
  if (type === 'text/html' && found.html === undefined) found.html = decodeBody(part);
}

/** Headers, subject and bodies of a raw message. */
function readMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const root = splitEntity(raw);
  const found: { text?: string; html?: string } = {};
  collectBodies(root, found);
  return {
    headers: root.headers,
    subject: decodeWords(root.headers.get('subject') ?? ''),
    text: found.text ?? '',
    html: found.html ?? '',
  };
}
