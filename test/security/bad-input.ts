/**
 * Hostile requests for the bad-input tests: fast-check arbitraries of malformed
 * JSON bodies, path parameters and query strings, and a raw HTTP client that sends them exactly as
 * generated (any method with a body, percent sequences left alone, chunked bodies).
 */
import http from 'node:http';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import * as announcementContracts from '../../contracts/announcements';
import * as captchaContracts from '../../contracts/captcha';
import * as couponContracts from '../../contracts/coupons';
import * as fraudRuleContracts from '../../contracts/fraud-rules';
import * as apiKeyContracts from '../../contracts/api-key-scopes';
import * as webhookContracts from '../../contracts/webhooks';
import * as heldOrderContracts from '../../contracts/held-orders';
import * as overdueCompensationContracts from '../../contracts/overdue-compensation';
import * as paymentContracts from '../../contracts/payments';
import * as productPolicyContracts from '../../contracts/product-policy';
import * as purchaseLimitContracts from '../../contracts/purchase-limits';
import * as velocityLimitContracts from '../../contracts/velocity-limits';
import * as walletFreezeContracts from '../../contracts/wallet-freeze';
import * as requestContracts from '../../contracts/requests';
import * as reviewContracts from '../../contracts/reviews';
import * as supportContracts from '../../contracts/support';
import * as warrantyContracts from '../../contracts/warranty';
import { BODY_TOO_DEEP } from '../../api/http/body-limit';
import { openApiPath, type OpenApiDocument } from '../../api/openapi/document';
import { INTEGER_TEXT } from '../../contracts/integers';
import { shop } from '../support/shop';
import { startTestStore, type TestStore } from '../support/store';
import { REVOKES_SESSION, routeKey, servedRoutes, type RouteEntry } from './routes';

/**
 * A number or token written into the JSON text as it is (`1e309`, `NaN`): JSON.stringify cannot.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A value a generated body may hold at any depth. */
export type BadValue = RawJson | null | boolean | number | string | BadValue[] | BadObject;
/** An object as a list of entries, so keys may repeat or be `__proto__`. */
export interface BadObject {
  entries: [string, BadValue][];
}

/** A generated request for one route: path, query, headers and raw body bytes. */
export interface BadRequest {
  /** The path with its parameters filled in (already percent-encoded where it should be). */
  path: string;
  /** '' or `?...`. */
  query: string;
  headers: Record<string, string>;
  /** null sends no body. */
  body: Buffer | null;
  /** What was generated, for the failure report. */
  description: string;
}

/** The answer of a raw request. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Field names of a zod object schema, through optional, default, pipe and transform wrappers. */
function fieldNames(schema: unknown, found: Set<string>, depth = 0): void {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
  if (!def || depth > 6) return;
  if (def.type === 'object' && def.shape && typeof def.shape === 'object')
    for (const name of Object.keys(def.shape)) found.add(name);
  for (const inner of ['in', 'out', 'innerType', 'schema'])
    if (def[inner]) fieldNames(def[inner], found, depth + 1);
  if (Array.isArray(def.options))
    for (const option of def.options) fieldNames(option, found, depth + 1);
}

/**
 * Every field name of the request schemas in contracts/ (so a new field is fuzzed without being
 * listed here), plus those of schemas local to a router and keys that try mass assignment or
 * prototype pollution.
 */
export const FIELD_NAMES: readonly string[] = (() => {
  const found = new Set<string>();
  for (const module of [
    announcementContracts,
    apiKeyContracts,
    captchaContracts,
    couponContracts,
    fraudRuleContracts,
    heldOrderContracts,
    overdueCompensationContracts,
    paymentContracts,
    productPolicyContracts,
    purchaseLimitContracts,
    requestContracts,
    reviewContracts,
    supportContracts,
    velocityLimitContracts,
    walletFreezeContracts,
    warrantyContracts,
    webhookContracts,
  ])
    for (const value of Object.values(module)) fieldNames(value as z.ZodType, found);
  for (const name of [
    // Router-local schemas: FAQs, toggle, sort, uploads, sandbox page.
    'question',
    'answer',
    'order',
    'isActive',
    'direction',
    'imageData',
    'fileName',
    'status',
    'paymentId',
    // Mass assignment and prototype pollution.
    'id',
    'userId',
    'isAdmin',
    'role',
    'balance',
    'sessionVersion',
    '__proto__',
    'constructor',
    'prototype',
  ])
    found.add(name);
  return [...found].sort();
})();

