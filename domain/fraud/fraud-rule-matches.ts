/**
 * Whether one fraud rule's match (what it looks at, contracts/fraud-rules.ts FRAUD_MATCH_KINDS)
 * holds for a subject. IP ranges are compared with ipaddr.js, an IPv4 address written as IPv6
 * (`::ffff:203.0.113.9`) as the IPv4 address it is.
 */
import ipaddr from 'ipaddr.js';
import type { FraudRuleDetails } from './fraud-rule';
import { emailDomainOf, type FraudSubject } from './fraud-subject';
import { matchesWildcard } from './wildcard';

/** True when `rule` (its kind and normalised value) matches `subject`. */
export function fraudRuleMatches(
  rule: Pick<FraudRuleDetails, 'matchKind' | 'matchValue'>,
  subject: FraudSubject,
): boolean {
  const value = rule.matchValue;
  const email = subject.email?.toLowerCase() ?? null;
  switch (rule.matchKind) {
    case 'email':
      return email === value;
    case 'email-pattern':
      return email !== null && matchesWildcard(value, email);
    case 'email-domain': {
      const domain = emailDomainOf(email);
      return domain !== null && (domain === value || domain.endsWith(`.${value}`));
    }
    case 'disposable-email':
      return subject.emailDisposable;
    case 'ip':
      return subject.ip !== null && ipMatches(value, subject.ip);
    case 'ip-country':
      return subject.ipCountry !== null && subject.ipCountry.toUpperCase() === value;
    case 'account-country':
      return subject.accountCountry !== null && subject.accountCountry.toLowerCase() === value;
    case 'user-agent':
      return subject.userAgent !== null && subject.userAgent.toLowerCase().includes(value);
  }
}

/** `ip` is the address `value`, or inside the range `value` (of the same family). */
function ipMatches(value: string, ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  if (!value.includes('/')) return address.toString() === ipaddr.process(value).toString();
  const [range, bits] = ipaddr.parseCIDR(value);
  if (address.kind() !== range.kind()) return false;
  return address instanceof ipaddr.IPv4
    ? address.match(range as ipaddr.IPv4, bits)
    : address.match(range as ipaddr.IPv6, bits);
}
