/**
 * A fake Discord webhook on 127.0.0.1 for tests (ARCHITECTURE.md "Testing": real clients against
 * local fakes that record what they receive). It takes the Execute Webhook POST at any path,
 * records each body (failed attempts included) and answers 204 like Discord, or fails the next
 * calls with a status and Discord's `{ message, code }` body. Pass `url` as DISCORD_WEBHOOK_URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DiscordEmbed } from '../../application/discord/discord-client';

/** One Execute Webhook call the fake received. */
export interface DiscordCall {
  embeds: DiscordEmbed[];
  allowed_mentions?: { parse: string[] };
  /** The status the fake answered with. */
  status: number;
}

export interface FakeDiscord {
  /** The webhook URL, `http://127.0.0.1:<port>/api/webhooks/1/token`. */
  url: string;
  /** Every call, oldest first (failed attempts included). */
  calls: DiscordCall[];
  /** The embeds of the calls the fake accepted, oldest first. */
  embeds(): DiscordEmbed[];
  /** Fails the next `count` calls with `status` and `message`. */
  failNext(count: number, status: number, message: string): void;
  close(): Promise<void>;
}

/** Starts the fake on a free port. */
export async function startFakeDiscord(): Promise<FakeDiscord> {
  const calls: DiscordCall[] = [];
  const failures: { status: number; message: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as DiscordCall;
      const failure = failures.shift();
      calls.push({ ...body, status: failure?.status ?? 204 });
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: failure.message, code: 0 }));
      } else {
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/1/token`,
    calls,
    embeds: () => calls.filter((call) => call.status === 204).flatMap((call) => call.embeds),
    failNext(count, status, message) {
      for (let i = 0; i < count; i++) failures.push({ status, message });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
