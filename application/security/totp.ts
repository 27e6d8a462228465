/**
 * Time-based one-time passwords (TOTP, RFC 6238) through the otpauth library: HMAC-SHA1, 6 digits,
 * 30-second steps, the parameters every authenticator app reads from an `otpauth://` URL.
 */
import { Secret, TOTP } from 'otpauth';

/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'KeyMart';
/** Seconds per time step (RFC 6238 section 5.2 recommends 30). */
const TOTP_PERIOD_SECONDS = 30;
/** Steps of clock drift accepted either side of now (RFC 6238 section 5.2). */
const DRIFT_STEPS = 1;
/** Bytes of a new secret: 160 bits, the length RFC 4226 section 4 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

/** A new random secret, base32 (RFC 4648) as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://totp/...` URL an authenticator app scans, labelled with the account's e-mail. */
export function totpUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The time step (RFC 6238 "T": whole periods since the Unix epoch) that `token` is the code of,
 * within one step of `now`; null when it matches none.
 */
export function matchedTimeStep(secret: string, token: string, now: Date): number | null {
  const generator = totp(secret);
  const timestamp = now.getTime();
  const delta = generator.validate({ token, timestamp, window: DRIFT_STEPS });
  return delta === null ? null : generator.counter({ timestamp }) + delta;
}
