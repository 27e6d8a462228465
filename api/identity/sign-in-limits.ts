/**
 * The limits in front of login, its two-factor step, register and the account links (password
 * reset, e-mail verification) (ARCHITECTURE.md "Login (both steps) and registration are rate
 * limited"), counted in PostgreSQL so that every instance shares them and a restart keeps them.
 * They throttle the guesser, never the account's owner:
 * - every attempt per client address (TRUST_PROXY decides which address is the client's);
 * - failed attempts per account from one address: that address is held (429), the owner signing
 *   in from anywhere else is not;
 * - failed attempts per account from all addresses together (guessing spread over many): each
 *   further attempt waits a little longer, up to a bound, and is then answered as usual; nobody
 *   is refused, so nobody can lock an account out.
 * The failed sign-ins per account (all addresses) and per address (all accounts) are also what
 * the captcha after repeated failures reads (captcha-gate.ts).
 * Source: OWASP Authentication Cheat Sheet, "Protect Against Automated Attacks" (lockout by
 * account lets anyone lock out any user; throttle instead).
 */
import type { Request, RequestHandler } from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type AugmentedRequest,
  type RateLimitRequestHandler,
} from 'express-rate-limit';
import { normaliseEmail } from '../../domain/identity/user';
import { PostgresRateLimitStore } from '../http/postgres-rate-limit-store';
import type { ApiServices } from '../services';

/** Failed login (or register) attempts allowed per account from one client address. */
export const ACCOUNT_ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 } as const;

/** The 429 answer when one address has had too many failed attempts for one account. */
export const ACCOUNT_LIMIT_MESSAGE =
  'Too many failed attempts for this account. Please wait 15 minutes and try again.';

/**
 * The request members holding the sign-in failure counts (express-rate-limit's `used`, this
 * attempt included) that the captcha after repeated failures reads (captcha-gate.ts): the
 * account's from all addresses, and the client address's for all accounts.
 */
export const SIGN_IN_FAILURE_COUNTS = ['accountFailures', 'addressFailures'] as const;

/** The 429 answer when one address has made too many attempts, whatever the accounts. */
export const IP_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * The wait before an attempt on an account that has had `failures` failed attempts in the last
 * ACCOUNT_ATTEMPTS.windowMs, from all addresses (milliseconds): none up to what one address may
 * make (ACCOUNT_ATTEMPTS.limit, so a guesser at one address never slows the owner), then 250 ms
 * doubling with each further failure, at most 5 s.
 */
export function slowDownDelayMs(failures: number): number {
  const beyond = failures - ACCOUNT_ATTEMPTS.limit;
  if (beyond <= 0) return 0;
  return Math.min(5_000, 250 * 2 ** Math.min(beyond - 1, 16));
}

/** The account a login or register body names: its e-mail, trimmed and lower-cased. */
function accountOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  // Longer than any valid address: refused by validation, never worth a counter.
  if (typeof email !== 'string' || email.length > 254) return null;
  const normalised = normaliseEmail(email);
  return normalised ? normalised : null;
}

/** The account of a two-factor step: the user of its verified pending sign-in. */
function pendingAccountOf(req: Request): string | null {
  return req.pendingSignIn ? `user-${req.pendingSignIn.userId}` : null;
}

/**
 * The two account limits of one route (`login`, `two-factor` or `register`), both counting only
 * failed attempts (any 4xx or 5xx answer, 429 included), so people who sign in successfully from
 * many devices are never held; keyed by `account`: the normalised e-mail of the parsed JSON body,
 * or the user of the pending sign-in (a request without one is left to validation and the
 * per-address limit).
 */
