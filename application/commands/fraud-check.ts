/**
 * Fraud rules inside the commands of customer actions (registration, sign-in, deposit, purchase,
 * warranty claim): the command is given the rule set and the subject (FraudScreen, from
 * application/fraud/fraud-screen.ts), evaluates them in its decide step (domain/fraud, pure) and
 * appends a FraudRuleHit per rule that applied in the same append as its own events. A blocking
 * rule refuses the action with the rule's message (422) as a RecordedRefusal: the hits are
 * appended and nothing else changes.
 */
import type { FraudAction } from '../../contracts/fraud-rules';
import { evaluateFraudRules } from '../../domain/fraud/evaluate-fraud-rules';
import type { FraudRule } from '../../domain/fraud/fraud-rule';
import { fraudRuleHitEvents } from '../../domain/fraud/fraud-rule-hit';
import type { FraudSubject } from '../../domain/fraud/fraud-subject';
import { ruleBroken } from '../../domain/shared/errors';
import type { AppendToStream } from '../event-store/types';
import { executeCommand, type CommandContext, type CommandDeps } from './execute';
import { RecordedRefusal } from './recorded-refusal';

/** The live rules of one action and who is acting: what a command's fraud check reads. */
export interface FraudScreen {
  rules: readonly FraudRule[];
  subject: FraudSubject;
}

/** What an allowed action does about fraud rules. */
export interface FraudCheck {
  /**
   * One FraudRuleHit append per rule that applied, to the rule's hit stream at any version: hits
   * only add up, so two actions hitting one rule never conflict.
   */
  hits: AppendToStream[];
  /** The rule that holds a purchase for review, when one does. */
  hold: { ruleId: number } | null;
}

/**
 * Evaluates `screen` (none: no rule applies) for `action` at `now`.
 * @throws RecordedRefusal (rule, the blocking rule's message) recording the hits, when an
 *   enforced rule blocks the action
 */
export function checkFraud(
  screen: FraudScreen | undefined,
  action: FraudAction,
  now: Date,
): FraudCheck {
  if (!screen) return { hits: [], hold: null };
  const at = now.toISOString();
  const evaluation = evaluateFraudRules(screen.rules, screen.subject, action, at);
  const hits = fraudRuleHitEvents(evaluation, screen.subject, action, at).map(
    ({ streamId, events }): AppendToStream => ({ streamId, expectedVersion: 'any', events }),
  );
  const { decision } = evaluation;
  if (decision.kind === 'blocked') throw new RecordedRefusal(ruleBroken(decision.message), hits);
  return { hits, hold: decision.kind === 'held' ? { ruleId: decision.ruleId } : null };
}

/**
 * Refuses a blocked action before its command asks anything of the world outside the store (the
 * payment gateway opening a payment), recording the hits as the command would have. The command
 * then checks the same rules at the same instant in its decide step, to the same verdict.
 * @throws RecordedRefusal as checkFraud, once its hits are committed
 */
export async function refuseIfBlocked(
  deps: CommandDeps,
  name: string,
  context: CommandContext,
  screen: FraudScreen | undefined,
  action: FraudAction,
): Promise<void> {
  try {
    checkFraud(screen, action, context.now);
  } catch (error) {
    if (!(error instanceof RecordedRefusal)) throw error;
    await executeCommand(deps, name, context, () => Promise.reject(error));
  }
}
