/**
 * A customer's personal fields in the events: the e-mail, names,
 * country, password hash and two-factor secret are sealed under the customer's own data key
 * `customer-<id>` before they are appended, so shredding that key on erasure leaves them
 * unreadable in the event store, while the ledger (amounts per user id) stays auditable. The
 * e-mail reservation is keyed by a blind index (HMAC) of the address, never by the address.
 */
import { EMAIL_NAMESPACE } from '../../domain/identity/decide';
import { reservationStream } from '../../domain/reservation/reservation';
import { customerKeyId, type SecretBox } from './secret-box';

/** The personal fields a user event may carry. */
export interface PersonalFields {
  email?: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  passwordHash?: string;
  /** The two-factor TOTP secret (base32). */
  secret?: string;
}

/** `fields` with every personal field present sealed under customer `userId`'s key. */
export async function sealPersonal<T extends PersonalFields>(
  secrets: SecretBox,
  userId: number,
  fields: T,
): Promise<T> {
  const sealed = { ...fields } as Record<string, unknown>;
  for (const name of [
    'email',
    'firstName',
    'lastName',
    'country',
    'passwordHash',
    'secret',
  ] as const) {
    const value = fields[name];
    if (value !== undefined) sealed[name] = await secrets.seal(value, customerKeyId(userId));
  }
  return sealed as T;
}

/**
 * `fields` with every personal field present opened (plain values written before encryption
 * pass through).
 * @throws ShreddedKeyError when the customer was erased
 */
export async function openPersonal<T extends PersonalFields>(
  secrets: SecretBox,
  fields: T,
): Promise<T> {
  const opened = { ...fields } as Record<string, unknown>;
  for (const name of [
    'email',
    'firstName',
    'lastName',
    'country',
    'passwordHash',
    'secret',
  ] as const) {
    const value = fields[name];
    if (value !== undefined) opened[name] = await secrets.open(value);
  }
  return opened as T;
}

/**
 * The streams that may hold the reservation of a normalised e-mail: the blind-indexed one every
 * registration now writes, and the one keyed by the address itself that registrations wrote
 * before e-mails were blind-indexed (read only, so an address taken then stays taken).
 */
export async function emailReservationStreams(
  secrets: SecretBox,
  normalisedEmail: string,
): Promise<{ indexed: string; legacy: string }> {
  return {
    indexed: reservationStream(EMAIL_NAMESPACE, await secrets.emailIndex(normalisedEmail)),
    legacy: reservationStream(EMAIL_NAMESPACE, normalisedEmail),
  };
}
