/**
 * One delivery attempt of an outbound webhook: a POST of the signed CloudEvent with a timeout,
 * through the SSRF guard (public-address.ts), redirects not followed. Node's http(s) rather than
 * fetch: its `lookup` option lets the guard check the address actually connected to.
 */
import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from './public-address';

/** How long an attempt may take, connection included, in milliseconds. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The longest error text kept in the delivery log. */
const ERROR_MAX_CHARS = 300;

/** What an attempt got: the answer's status (null when none came), its time and its error. */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** Why it failed (`HTTP 500`, `connect ECONNREFUSED ...`); null on success. */
  error: string | null;
}

/** POSTs `body` to `url` with `headers`; a 2xx answer is a success. Never throws. */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const settle = (result: Omit<AttemptResult, 'durationMs'>) => {
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const fail = (error: Error) =>
      settle({ ok: false, statusCode: null, error: error.message.slice(0, ERROR_MAX_CHARS) });
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      lookup: guardedLookup(options.allowPrivate),
    });
    // The whole attempt, answer included, is bounded: a receiver that answers a byte at a time
    // does not hold the endpoint's deliveries up.
    const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const timer = setTimeout(
      () => request.destroy(new Error(`Timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('error', fail);
    request.on('response', (response) => {
      // The answer's body is not kept: only its status counts.
      response.resume();
      response.on('error', fail);
      response.on('end', () => {
        const statusCode = response.statusCode ?? 0;
        const ok = statusCode >= 200 && statusCode < 300;
        settle({ ok, statusCode, error: ok ? null : `HTTP ${statusCode}` });
      });
    });
    request.end(body);
  });
}