/** Query keys the routes read, plus arrays, objects and pollution attempts in the simple parser. */
const QUERY_KEYS = [
  'page',
  'limit',
  'search',
  'q',
  'status',
  'type',
  'from',
  'to',
  'asOf',
  'overdue',
  'actor',
  'stream',
  'a[b]',
  'search[]',
  'page[$gt]',
  '__proto__',
  '__proto__[isAdmin]',
  'constructor[prototype][isAdmin]',
];

/** Values that have broken parsers before: money edge cases, dates, ids, injections, odd text. */
const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '0.001',
  '12.345',
  '10.00',
  '5',
  '1,000.00',
  '$10',
  '1e309',
  '-1e309',
  '1e-7',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0x10',
  '1e3',
  '+5',
  ' 1 ',
  '1.',
  '99999999999999999999',
  '999999999.99',
  '2147483648',
  '9007199254740993',
  'true',
  'null',
  'undefined',
  '[object Object]',
  'all',
  'paid',
  'add',
  'subtract',
  'automatic',
  'approved',
  'closed',
  'up',
  'paypal',
  'crypto',
  '2026-02-30',
  // Valid dates: far back, far ahead, and a range over the longest export (statements, reports).
  '1900-01-01',
  '2016-01-01',
  '2999-12-31',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  'not a date',
  'admin@keymart.test',
  'a@b',
  "' OR '1'='1",
  '1; DROP TABLE events; --',
  "'; SELECT pg_sleep(5); --",
  '<script>alert(1)</script>',
  '[url=javascript:alert(1)]x[/url]',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\uD800',
  'half a pair \uDBFF',
  'reversed \uDC00\uD800',
  '\u202Eevil',
  '💥🔑',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'data:image/png;base64,AAAA',
  'data:image/png;base64,iVBORw0KGgo=',
  'sbx_00000000-0000-0000-0000-000000000000',
];

const rawNumbers = fc
  .constantFrom('1e309', '-1e309', '1e400', '-0', '1E2', '0.1e1', '123456789012345678901234567890')
  .map((text) => new RawJson(text));

/** A long string of one random character, cheap to make (up to 200,000 characters). */
const longText = fc
  .tuple(
    fc.constantFrom('a', 'é', '💥', '\u0000', '\uDC00', ' ', '9', "'"),
    fc.integer({ min: 256, max: 200_000 }),
  )
  .map(([char, length]) => char.repeat(length));

/** A scalar a field may get: wrong types, huge and tiny numbers, odd text. */
const scalar: fc.Arbitrary<BadValue> = fc.oneof(
  fc.constantFrom<BadValue>(null, true, false, 0, -1, 1, 2, 3, 1.5, -1.5, 2 ** 31, 2 ** 53 + 2),
  fc.constantFrom(-1e308, 1e308, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_SAFE_INTEGER),
  fc.constantFrom(...NASTY_TEXT),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  rawNumbers,
  fc.constantFrom('NaN', 'Infinity', 'undefined').map((text) => new RawJson(text)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  longText,
);

/** Arrays or objects nested `depth` deep, as raw text (no recursion to make or write it). */
const deeplyNested = fc
  .tuple(fc.boolean(), fc.integer({ min: 50, max: 5_000 }))
  .map(
    ([arrays, depth]): BadValue =>
      new RawJson(
        arrays
          ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
  );

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Any value: scalars, arrays and objects of them, deep nesting. */
const value: fc.Arbitrary<BadValue> = fc.letrec<{ value: BadValue; object: BadObject }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    { weight: 1, arbitrary: tie('object') },
    { weight: 1, arbitrary: deeplyNested },
  ),
  object: fc
    .array(fc.tuple(fieldName, tie('value')), { maxLength: 8 })
    .map((entries) => ({ entries })),
})).value;

/** A body object: the routes' field names with bad values, repeated keys and pollution keys. */
const bodyObject: fc.Arbitrary<BadObject> = fc
  .array(fc.tuple(fieldName, value), { minLength: 0, maxLength: 10 })
  .map((entries) => ({ entries }));

/**
 * A plausible value per field name, so a body can be valid but for one or two fields and reach the
 * commands behind validation. Passwords are never right (a changed password would end the
 * sender's session).
 */
