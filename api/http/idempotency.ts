/**
 * Idempotency keys on every state-changing route (IETF httpapi draft "The Idempotency-Key HTTP
 * Header Field"; ARCHITECTURE.md "HTTP errors"). A POST, PUT, PATCH or DELETE of a signed-in
 * caller may carry `Idempotency-Key`; the route factory (api/http/endpoint.ts) runs its handler
 * through `runIdempotently` once access and input passed, so every route made with it, today's and
 * tomorrow's, takes the header the same way:
 * - the first request with a key acts, and its answer (status, body, the headers worth repeating)
 *   is stored, sealed, before it is sent; a repeat by the same caller within 24 hours answers it
 *   again with `Idempotent-Replayed: true` and acts not at all;
 * - the same key with another request (method, path with query, or body: `requestFingerprint`)
 *   is refused with 422;
 * - a repeat that arrives while the first still runs waits for its answer (a double click gets
 *   the same answer twice), at most IN_PROGRESS_WAIT_MS, then 409;
 * - an answer of 5xx is not stored (nothing is known to have happened: the retry acts); a 4xx
 *   refusal is (it changed nothing, and a repeat is refused alike); an answer that sets a cookie
 *   (a step-up, an impersonation) or is streamed is not stored either, and the key is freed.
 * Keys belong to their caller: the session's user (and the admin acting as them), or the API key
 * a request was made with.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import canonicalize from 'canonicalize';
import type { Session } from '../auth/session';
import { customerKeyId } from '../../application/security/secret-box';
import { HttpError } from './errors';
import type { IdempotencyCaller, IdempotencyStore, StoredAnswer } from './idempotency-store';

declare module 'express-serve-static-core' {
  interface Request {
    /** The store of Idempotency-Key entries; set for /api requests (`idempotencyKeys`). */
    idempotency?: IdempotencyStore;
  }
}

/** The methods whose requests change state and so take an Idempotency-Key. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/** The 422 answer to a key used before for another request. */
export const IDEMPOTENCY_KEY_MISMATCH =
  'This Idempotency-Key was already used for a different request';

/** The 409 answer to a repeat whose first request is still running after the wait. */
export const IDEMPOTENCY_KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still in progress';

/** The longest a repeat waits for its first request's answer (milliseconds). */
export const IN_PROGRESS_WAIT_MS = 10_000;

/** The answer header that marks a repeated answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The headers of an answer that its repeats carry too (the others are the request's own). */
const REPEATED_HEADERS = ['content-type', 'content-disposition', 'location'] as const;

/**
 * Whether a route's requests take an Idempotency-Key: state-changing ones with a caller. Public
 * routes have none to keep keys apart (sign-in, registration, the contact form, gateways'
 * callbacks, which are made idempotent by their own means).
 */
export function takesIdempotencyKey(method: string, access: 'public' | 'customer' | 'admin') {
  return access !== 'public' && STATE_CHANGING_METHODS.has(method.toUpperCase());
}

/**
 * A JSON number beyond the range of a double parses as ±Infinity, which canonical JSON has no
 * form for: it is written as the text `Infinity` or `-Infinity` instead.
 */
const finiteNumbers = (_key: string, value: unknown) =>
  typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;

/**
 * What identifies a request under a key: SHA-256 (hex) of the canonical JSON (RFC 8785, the
 * `canonicalize` package) of its method, its path with query, and its parsed body, so a body sent
 * again with its members in another order or other spacing is the same request.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  const request: unknown = JSON.parse(
    JSON.stringify([method.toUpperCase(), url, body ?? {}], finiteNumbers),
  );
  return createHash('sha256')
    .update(canonicalize(request) ?? '')
    .digest('hex');
}

/**
 * The caller a session's keys belong to: its user, and the admin acting as them when
 * impersonating (their keys stay apart from the customer's own), or the API key (apart from its
 * creator's own). Answers are sealed under the user's data key, so erasing the customer shreds
 * them too.
 */
