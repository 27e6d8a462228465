/**
 * Every decision recorded: a rule that applied to a customer action appends `FraudRuleHit` to the
 * rule's hit stream (`fraud-rule-hits-<id>`), in the same append as the action's own events, or
 * alone when the rule blocked the action (then nothing else changes). It names the rule, the
 * action, what the rule does and whether it was done (enforce) or would have been (shadow), and
 * the subject. The subject keeps the e-mail's domain, not the address: the account is named by
 * its id, and a refused registration's address is no one's personal data to keep.
 */
import type { FraudAction, FraudMode, FraudOutcome } from '../../contracts/fraud-rules';
import type { Event } from '../shared/event';
import type { FraudEvaluation } from './evaluate-fraud-rules';
import { emailDomainOf, type FraudSubject } from './fraud-subject';

/** The subject as a hit records it. */
export interface FraudHitSubject {
  userId: number | null;
  emailDomain: string | null;
  ip: string | null;
  ipCountry: string | null;
  accountCountry: string | null;
  userAgent: string | null;
}

export interface FraudRuleHitData {
  ruleId: number;
  action: FraudAction;
  outcome: FraudOutcome;
  mode: FraudMode;
  subject: FraudHitSubject;
  /** ISO time of the action. */
  at: string;
}

export type FraudRuleHitEvent = Event<'FraudRuleHit', FraudRuleHitData>;

export const fraudRuleHitStream = (ruleId: number) => `fraud-rule-hits-${ruleId}`;

/** The rule id of a `fraud-rule-hits-<id>` stream. */
export const ruleIdOfHitStream = (streamId: string) =>
  Number(streamId.slice('fraud-rule-hits-'.length));

/** The hit events of `evaluation`, per hit stream (one event per rule that applied). */
export function fraudRuleHitEvents(
  evaluation: FraudEvaluation,
  subject: FraudSubject,
  action: FraudAction,
  at: string,
): { streamId: string; events: FraudRuleHitEvent[] }[] {
  const recorded: FraudHitSubject = {
    userId: subject.userId,
    emailDomain: emailDomainOf(subject.email),
    ip: subject.ip,
    ipCountry: subject.ipCountry,
    accountCountry: subject.accountCountry,
    userAgent: subject.userAgent,
  };
  return evaluation.hits.map((hit) => ({
    streamId: fraudRuleHitStream(hit.ruleId),
    events: [{ type: 'FraudRuleHit', data: { ...hit, action, subject: recorded, at } }],
  }));
}
