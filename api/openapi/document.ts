/**
 * The OpenAPI 3.1 document of the store, generated from the routes the app
 * serves and the zod schemas that validate their requests (api/http/endpoint.ts), never written by
 * hand. Source: OpenAPI Specification 3.1.0 (https://spec.openapis.org/oas/v3.1.0).
 */
import { rolesWith } from '../../contracts/staff-roles';
import { API_KEY_PREFIX, scopesReaching } from '../../contracts/api-key-scopes';
import type { Express } from 'express';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/session';
import {
  IDEMPOTENCY_KEY_HEADER,
  optionalIdempotencyKeyHeaders,
} from '../../contracts/idempotency-key';
import {
  IDEMPOTENCY_KEY_IN_PROGRESS,
  IDEMPOTENCY_KEY_MISMATCH,
  IN_PROGRESS_WAIT_MS,
  REPLAYED_HEADER,
  takesIdempotencyKey,
} from '../http/idempotency';
import {
  describedEndpoint,
  type AnswerType,
  type BodyType,
  type DescribedEndpoint,
} from '../http/endpoint';
import { servedRoutes } from './served-routes';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
type JsonSchema = Record<string, unknown>;

/** One operation of the document (the parts this generator writes). */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    schema: JsonSchema;
    description?: string;
  }[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, { schema: JsonSchema }>;
  };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

/** The document: `paths[path][method]`, paths in OpenAPI form (`/api/orders/{id}`). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const MEDIA_TYPES: Record<AnswerType, string> = {
  json: 'application/json',
  csv: 'text/csv',
  pdf: 'application/pdf',
  html: 'text/html',
  text: 'text/plain',
  image: 'image/*',
  prometheus: 'text/plain; version=0.0.4',
};

const BODY_MEDIA_TYPES: Record<BodyType, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  raw: 'application/octet-stream',
};

const DESCRIPTION = [
  'The HTTP API of KeyMart, generated from the zod schemas that validate every request.',
  '',
  '- Money is a decimal string with two decimals in answers ("12.50"); amounts sent may be a number or such a string.',
  `- Signing in (POST /api/login or /api/register) sets the \`${SESSION_COOKIE}\` cookie (HttpOnly, SameSite=Lax); calls marked with the session scheme need it.`,
  `- Other systems call the admin routes with an API key made on /admin/api-keys: \`Authorization: Bearer ${API_KEY_PREFIX}...\` (the apiKey scheme). Each admin route names the key scopes that reach it; a route that names none (or needs a password confirmation) answers a key 403. A key is no session on the other routes. An unknown, revoked or expired key is answered 401, and past its requests a minute 429.`,
  "- State-changing calls (POST, PUT, PATCH, DELETE) from a browser must come from the store's own origin (403 otherwise).",
  '- Errors are JSON: `{ "message": "..." }`, with `issues` for invalid input (400).',
  `- Every state-changing call of a signed-in caller takes an optional \`Idempotency-Key\` header (1-255 visible ASCII characters, e.g. a UUID): a repeat by the same caller within 24 hours answers the first answer (with \`${REPLAYED_HEADER}: true\`) without acting again, a first answer of 5xx excepted; the same key with another method, path or body answers 422; a repeat while the first request still runs waits for its answer, then 409.`,
].join('\n');

/** The input side of a zod schema as JSON Schema (what a client sends, before transforms). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `/api/orders/:id` → `/api/orders/{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

/** `PUT /api/admin/coupons/:id` → `putAdminCouponsById`. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const object = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

function operation(
  method: string,
  path: string,
  { tag, spec }: DescribedEndpoint,
): OpenApiOperation {
  const idempotent = takesIdempotencyKey(method, spec.access);
  const params = [
    ...parameters(spec.params, 'path'),
    ...parameters(spec.query, 'query'),
    ...parameters(spec.headers, 'header'),
    // A route that requires the key declares it itself.
    ...(idempotent && !spec.headers?.shape[IDEMPOTENCY_KEY_HEADER]
      ? parameters(optionalIdempotencyKeyHeaders, 'header')
      : []),
  ];
  const bodyType = spec.bodyType ?? 'json';
  const answer = spec.answer ?? { description: 'Done' };
  const answerType = answer.type ?? 'json';
  const responses: OpenApiOperation['responses'] = {
    [String(answer.status ?? 200)]: {
      description: answer.description,
      content: {
        [MEDIA_TYPES[answerType]]: {
          schema: answerType === 'json' ? {} : { type: 'string' },
        },
      },
    },
  };
  const error = (description: string, type: AnswerType = 'json') => ({
    description,
    content: { [MEDIA_TYPES[type]]: { schema: type === 'json' ? ERROR_REF : { type: 'string' } } },
  });
  if (spec.invalid)
    responses[String(spec.invalid.status)] = error(spec.invalid.description, spec.invalid.type);
  else if (params.length > 0 || spec.body || bodyType === 'raw')
    responses['400'] = error('Invalid input: the message names each wrong field');
  const keyScopes =
    spec.access === 'admin' && !spec.stepUp ? scopesReaching(spec.permission!, method) : [];
  if (spec.access !== 'public')
    responses['401'] = error(
      spec.access === 'admin'
        ? 'Not signed in, or an unknown, revoked or expired API key'
        : 'Not signed in',
    );
  if (spec.access === 'admin')
    responses['403'] = error(
      `Not staff, or a staff role without the \`${spec.permission}\` permission (roles: ${rolesWith(spec.permission!).join(', ')})${
        spec.stepUp
          ? '; or no password entered in the last 5 minutes: `stepUpRequired: true`, confirm with POST /api/step-up'
          : ''
      }; or an API key ${keyScopes.length > 0 ? `without the scope ${keyScopes.join(' or ')}` : '(no scope reaches this route)'}`,
    );
  for (const [status, answer] of Object.entries(spec.errors ?? {}))
    responses[status] =
      typeof answer === 'string' ? error(answer) : error(answer.description, answer.type);
  if (idempotent) {
    const also = (status: string, description: string) => {
      const earlier = responses[status]?.description;
      responses[status] = error(earlier ? `${earlier}; or: ${description}` : description);
    };
    also(
      '409',
      `${IDEMPOTENCY_KEY_IN_PROGRESS} (after waiting ${IN_PROGRESS_WAIT_MS / 1000} s for its answer)`,
    );
    also('422', IDEMPOTENCY_KEY_MISMATCH);
  }
  return {
    operationId: operationId(method, path),
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [tag],
    ...(spec.access === 'public'
      ? {}
      : {
          security: [{ session: [] }, ...(keyScopes.length > 0 ? [{ apiKey: keyScopes }] : [])],
        }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(spec.body || bodyType === 'raw'
      ? {
          requestBody: {
            required: true,
            content: {
              [BODY_MEDIA_TYPES[bodyType]]: {
                schema: spec.body ? jsonSchema(spec.body) : { type: 'string', format: 'binary' },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The document describing every route of `app` made with `endpoints` (api/http/endpoint.ts); a
 * route whose handlers carry no description is left out, which the OpenAPI test reports.
 */
export function openApiDocument(app: Express, version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of servedRoutes(app)) {
    const described = route.handlers.map(describedEndpoint).find(Boolean);
    if (!described) continue;
    tags.add(described.tag);
    const path = openApiPath(route.path);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: operation(route.method, route.path, described),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'KeyMart API', version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
          required: ['message'],
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `An API key (\`${API_KEY_PREFIX}...\`) made on /admin/api-keys; an operation lists the key scopes that reach it.`,
        },
      },
    },
  };
}
