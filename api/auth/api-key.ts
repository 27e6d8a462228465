/**
 * API keys at the HTTP edge (ARCHITECTURE.md "Security model", API keys): a request sending
 * `Authorization: Bearer km_...` is made with that key. The key is looked up by its SHA-256
 * (application/commands/create-api-key.ts); unknown, revoked or expired, or its creator no longer
 * staff, the request is answered 401. A valid key is the request's only credential: a session
 * cookie sent beside it is ignored (a key never lends a session its scopes, nor a session its
 * roles to a key).
 *
 * A key is for the admin routes: the route factory (api/http/endpoint.ts) lets it call a route
 * when its scopes cover the route's permission and method (contracts/api-key-scopes.ts) and the
 * route needs no step-up, 403 otherwise; there it acts as its creator without any role, so a
 * route that shows more to some roles shows a key the least. On customer and public routes a key
 * is no session (401 where one is needed). Each key may make API_KEY_RATE_LIMIT requests a
 * minute (429 beyond), and every request it makes within that is recorded once answered
 * (ApiKeyUsed), so the audit log lists it under the key's name.
 */
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { parse as parseCookies } from 'cookie';
import {
  API_KEY_PREFIX,
  API_KEY_REFUSED,
  API_KEY_SCOPE_REFUSED,
  scopesCover,
  type ApiKeyScope,
} from '../../contracts/api-key-scopes';
import type { Permission } from '../../contracts/staff-roles';
import { apiKeyHash } from '../../application/commands/create-api-key';
import { recordApiKeyUse } from '../../application/commands/record-api-key-use';
import { findApiKeyByHash } from '../../projections/api-keys/queries';
import { findUserById, type UserRecord } from '../../projections/users/queries';
import { contextOf } from '../http/command-context';
import { HttpError } from '../http/errors';
import { PostgresRateLimitStore } from '../http/postgres-rate-limit-store';
import type { ApiServices } from '../services';
import { SESSION_COOKIE, type Session } from './session';

/** The key a request was made with, and the staff member who created it. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  creator: UserRecord;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The API key the request was made with (`authenticateApiKey`). */
    apiKey?: ApiKeyPrincipal;
  }
}

/** The 401 answer of a key whose creator is suspended or no longer staff. */
export const API_KEY_CREATOR_GONE =
  'The staff account that created this API key can no longer use it';

/** The 429 answer of a key past API_KEY_RATE_LIMIT requests this minute. */
export const API_KEY_RATE_LIMITED = 'Too many requests with this API key: wait a minute';

/** The key of `Authorization: Bearer km_...`, or null when the request sends none. */
function bearerKey(req: Request): string | null {
  const match = /^Bearer +(\S+)$/i.exec(req.headers.authorization ?? '');
  const token = match?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

/**
 * True for a request made with an API key and no session cookie: sent by a program, not by a
 * browser page, so it carries no ambient credential a cross-site page could use
 * (api/http/origin-check.ts lets it through).
 */
export function isApiKeyRequest(req: Request): boolean {
  return bearerKey(req) !== null && !parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
}

/**
 * Middleware after loadSession: a request with a key gets `req.apiKey` and no session.
 * @throws HttpError 401 for an unknown, revoked or expired key, or one whose creator is suspended
 *   or no longer staff
 */
function authenticateApiKey(services: ApiServices): RequestHandler {
  return async (req, _res, next) => {
    const key = bearerKey(req);
    if (key === null) return next();
    req.session = null;
    const record = await findApiKeyByHash(services.pool, apiKeyHash(key));
    if (!record) throw new HttpError(401, API_KEY_REFUSED.unknown);
    if (record.revokedAt) throw new HttpError(401, API_KEY_REFUSED.revoked);
    if (record.expiresAt && record.expiresAt.getTime() <= Date.now())
      throw new HttpError(401, API_KEY_REFUSED.expired);
    const creator = await findUserById(services.pool, record.createdBy);
    if (!creator || creator.suspended || !creator.isAdmin)
      throw new HttpError(401, API_KEY_CREATOR_GONE);
    req.apiKey = { id: record.id, name: record.name, scopes: record.scopes, creator };
    next();
  };
}

/** API_KEY_RATE_LIMIT requests per key a minute, counted in PostgreSQL across instances. */
function apiKeyRateLimit(services: ApiServices): RequestHandler {
  return rateLimit({
    store: new PostgresRateLimitStore(services.pool, 'api-key:'),
    windowMs: 60_000,
    limit: services.config.apiKeyRateLimit,
    skip: (req) => !req.apiKey,
    keyGenerator: (req) => String(req.apiKey!.id),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'api-key',
    message: { message: API_KEY_RATE_LIMITED },
  });
}

/**
 * Records each request of a key once it is answered (ApiKeyUsed). Best effort: a failure is
 * logged, the answer is already sent.
 */
function recordApiKeyUses(services: ApiServices): RequestHandler {
  return (req, res, next) => {
    const key = req.apiKey;
    if (!key) return next();
    res.on('finish', () => {
      const use = {
        keyId: key.id,
        method: req.method,
        path: req.originalUrl.split('?')[0] ?? '',
        status: res.statusCode,
      };
      recordApiKeyUse(services, use, contextOf(req)).catch((error: unknown) => {
        services.log.warn({ err: error, apiKeyId: key.id }, 'API key use not recorded');
      });
    });
    next();
  };
}

/** The API key middleware, after loadSession: authentication, the per-key limit, the record. */
export function apiKeys(services: ApiServices): RequestHandler[] {
  return [authenticateApiKey(services), apiKeyRateLimit(services), recordApiKeyUses(services)];
}

/**
 * The session an admin route runs with for the request's key, set as `req.session` too: the
 * key's creator without any role, never recently authenticated.
 * @throws HttpError 403 when the route needs step-up or the key's scopes do not cover
 *   `permission` with the request's method
 */
export function requireApiKeyScope(
  req: Request,
  key: ApiKeyPrincipal,
  permission: Permission,
  stepUp: boolean,
): Session {
  if (stepUp || !scopesCover(key.scopes, permission, req.method))
    throw new HttpError(403, API_KEY_SCOPE_REFUSED);
  const actor: UserRecord = { ...key.creator, roles: [], dto: { ...key.creator.dto, roles: [] } };
  const session: Session = {
    id: `api-key-${key.id}`,
    user: actor,
    actor,
    authenticatedAt: new Date(0),
    apiKey: { id: key.id, name: key.name },
  };
  req.session = session;
  return session;
}