const PLAUSIBLE: Record<string, BadValue> = {
  email: 'fuzz-new@keymart.test',
  password: 'not-the-password',
  currentPassword: 'not-the-password',
  newPassword: 'another-password',
  firstName: 'Fuzz',
  lastName: 'Person',
  country: 'uk',
  name: 'Fuzz thing',
  price: '1.00',
  amount: '10.00',
  method: 'paypal',
  operation: 'add',
  productId: 1,
  quantity: 1,
  couponCode: 'FUZZ10',
  code: 'FUZZ10',
  subject: 'Fuzz subject',
  message: 'Fuzz message',
  ticketId: 1,
  orderId: 1,
  claimType: 'product_defect',
  description: 'Fuzz description',
  comment: 'Fuzz comment',
  rating: 5,
  status: 'pending',
  text: 'Fuzz text',
  isActive: true,
  stockItems: ['FUZZ-ITEM'],
  items: ['FUZZ-ITEM'],
  supplier: 'Fuzz supplier',
  unitCost: '1.00',
  note: 'Fuzz note',
  reason: 'Fuzz reason',
  itemIds: ['0123456789abcdef0123'],
  question: 'Fuzz?',
  answer: 'Yes.',
  direction: 'up',
  discountPercentage: 10,
  maxUsage: 5,
  categoryId: 1,
  deliveryType: 'manual',
  stock: 5,
  warrantyDays: 30,
  autoApproveClaims: true,
  claimCapPer90Days: 2,
  lowStockThreshold: 5,
  runOutWithinHours: 24,
  quarantineClaimRatePercent: 20,
  restock: false,
  mode: 'credit',
  percent: 10,
};

/** A plausible body with one to three fields given bad values (or removed, or repeated). */
const nearlyValidObject: fc.Arbitrary<BadObject> = fc
  .array(fc.tuple(fc.constantFrom(...FIELD_NAMES), value), { minLength: 1, maxLength: 3 })
  .map((overrides) => ({
    entries: [
      ...Object.entries(PLAUSIBLE).filter(([key]) => !overrides.some(([name]) => name === key)),
      ...overrides,
    ],
  }));

/** `value` as JSON text, raw tokens written as they are and object keys possibly repeated. */
export function toJsonText(item: BadValue): string {
  if (item instanceof RawJson) return item.text;
  if (Array.isArray(item)) return `[${item.map(toJsonText).join(',')}]`;
  if (item !== null && typeof item === 'object')
    return `{${item.entries.map(([key, inner]) => `${JSON.stringify(key)}:${toJsonText(inner)}`).join(',')}}`;
  return JSON.stringify(item);
}

/** A body: its bytes and headers. */
interface BadBody {
  headers: Record<string, string>;
  body: Buffer | null;
  description: string;
}

const json = (text: string, contentType = 'application/json'): BadBody => ({
  headers: { 'content-type': contentType },
  body: Buffer.from(text, 'utf8'),
  description: `${contentType} ${text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text}`,
});

/** Text that is not JSON (or not a JSON object), sent as JSON. */
const notJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    'not json',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    '{"a":1}{"b":2}',
    'null',
    'true',
    '"a string"',
    '123',
    'NaN',
    '\u0000',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
    '{"__proto__":null}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const body: fc.Arbitrary<BadBody> = fc.oneof(
  { weight: 4, arbitrary: bodyObject.map((object) => json(toJsonText(object))) },
  { weight: 4, arbitrary: nearlyValidObject.map((object) => json(toJsonText(object))) },
  { weight: 2, arbitrary: value.map((item) => json(toJsonText(item))) },
  { weight: 2, arbitrary: notJson.map((text) => json(text)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/octet-stream',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/vnd.api+json',
          'application/json, text/plain',
          '*/*',
        ),
        fc.oneof(
          bodyObject.map(toJsonText),
          fc.constantFrom(
            'amount=10&method=paypal&a[b]=c&__proto__[isAdmin]=true',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
            '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
          ),
        ),
      )
      .map(([contentType, text]) => json(text, contentType)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'x-unknown'), bodyObject)
      .map(([encoding, object]) => {
        const sent = json(toJsonText(object));
        return {
          ...sent,
          headers: { ...sent.headers, 'content-encoding': encoding },
          description: `${encoding} (not encoded) ${sent.description}`,
        };
      }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<BadBody>({ headers: {}, body: null, description: 'no body' }),
  },
);