function accountLimits(
  services: ApiServices,
  route: 'login' | 'two-factor' | 'register',
  account: (req: Request) => string | null,
): RequestHandler[] {
  const common = {
    windowMs: ACCOUNT_ATTEMPTS.windowMs,
    limit: ACCOUNT_ATTEMPTS.limit,
    skipSuccessfulRequests: true,
    skip: (req: Request) => account(req) === null,
  };
  const perAddress = rateLimit({
    ...common,
    store: new PostgresRateLimitStore(services.pool, `${route}-account-ip:`),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'account',
    // IPv6 clients by their /56, as for the per-address limit: one host holds many addresses.
    keyGenerator: (req) => JSON.stringify([account(req), ipKeyGenerator(req.ip ?? '')]),
    message: { message: ACCOUNT_LIMIT_MESSAGE },
  });
  const spread = rateLimit({
    ...common,
    store: new PostgresRateLimitStore(services.pool, `${route}-account:`),
    // A wait, not a refusal: no RateLimit headers announcing a limit that is not enforced.
    standardHeaders: false,
    legacyHeaders: false,
    requestPropertyName: SIGN_IN_FAILURE_COUNTS[0],
    keyGenerator: (req) => account(req) ?? '',
    // Called once the account's count (this attempt included) is over the limit.
    handler: (req, _res, next) => {
      const used = (req as AugmentedRequest).accountFailures?.used ?? 0;
      setTimeout(next, slowDownDelayMs(used - 1));
    },
  });
  return [perAddress, spread];
}

/**
 * Counts failed sign-ins per client address, whatever the accounts, over
 * ACCOUNT_ATTEMPTS.windowMs, into `req.addressFailures`; refuses nothing (the per-address limit
 * does that), so no RateLimit headers.
 */
function addressFailures(services: ApiServices): RequestHandler {
  return rateLimit({
    store: new PostgresRateLimitStore(services.pool, 'login-failures-ip:'),
    windowMs: ACCOUNT_ATTEMPTS.windowMs,
    limit: ACCOUNT_ATTEMPTS.limit,
    skipSuccessfulRequests: true,
    standardHeaders: false,
    legacyHeaders: false,
    requestPropertyName: SIGN_IN_FAILURE_COUNTS[1],
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    handler: (_req, _res, next) => next(),
  });
}

/** Reset links mailed per address within RESET_MAILS.windowMs, whoever asks. */
export const RESET_MAILS = { limit: 5, windowMs: 60 * 60_000 } as const;

/** The 429 answer when an address has been sent RESET_MAILS.limit reset links. */
export const RESET_MAILS_MESSAGE =
  'Too many password reset requests for this email address. Please wait an hour and try again.';

/**
 * The limit of reset links per address: every request naming it counts, known address or not, so
 * the 429 tells nothing about which addresses have accounts.
 */
function resetMailLimit(services: ApiServices): RequestHandler {
  return rateLimit({
    store: new PostgresRateLimitStore(services.pool, 'reset-mail:'),
    windowMs: RESET_MAILS.windowMs,
    limit: RESET_MAILS.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'address',
    skip: (req) => accountOf(req.body) === null,
    keyGenerator: (req) => accountOf(req.body) ?? '',
    message: { message: RESET_MAILS_MESSAGE },
  });
}

/**
 * The limiters of each route, in the order they run (the two-factor step's after
 * `readPendingSignIn`); the per-address one is shared.
 */
export interface SignInLimits {
  login: RequestHandler[];
  twoFactor: RequestHandler[];
  register: RequestHandler[];
  /** Per client address, then per e-mail address. */
  forgotPassword: RequestHandler[];
  /** Per client address: reset-password, verify-email, resend-verification. */
  perClient: RequestHandler[];
}

/** Builds the sign-in limits; `services.authRateLimit` is the attempts per address a minute. */
export function signInLimits(services: ApiServices): SignInLimits {
  const perIp: RateLimitRequestHandler = rateLimit({
    store: new PostgresRateLimitStore(services.pool, 'auth-ip:'),
    windowMs: 60_000,
    limit: services.authRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'ip',
    message: { message: IP_LIMIT_MESSAGE },
  });
  return {
    login: [
      perIp,
      ...accountLimits(services, 'login', (req) => accountOf(req.body)),
      addressFailures(services),
    ],
    twoFactor: [perIp, ...accountLimits(services, 'two-factor', pendingAccountOf)],
    register: [perIp, ...accountLimits(services, 'register', (req) => accountOf(req.body))],
    forgotPassword: [perIp, resetMailLimit(services)],
    perClient: [perIp],
  };
}
