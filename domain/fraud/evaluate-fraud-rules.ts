/**
 * The fraud check of a customer action (ARCHITECTURE.md "Security model", fraud rules): pure, on
 * the rule set passed in, so every command decides it in its decide step and it is tested like
 * every other rule. A rule applies when it names the action, has not expired at `now` and matches
 * the subject; every rule that applies is a hit, shadow ones included. Of the enforced ones a
 * block wins over a hold, and a hold over a flag; the blocking or holding rule is the one with the
 * lowest id, so the answer does not depend on the order the rules come in.
 */
import {
  DEFAULT_BLOCK_MESSAGE,
  type FraudAction,
  type FraudMode,
  type FraudOutcome,
} from '../../contracts/fraud-rules';
import type { FraudRule } from './fraud-rule';
import { fraudRuleMatches } from './fraud-rule-matches';
import type { FraudSubject } from './fraud-subject';

/** What the action gets: allowed, refused with the rule's message, held (purchases) or flagged. */
export type FraudDecision =
  | { kind: 'allowed' }
  | { kind: 'blocked'; ruleId: number; message: string }
  | { kind: 'held'; ruleId: number }
  | { kind: 'flagged'; ruleIds: number[] };

/** A rule that applied: what it does and whether that was done (enforce) or only counted (shadow). */
export interface FraudHit {
  ruleId: number;
  outcome: FraudOutcome;
  mode: FraudMode;
}

export interface FraudEvaluation {
  decision: FraudDecision;
  /** Every rule that applied, by rule id. */
  hits: FraudHit[];
}

/** No rule applied. */
const NO_FRAUD_HITS: FraudEvaluation = { decision: { kind: 'allowed' }, hits: [] };

/** True when `rule` has an expiry at or before `now` (ISO instant). */
export const isFraudRuleExpired = (rule: Pick<FraudRule, 'expiresAt'>, now: string) =>
  rule.expiresAt !== null && Date.parse(rule.expiresAt) <= Date.parse(now);

/** Evaluates `rules` for `action` by `subject` at `now` (ISO instant). */
export function evaluateFraudRules(
  rules: readonly FraudRule[],
  subject: FraudSubject,
  action: FraudAction,
  now: string,
): FraudEvaluation {
  const applying = rules
    .filter(
      (rule) =>
        rule.actions.includes(action) &&
        !isFraudRuleExpired(rule, now) &&
        fraudRuleMatches(rule, subject),
    )
    .sort((a, b) => a.ruleId - b.ruleId);
  if (applying.length === 0) return NO_FRAUD_HITS;
  const hits = applying.map(({ ruleId, outcome, mode }) => ({ ruleId, outcome, mode }));
  const enforced = (outcome: FraudOutcome) =>
    applying.filter((rule) => rule.mode === 'enforce' && rule.outcome === outcome);
  const [block] = enforced('block');
  if (block)
    return {
      decision: {
        kind: 'blocked',
        ruleId: block.ruleId,
        message: block.message ?? DEFAULT_BLOCK_MESSAGE,
      },
      hits,
    };
  // A hold rule names purchases only (decide-fraud-rule.ts); this keeps it so if one did not.
  const [hold] = action === 'purchase' ? enforced('hold') : [];
  if (hold) return { decision: { kind: 'held', ruleId: hold.ruleId }, hits };
  const flags = enforced('flag');
  if (flags.length > 0)
    return { decision: { kind: 'flagged', ruleIds: flags.map((rule) => rule.ruleId) }, hits };
  return { decision: { kind: 'allowed' }, hits };
}
