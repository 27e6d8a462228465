/**
 * What a customer action's command is given to check fraud rules (application/commands/
 * fraud-check.ts): the live rules for the action (projections/fraud-rules) and the subject, with
 * the facts the pure evaluation cannot look up itself: the country of the client's address from
 * the GeoIP database shipped in the `geoip-country` package (MaxMind GeoLite2 country data, read
 * from disk, no network), and whether the e-mail's domain is on the disposable domains list of
 * `disposable-email-domains-js`. Both are loaded the first time a rule set is not empty.
 */
import type { FraudAction } from '../../contracts/fraud-rules';
import type { FraudSubject } from '../../domain/fraud/fraud-subject';
import { liveFraudRules } from '../../projections/fraud-rules/queries';
import type { FraudScreen } from '../commands/fraud-check';
import type { Queryable } from '../db/pool';

/** What the request tells about who is acting. */
export interface FraudFacts {
  userId: number | null;
  email: string | null;
  /** The client's address as Express reads it (TRUST_PROXY), IPv4 written as IPv4. */
  ip: string | null;
  accountCountry: string | null;
  userAgent: string | null;
}

/**
 * The rule set and subject of `action` at `now`; undefined when no live rule names the action
 * (the usual case: one indexed read, no lookups).
 */
export async function fraudScreen(
  db: Queryable,
  action: FraudAction,
  facts: FraudFacts,
  now: Date,
): Promise<FraudScreen | undefined> {
  const rules = await liveFraudRules(db, action, now);
  if (rules.length === 0) return undefined;
  const email = facts.email?.trim().toLowerCase() || null;
  const subject: FraudSubject = {
    userId: facts.userId,
    email,
    emailDisposable: email !== null && (await disposableList()).isDisposableEmail(email),
    ip: facts.ip || null,
    ipCountry: facts.ip ? ((await geoIp()).lookup(facts.ip)?.country ?? null) : null,
    accountCountry: facts.accountCountry,
    userAgent: facts.userAgent || null,
  };
  return { rules, subject };
}

let geoIpModule: Promise<typeof import('geoip-country')> | undefined;
/** The GeoIP country database, loaded once (about 7 MB, some 20 ms). */
const geoIp = () => (geoIpModule ??= import('geoip-country'));

let disposableModule: Promise<typeof import('disposable-email-domains-js')> | undefined;
/** The disposable e-mail domains list, loaded once. */
const disposableList = () => (disposableModule ??= import('disposable-email-domains-js'));
