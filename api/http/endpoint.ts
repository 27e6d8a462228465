/**
 * One route's contract in one place: who may call it, the zod schemas of its path parameters,
 * query and body, and what it answers. The same schemas validate every request and are what the
 * OpenAPI document (api/openapi/document.ts) is generated from, so the description cannot drift
 * from what the store accepts.
 */
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Permission } from '../../contracts/staff-roles';
import {
  requireRecentAuthentication,
  requireSession,
  requireStaff,
  type Session,
} from '../auth/session';
import { idTextSchema } from '../../contracts/integers';
import {
  IDEMPOTENCY_KEY_HEADER,
  optionalIdempotencyKeyHeaders,
} from '../../contracts/idempotency-key';
import { runIdempotently, takesIdempotencyKey } from './idempotency';
import { refuseUnstorableText } from './validate';
import { requireApiKeyScope } from '../auth/api-key';

/**
 * Who may call a route: anyone, a signed-in user (401 otherwise), staff whose roles hold the
 * route's permission (401, then 403; contracts/staff-roles.ts) or an API key whose scopes cover
 * it (contracts/api-key-scopes.ts; never a route that needs step-up).
 */
export type Access = 'public' | 'customer' | 'admin';

/** A zod object whose properties are path parameters or query values. */
type FieldsSchema = z.ZodObject;

/** How a body is sent: JSON (the default), an HTML form, or raw bytes read by the handler. */
export type BodyType = 'json' | 'form' | 'raw';

/** The media type of a successful answer. */
export type AnswerType = 'json' | 'csv' | 'pdf' | 'html' | 'text' | 'image' | 'prometheus';

/** What a route answers when it succeeds. */
export interface SuccessAnswer {
  /** HTTP status, 200 unless said. */
  status?: number;
  type?: AnswerType;
  description: string;
}

/** The contract of one route; an admin route names the permission it needs. */
export type EndpointSpec<
  A extends Access,
  P extends FieldsSchema | undefined,
  Q extends FieldsSchema | undefined,
  B extends z.ZodType | undefined,
> = RouteContract<A, P, Q, B> &
  (A extends 'admin'
    ? {
        permission: Permission;
        /**
         * A sensitive action: the actor must have entered their password (or a second factor)
         * in the last STEP_UP_MINUTES (api/auth/session.ts), else 403 `stepUpRequired`.
         */
        stepUp?: true;
      }
    : { permission?: undefined; stepUp?: undefined });

/** What every route states, whoever may call it. */
interface RouteContract<
  A extends Access,
  P extends FieldsSchema | undefined,
  Q extends FieldsSchema | undefined,
  B extends z.ZodType | undefined,
> {
  /** One line for the reference page. */
  summary: string;
  /** Longer notes: rules, limits, the spec section. */
  description?: string;
  access: A;
  params?: P;
  query?: Q;
  /**
   * Request headers the route reads (names in lower case), validated with the other parts and
   * documented; the handler reads them with `req.get` once they passed.
   */
  headers?: FieldsSchema;
  body?: B;
  /** JSON unless said; `raw` leaves the bytes to the handler and documents them as such. */
  bodyType?: BodyType;
  answer?: SuccessAnswer;
  /**
   * Further error statuses worth naming (404, 409, 429...), with their meaning; the answer is JSON
   * `{ message }` unless a type is given.
   */
  errors?: Record<number, string | { type: AnswerType; description: string }>;
  /**
   * How the route answers invalid input when its spec fixes the answer; by default the ZodError
   * is thrown and answered as 400 `{ message, issues }`.
   */
  invalid?: InvalidAnswer;
}

/** A route's own answer to invalid input (a fixed message, a plain-text page, a 404). */
export interface InvalidAnswer {
  status: number;
  /** JSON `{ message }` unless said. */
  type?: AnswerType;
  description: string;
  send: (error: z.ZodError, res: Response) => void;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed input and, for signed-in routes, the session. */
export interface EndpointInput<
  A extends Access,
  P extends FieldsSchema | undefined,
  Q extends FieldsSchema | undefined,
  B extends z.ZodType | undefined,
> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  session: A extends 'public' ? Session | undefined : Session;
}

/** A described route as the OpenAPI generator reads it: the spec and the router's tag. */
export interface DescribedEndpoint {
  tag: string;
  spec: EndpointSpec<
    Access,
    FieldsSchema | undefined,
    FieldsSchema | undefined,
    z.ZodType | undefined
  >;
}

const described = new WeakMap<RequestHandler, DescribedEndpoint>();

/** The contract behind a route's handler, if it was made by `endpoints`. */
export function describedEndpoint(handler: unknown): DescribedEndpoint | undefined {
  return typeof handler === 'function' ? described.get(handler as RequestHandler) : undefined;
}

/** `{ id }`: the positive integer id most routes take in their path. */
export const idParams = z.object({ id: idTextSchema });

/**
 * One part of a request through its schema; text PostgreSQL cannot store is refused in every
 * part, read or not, so that every route answers it the same way.
 */
function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  refuseUnstorableText(value);
  return schema ? schema.parse(value) : undefined;
}

/**
 * The route factory of one router: `const endpoint = endpoints('Coupons')`, then
 * `router.put('/admin/coupons/:id', endpoint({ access: 'admin', permission: 'content', params: idParams, body: couponUpdateSchema, summary }, handler))`.
 permission: 'content',
 * The handler runs after the access check (401/403; an API key's scopes on admin routes) and the
 * parsing of params, query, body and headers, in that order (a ZodError is answered 400, or by
 * `spec.invalid`). A state-changing request of a signed-in caller may carry an `Idempotency-Key`
 * (api/http/idempotency.ts): its handler then runs under that key, acting once for every repeat.
 */
export function endpoints(tag: string) {
  return function endpoint<
    A extends Access,
    P extends FieldsSchema | undefined = undefined,
    Q extends FieldsSchema | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(
    spec: EndpointSpec<A, P, Q, B>,
    handler: (input: EndpointInput<A, P, Q, B>, req: Request, res: Response) => unknown,
  ): RequestHandler {
    const handle: RequestHandler = async (req, res) => {
      const session =
        spec.access === 'admin'
          ? req.apiKey
            ? requireApiKeyScope(req, req.apiKey, spec.permission!, spec.stepUp === true)
            : requireStaff(req, spec.permission!)
          : spec.access === 'customer'
            ? requireSession(req)
            : req.session;
      if (spec.stepUp && session) requireRecentAuthentication(session);
      let input;
      let idempotencyKey: string | undefined;
      try {
        input = {
          params: parsePart(spec.params, req.params),
          query: parsePart(spec.query, req.query),
          body: parsePart(spec.body, req.body ?? {}),
          headers: spec.headers?.parse(req.headers),
          session,
        } as EndpointInput<A, P, Q, B>;
        if (takesIdempotencyKey(req.method, spec.access))
          idempotencyKey = optionalIdempotencyKeyHeaders.parse(req.headers)[IDEMPOTENCY_KEY_HEADER];
      } catch (error) {
        if (!(error instanceof z.ZodError) || !spec.invalid) throw error;
        spec.invalid.send(error, res);
        return;
      }
      if (idempotencyKey === undefined || !session) await handler(input, req, res);
      else await runIdempotently(req, res, session, idempotencyKey, () => handler(input, req, res));
    };
    described.set(handle, { tag, spec });
    return handle;
  };
}