/**
 * `text` percent-encoded as UTF-8. A URL cannot carry a lone surrogate (UTF-8 has no bytes for
 * one): it goes as U+FFFD, as a browser would send it.
 */
const percentEncoded = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

/** Path parameter text, percent-encoded except for the sequences that are the point. */
const pathParam: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '3',
      '-1',
      '0',
      '1.5',
      '1e3',
      '99999999999999999999',
      '2147483648',
      'NaN',
      'Infinity',
      '0x10',
      '%201',
      '%00',
      '1%00',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%2F..%2F',
      '%',
      '%E0%A4%A',
      '%C0%AF',
      '%FF',
      "1'%20OR%20'1'%3D'1",
      '1%3B%20DROP%20TABLE%20events',
      '__proto__',
      'constructor',
      'sandbox',
      'nowpayments',
      'sbx_00000000-0000-0000-0000-000000000000',
      '0123456789abcdef0123456789abcdef.png',
      'a.png%00.html',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_TEXT).map(percentEncoded) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 200, max: 4000 }).map((length) => 'x'.repeat(length)),
  },
);

/**
 * `?k=v&...`: repeated keys (arrays), `a[b]` (objects, as the simple parser reads them), huge
 * paging.
 */
const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(...QUERY_KEYS),
          fc.oneof(
            fc.constantFrom(...NASTY_TEXT).map(percentEncoded),
            fc.integer().map(String),
            fc.constantFrom('%', '%E0%A4%A', '1e309', '-5', '1000000000', '%00'),
            fc.integer({ min: 100, max: 3000 }).map((length) => 'q'.repeat(length)),
          ),
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map((pairs) => `?${pairs.map(([key, item]) => `${key}=${item}`).join('&')}`),
  },
);

/**
 * An Idempotency-Key header (every state-changing route of a signed-in caller reads one): none, a
 * fresh UUID (so a request can reach the command), or a bad one (empty, blank, too long, spaces,
 * non-ASCII).
 */
const idempotencyKey: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 3, arbitrary: fc.uuid().map((key) => ({ 'idempotency-key': key })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('', ' ', 'k'.repeat(256), 'a key', "' OR '1'='1", 'cl\u00e9')
      .map((key) => ({ 'idempotency-key': key })),
  },
);

/**
 * Requests for `route`: each of its path parameters, a query string, a body and an
 * Idempotency-Key generated.
 */
export function badRequests(route: RouteEntry): fc.Arbitrary<BadRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return fc
    .tuple(
      fc.array(pathParam, { minLength: names.length, maxLength: names.length }),
      query,
      body,
      idempotencyKey,
    )
    .map(([params, queryText, sent, key]) => {
      let index = 0;
      const path = route.path.replace(/:(\w+)/g, () => params[index++]!);
      const keyText = key['idempotency-key'];
      return {
        path,
        query: queryText,
        headers: { ...key, ...sent.headers },
        body: sent.body,
        description: `${route.method} ${path}${queryText.length > 300 ? `${queryText.slice(0, 300)}...` : queryText}${keyText === undefined ? '' : ` Idempotency-Key ${JSON.stringify(keyText.slice(0, 40))}`} ${sent.description}`,
      };
    });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends `method path` to `baseUrl` as given: the body (with its Content-Length) on any method,
 * the path bytes unchanged. Resolves with the status, headers and body text.
 */
