/** UpdateFraudRule (PUT /api/admin/fraud-rules/{id}): any subset of the fields. */
import {
  FRAUD_RULE_NOT_FOUND,
  updateFraudRule as decideUpdate,
} from '../../domain/fraud/decide-fraud-rule';
import {
  evolveFraudRule,
  fraudRuleStream,
  initialFraudRule,
  type FraudRuleDetails,
} from '../../domain/fraud/fraud-rule';
import { notFound } from '../../domain/shared/errors';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Applies `changes` to rule `ruleId` (an absent field keeps its value; null clears expiresAt,
 * message and note).
 * @throws not_found "Fraud rule not found"; validation
 */
export function updateFraudRule(
  deps: CommandDeps,
  input: { ruleId: number; changes: Partial<FraudRuleDetails> },
  context: CommandContext,
) {
  const streamId = fraudRuleStream(input.ruleId);
  return executeCommand(deps, 'UpdateFraudRule', context, async (tx) => {
    const rule = aggregate(await tx.load([streamId]), streamId, evolveFraudRule, initialFraudRule);
    if (rule.state.status !== 'existing') throw notFound(FRAUD_RULE_NOT_FOUND);
    const given = Object.entries(input.changes).filter(([, value]) => value !== undefined);
    const details = { ...rule.state.details, ...Object.fromEntries(given) };
    const events = decideUpdate({ details }, rule.state);
    return { appends: [appendTo(streamId, rule.version, events)], result: undefined };
  });
}
