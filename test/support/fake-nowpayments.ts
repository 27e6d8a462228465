/**
 * A fake NOWPayments API on 127.0.0.1 for tests (ARCHITECTURE.md "Testing": real HTTP against local
 * fakes that record what they receive). It mounts the API under /v1 like the real one:
 * `POST /v1/invoice` answers 201 with an invoice shaped like the docs' "Create invoice" example
 * (`id` a numeric string, `invoice_url` `<origin>/payment/?iid=<id>`); other paths answer 404.
 * Pass `url` as the provider's apiUrl.
 *
 * Also `signIpn`, which signs a callback body the way NOWPayments' docs show, for tests that
 * post IPNs to the store's webhook.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface RecordedNowPaymentsRequest {
  method: string;
  /** Path and query, e.g. `/v1/invoice`. */
  path: string;
  /** Node's lower-cased header names. */
  headers: http.IncomingHttpHeaders;
  /** The raw body text. */
  body: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
}

/** A scripted answer: a JSON value (serialised) or raw text, after an optional delay. */
export interface FakeNowPaymentsAnswer {
  status: number;
  body: unknown;
  /** When true, `body` is a string sent as it is (to answer malformed JSON). */
  raw?: boolean;
  /** Waits this long before answering (to test timeouts). */
  delayMs?: number;
}

export interface FakeNowPayments {
  /** The API root, `http://127.0.0.1:<port>/v1`. */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedNowPaymentsRequest[];
  /** The invoices the default handler created, oldest first. */
  invoices: Array<{ id: string; invoice_url: string; order_id: unknown; price_amount: unknown }>;
  /** Answers every later request with `answer`; `null` restores the default invoice handler. */
  respondWith(answer: FakeNowPaymentsAnswer | null): void;
  close(): Promise<void>;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeNowPayments(): Promise<FakeNowPayments> {
  const requests: RecordedNowPaymentsRequest[] = [];
  const invoices: FakeNowPayments['invoices'] = [];
  let scripted: FakeNowPaymentsAnswer | null = null;
  let nextId = 4522625843;
  let origin = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
        json,
      });
      const answer = scripted ?? defaultAnswer(request.method, request.url, json);
      const send = () => {
        if (response.destroyed) return;
        const text = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(text);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });

  function defaultAnswer(
    method: string | undefined,
    path: string | undefined,
    json: unknown,
  ): FakeNowPaymentsAnswer {
    if (method !== 'POST' || path !== '/v1/invoice') {
      return { status: 404, body: { status: false, message: 'Not found' } };
    }
    const fields = (typeof json === 'object' && json !== null ? json : {}) as Record<
      string,
      unknown
    >;
    const id = String(nextId++);
    const now = new Date().toISOString();
    const invoice = {
      id,
      token_id: String(Number(id) + 1_000_000),
      order_id: fields.order_id ?? null,
      order_description: fields.order_description ?? null,
      price_amount: String(fields.price_amount),
      price_currency: fields.price_currency ?? null,
      pay_currency: null,
      ipn_callback_url: fields.ipn_callback_url ?? null,
      invoice_url: `${origin}/payment/?iid=${id}`,
      success_url: fields.success_url ?? null,
      cancel_url: fields.cancel_url ?? null,
      created_at: now,
      updated_at: now,
    };
    invoices.push(invoice);
    return { status: 201, body: invoice };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/v1`,
    requests,
    invoices,
    respondWith(answer) {
      scripted = answer;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Signs an IPN body as NOWPayments does, following the Node snippet of its docs ("Instant
 * Payments Notifications") literally: keys sorted recursively by `sortObject`, then
 * `JSON.stringify`, then hex HMAC-SHA512 keyed with the IPN secret. Returns the raw body to post
 * (`JSON.stringify(payload)`, keys in their original order) and the `x-nowpayments-sig` value.
 */
export function signIpn(payload: object, ipnSecret: string): { body: string; signature: string } {
  // From the docs, as written there (including how it treats arrays).
  function sortObject(obj: any): any {
    return Object.keys(obj)
      .sort()
      .reduce((result: any, key) => {
        result[key] = obj[key] && typeof obj[key] === 'object' ? sortObject(obj[key]) : obj[key];
        return result;
      }, {});
  }
  const hmac = createHmac('sha512', ipnSecret);
  hmac.update(JSON.stringify(sortObject(payload)));
  return { body: JSON.stringify(payload), signature: hmac.digest('hex') };
}