export function sendRaw(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** Closes the kept-alive connections of sendRaw. */
export function closeRawConnections(): void {
  agent.destroy();
}

/** Who sends the requests: no session, a customer with a balance, an admin. */
export type Sender = 'visitor' | 'customer' | 'admin';
const SENDERS: readonly Sender[] = ['visitor', 'customer', 'admin'];

/** What a bad-input run needs from the store under test. */
export interface BadInputTarget {
  baseUrl: string;
  routes: readonly RouteEntry[];
  /** Session cookie per sender ('' for the visitor). */
  cookies: Record<Sender, string>;
  /** A new session cookie for a signed-in sender (after a request revoked theirs). */
  signIn(sender: Exclude<Sender, 'visitor'>): Promise<string>;
  /** The events table's highest global position now. */
  lastPosition(): Promise<bigint>;
}

/** The figures of a run. */
export interface BadInputFigures {
  routes: number;
  requests: number;
  /** Requests answered 2xx (they may legitimately append events). */
  accepted: number;
  byStatus: Record<number, number>;
}

/**
 * Sends `runsPerRoute` generated requests to every route, one at a time, each as a random sender,
 * and checks each answer: never 5xx; a 4xx from an /api or /uploads path is JSON with a
 * `message`; and an answer that is not 2xx appended no event (the highest position read after
 * each answer did not move). fast-check shrinks a failing request before reporting it.
 * @throws the fast-check report of the first route with a failing request
 */
export async function fuzzRoutes(
  target: BadInputTarget,
  runsPerRoute: number,
): Promise<BadInputFigures> {
  const figures: BadInputFigures = {
    routes: target.routes.length,
    requests: 0,
    accepted: 0,
    byStatus: {},
  };
  let position = await target.lastPosition();
  for (const route of target.routes) {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SENDERS), badRequests(route), async (sender, request) => {
        const headers = { ...request.headers };
        if (target.cookies[sender]) headers.cookie = target.cookies[sender];
        const answer = await sendRaw(
          target.baseUrl,
          route.method,
          `${request.path}${request.query}`,
          headers,
          request.body,
        );
        figures.requests++;
        figures.byStatus[answer.status] = (figures.byStatus[answer.status] ?? 0) + 1;
        const where = `${request.description} as ${sender} -> ${answer.status} ${answer.text.slice(0, 300)}`;
        if (answer.status >= 500) throw new Error(`5xx: ${where}`);
        const now = await target.lastPosition();
        if (answer.status >= 200 && answer.status < 300) {
          figures.accepted++;
          position = now;
          if (sender !== 'visitor' && REVOKES_SESSION.has(routeKey(route))) {
            target.cookies[sender] = await target.signIn(sender);
            // Signing in starts a session: an event of its own.
            position = await target.lastPosition();
          }
          return;
        }
        if (now !== position)
          throw new Error(`appended events ${position + 1n}..${now} but answered: ${where}`);
        if (
          answer.status >= 400 &&
          (request.path.startsWith('/api/') || request.path.startsWith('/uploads/'))
        ) {
          let message: unknown;
          try {
            message = (JSON.parse(answer.text) as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || !message)
            throw new Error(`a 4xx without a JSON message: ${where}`);
        }
      }),
      { numRuns: runsPerRoute },
    );
  }
  return figures;
}

/** An integer a route reads: a path or query parameter (decimal digits) or a body property. */
export interface IntegerField {
  in: 'path' | 'query' | 'body';
  name: string;
  /** Whether null is also taken (`categoryId: null`, no category). */
  nullable: boolean;
}

type JsonSchema = Record<string, unknown>;

const isNullable = (schema: JsonSchema): boolean =>
  schema.type === 'null' ||
  (Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some(isNullable));

const isInteger = (schema: JsonSchema | undefined): boolean =>
  schema?.type === 'integer' ||
  (Array.isArray(schema?.anyOf) && (schema.anyOf as JsonSchema[]).some(isInteger));

/**
 * The integer fields of `route` as the OpenAPI document (generated from the routes' zod schemas)
 * describes them: parameters that are integers or text of decimal digits, and body properties
 * that are integers. A field added to any route is walked without being listed here.
 */
export function integerFieldsOf(document: OpenApiDocument, route: RouteEntry): IntegerField[] {
  const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  const fields: IntegerField[] = [];
  for (const parameter of operation?.parameters ?? [])
    if (parameter.in === 'header') continue;
    else if (parameter.schema.pattern === INTEGER_TEXT.source || isInteger(parameter.schema))
      fields.push({ in: parameter.in, name: parameter.name, nullable: false });
  const body = operation?.requestBody?.content['application/json']?.schema;
  for (const [name, property] of Object.entries(
    (body?.properties ?? {}) as Record<string, JsonSchema>,
  ))
    if (isInteger(property)) fields.push({ in: 'body', name, nullable: isNullable(property) });
  return fields;
}

/** Path and query text that is not plain decimal digits (percent-encoded as sent). */
const NOT_INTEGER_TEXTS = ['0x10', '1e3', '%2B5', '%201%20', '1.', 'true', 'null', '%5B1%5D'];
/** Body values that are not JSON integers, though a lenient parser would read some as one. */
const NOT_INTEGER_VALUES: BadValue[] = [
  true,
  '0x10',
  '1e3',
  [1],
  '+5',
  ' 1 ',
  '1.',
  null,
  '',
  [],
  false,
  1.5,
];

