/**
 * Who and where a customer action comes from, as fraud rules read it: facts the application layer
 * gathers (the client's address as TRUST_PROXY lets Express read it, the country of that address
 * from the offline GeoIP database, whether the e-mail's domain is on the disposable list) so that
 * the evaluation stays pure.
 */

export interface FraudSubject {
  /** The account acting; null for a registration. */
  userId: number | null;
  /** Lower case; null when unknown. */
  email: string | null;
  /** The e-mail's domain is on the list of disposable e-mail domains. */
  emailDisposable: boolean;
  /** The client's address (IPv4 written as IPv4); null when unknown. */
  ip: string | null;
  /** ISO 3166 alpha-2 of `ip`; null when the database does not know it (private ranges). */
  ipCountry: string | null;
  /** The account's country, as the register form sends it (e.g. `germany`). */
  accountCountry: string | null;
  userAgent: string | null;
}

/** The domain of an e-mail address (after its last @), lower case; null without one. */
export function emailDomainOf(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at < 0 ? null : email.slice(at + 1).toLowerCase();
}