export function callerOf(session: Pick<Session, 'user' | 'actor' | 'apiKey'>): IdempotencyCaller {
  const { user, actor, apiKey } = session;
  return {
    id: apiKey
      ? `api-key-${apiKey.id}`
      : actor.id === user.id
        ? `user-${user.id}`
        : `user-${user.id}-by-${actor.id}`,
    sealKeyId: customerKeyId(user.id),
  };
}

/**
 * Whether an answer may be stored and repeated: not a 5xx (the retry must act), not one that
 * sets a cookie (a session token is given once), not one streamed in parts.
 */
export function isRepeatable(answer: {
  status: number;
  setsCookie: boolean;
  streamed: boolean;
}): boolean {
  return answer.status < 500 && !answer.setsCookie && !answer.streamed;
}

/** The middleware that gives the API's requests the store of keys. */
export function idempotencyKeys(store: IdempotencyStore): RequestHandler {
  return (req, _res, next) => {
    req.idempotency = store;
    next();
  };
}

/**
 * Runs `act` (the route's handler) under `key` of the session's caller: acts and stores the
 * answer, or repeats the first answer, or refuses (see the file's comment).
 * @throws HttpError 422 when the key was used for another request; 409 when its first request
 *   is still running after IN_PROGRESS_WAIT_MS; Error when the API was built without
 *   `idempotencyKeys`
 */
export async function runIdempotently(
  req: Request,
  res: Response,
  session: Session,
  key: string,
  act: () => unknown,
): Promise<void> {
  const store = req.idempotency;
  if (!store) throw new Error('The API serves Idempotency-Key without its store (idempotencyKeys)');
  const caller = callerOf(session);
  const fingerprint = requestFingerprint(req.method, req.originalUrl, req.body);
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  let pauseMs = 20;
  for (;;) {
    const claim = await store.claim(caller, key, fingerprint);
    if (claim.kind === 'mismatch') throw new HttpError(422, IDEMPOTENCY_KEY_MISMATCH);
    if (claim.kind === 'answered') return repeat(res, claim.answer);
    if (claim.kind === 'claimed') {
      const log = req.log;
      keepAnswer(res, async (answer) => {
        try {
          if (answer) await store.complete(caller, key, claim.attempt, answer);
          else await store.release(caller, key, claim.attempt);
        } catch (error) {
          // The answer goes out all the same; a key left claimed is free again after its lease.
          log?.warn({ err: error }, 'could not store the answer of an Idempotency-Key');
          if (answer) await store.release(caller, key, claim.attempt).catch(() => {});
        }
      });
      await act();
      return;
    }
    if (Date.now() + pauseMs > deadline) throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    pauseMs = Math.min(pauseMs * 2, 250);
  }
}

/** Sends a stored first answer again. */
function repeat(res: Response, answer: StoredAnswer): void {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader(REPLAYED_HEADER, 'true');
  res.status(answer.status).end(answer.body);
}

type End = (...args: unknown[]) => Response;
type Write = (...args: unknown[]) => boolean;

/**
 * Holds back the end of `res` (whatever sends it: the handler, or the error mapping after a
 * throw) until `store` has kept the answer, or null when it may not be repeated, so a repeat
 * that follows the answer at once finds it.
 */
function keepAnswer(res: Response, store: (answer: StoredAnswer | null) => Promise<void>): void {
  const target = res as unknown as { end: End; write: Write };
  const end = target.end;
  const write = target.write;
  let streamed = false;
  target.write = function (this: Response, ...args: unknown[]) {
    streamed = true;
    return write.apply(this, args);
  };
  target.end = function (this: Response, ...args: unknown[]) {
    target.end = end;
    target.write = write;
    const repeatable = isRepeatable({
      status: res.statusCode,
      setsCookie: res.hasHeader('set-cookie'),
      streamed,
    });
    void store(repeatable ? answerOf(res, args) : null).finally(() => end.apply(res, args));
    return res;
  };
}

/** The answer `res.end(...args)` sends: its status, repeated headers and body bytes. */
function answerOf(res: Response, args: unknown[]): StoredAnswer {
  const [chunk, encoding] = args;
  const body =
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.alloc(0);
  const headers: Record<string, string> = {};
  for (const name of REPEATED_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: res.statusCode, headers, body };
}