/**
 * Bodies nested far too deep (30,000 levels of arrays, 10,000 of objects: 60 kB each, within
 * every parser's size limit, the webhook's 64 kB included).
 */
const DEEP_BODIES = [
  `${'['.repeat(30_000)}1${']'.repeat(30_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];

/** The plausible body with every text value ending in half a surrogate pair. */
const LONE_SURROGATE_BODY = toJsonText({
  entries: Object.entries(PLAUSIBLE).map(([key, value]) => [
    key,
    typeof value === 'string' ? `${value}\uD800` : value,
  ]),
});

/** The figures of a walk. */
export interface HostileFormFigures {
  routes: number;
  requests: number;
  integerFields: number;
}

/**
 * Sends every route the forms that break a lenient parser, as the admin (who passes every access
 * check, so the input itself is what is judged): bodies nested 10,000 levels deep and more, a body
 * whose texts hold lone UTF-16 surrogates, and, in each integer field the route reads, the forms
 * that a coercing parser reads as integers (`true`, `"0x10"`, `"1e3"`, `[1]`, `"+5"`, `" 1 "`, `"1."`,
 * `null`, `""`, `[]`, `false`). The API's routes, which all read JSON bodies, must answer each with
 * a 4xx and a JSON message (a deep body with exactly 400 "nested too deeply"); the few routes
 * outside /api read no JSON body and must only never answer 5xx. No request may append an event.
 * @throws Error naming the first request answered otherwise
 */
export async function walkHostileForms(
  target: BadInputTarget,
  document: OpenApiDocument,
): Promise<HostileFormFigures> {
  const figures: HostileFormFigures = {
    routes: target.routes.length,
    requests: 0,
    integerFields: 0,
  };
  let position = await target.lastPosition();
  const send = async (
    route: RouteEntry,
    what: string,
    path: string,
    body: string | null,
  ): Promise<{ status: number; message: unknown }> => {
    const answer = await sendRaw(
      target.baseUrl,
      route.method,
      path,
      {
        cookie: target.cookies.admin,
        ...(body === null ? {} : { 'content-type': 'application/json' }),
      },
      body === null ? null : Buffer.from(body, 'utf8'),
    );
    figures.requests++;
    const where = `${route.method} ${path} with ${what} -> ${answer.status} ${answer.text.slice(0, 300)}`;
    let message: unknown;
    try {
      message = (JSON.parse(answer.text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (answer.status >= 500) throw new Error(`5xx: ${where}`);
    if (path.startsWith('/api/')) {
      if (answer.status < 400) throw new Error(`accepted: ${where}`);
      if (typeof message !== 'string' || !message)
        throw new Error(`a 4xx without a JSON message: ${where}`);
    }
    const now = await target.lastPosition();
    if (now !== position) throw new Error(`appended events ${position + 1n}..${now}: ${where}`);
    if (!path.startsWith('/api/') && answer.status < 300 && REVOKES_SESSION.has(routeKey(route))) {
      target.cookies.admin = await target.signIn('admin');
      // Signing in starts a session: an event of its own.
      position = await target.lastPosition();
    }
    return { status: answer.status, message };
  };

  for (const route of target.routes) {
    const filled = (name?: string, text?: string) =>
      route.path.replace(/:(\w+)/g, (_all, param: string) => (param === name ? text! : '1'));
    const path = filled();
    for (const body of DEEP_BODIES) {
      const answer = await send(route, `a body nested ${body.length} bytes deep`, path, body);
      if (path.startsWith('/api/') && (answer.status !== 400 || answer.message !== BODY_TOO_DEEP))
        throw new Error(
          `${route.method} ${path}: a deep body answered ${answer.status} ${String(answer.message)}`,
        );
    }
    await send(route, 'lone surrogates in its texts', path, LONE_SURROGATE_BODY);
    for (const field of integerFieldsOf(document, route)) {
      figures.integerFields++;
      if (field.in === 'body') {
        for (const value of NOT_INTEGER_VALUES) {
          if (value === null && field.nullable) continue;
          const body = toJsonText({
            entries: [
              ...Object.entries(PLAUSIBLE).filter(([key]) => key !== field.name),
              [field.name, value],
            ],
          });
          await send(route, `${field.name}: ${toJsonText(value)}`, path, body);
        }
      } else {
        for (const text of NOT_INTEGER_TEXTS)
          await send(
            route,
            `${field.name}=${text}`,
            field.in === 'path' ? filled(field.name, text) : `${path}?${field.name}=${text}`,
            null,
          );
      }
    }
  }
  return figures;
}

/**
 * Whether a route can end the fuzzed customer's sessions for good: their erasure, or their
 * suspension by the admin sender (who is within the step-up window of their sign-in), after which
 * signing in again after a sign-out is refused.
 */
const endsSessions = (route: RouteEntry) =>
  route.path.endsWith('/personal-data') || route.path.endsWith('/suspend');

const SENDER_EMAILS = {
  customer: 'fuzz-customer@keymart.test',
  admin: 'admin@keymart.test',
} as const;

/** The session cookie of `email` (password secret123) on `store`. */
async function signIn(store: TestStore, email: string): Promise<string> {
  const answer = await fetch(`${store.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * A test store with some of everything (an admin, a customer with $1,000, products, orders, a
 * ticket, a claim, a review, deposits, a coupon, an announcement, a fraud rule, an API key, a webhook endpoint), so generated ids
 * 1, 2 and 3
 * reach real records; and the target to fuzz it: its routes and the senders' cookies.
 */
export async function startBadInputStore(): Promise<{ store: TestStore; target: BadInputTarget }> {
  const store = await startTestStore();
  const admin = store.client();
  await admin.register('admin@keymart.test');
  const helpers = shop(admin, () => store.client(), 'Fuzz');
  const { client: customer } = await helpers.customer(SENDER_EMAILS.customer, '1000.00');
  const auto = await helpers.product({ price: '1.00', items: ['FUZZ-1', 'FUZZ-2', 'FUZZ-3'] });
  const manual = await helpers.product({ price: '2.00' });
  const created = async (pending: Promise<{ status: number }>, status = 201) =>
    expect((await pending).status).toBe(status);
  for (const productId of [auto.id, auto.id, manual.id])
    await created(customer.post('/api/purchase', { productId, quantity: 1 }));
  await created(customer.post('/api/support/tickets', { subject: 'Help', message: 'Please' }));
  await created(customer.post('/api/warranty-claims', { orderId: 1, description: 'Broken' }));
  await created(customer.post(`/api/products/${auto.id}/comments`, { comment: 'Good' }));
  await created(customer.post('/api/create-payment', { amount: '10.00' }), 200);
  await created(
    customer.post('/api/manual-payment-requests', { amount: '20.00', method: 'paypal' }),
  );
  await created(
    admin.post('/api/admin/coupons', { code: 'FUZZ10', discountPercentage: 10, maxUsage: 5 }),
  );
  await created(admin.post('/api/admin/announcements', { text: 'Fuzz news' }));
  // A rule that matches no sender: a fuzzed rule id reaches it, and nothing is blocked.
  await created(
    admin.post('/api/admin/fraud-rules', {
      matchKind: 'email',
      matchValue: 'nobody@nowhere.test',
      actions: ['purchase'],
      outcome: 'flag',
    }),
  );
  await created(admin.post('/api/admin/api-keys', { name: 'Fuzz', scopes: ['orders:read'] }));
  // An endpoint that is off, at a public address: a fuzzed webhook id reaches it, and nothing
  // is delivered.
  await created(
    admin.post('/api/admin/webhooks', {
      url: 'https://93.184.216.34/fuzz',
      eventTypes: ['stock.low'],
      enabled: false,
    }),
  );
  const target: BadInputTarget = {
    baseUrl: store.url,
    // Erasing personal data or suspending ends that customer's sessions for good: fuzzed last,
    // so the customer's session stays valid for every other route.
    routes: servedRoutes(store.app).sort(
      (a, b) => Number(endsSessions(a)) - Number(endsSessions(b)),
    ),
    cookies: {
      visitor: '',
      customer: await signIn(store, SENDER_EMAILS.customer),
      admin: await signIn(store, SENDER_EMAILS.admin),
    },
    signIn: (sender) => signIn(store, SENDER_EMAILS[sender]),
    async lastPosition() {
      const { rows } = await store.core.pool.query<{ last: string }>(
        'SELECT coalesce(max(position), 0)::text AS last FROM events',
      );
      return BigInt(rows[0]!.last);
    },
  };
  return { store, target };
}
