/** DeleteFraudRule (DELETE /api/admin/fraud-rules/{id}): the rule applies no more; its hits stay. */
import { deleteFraudRule as decideDelete } from '../../domain/fraud/decide-fraud-rule';
import { evolveFraudRule, fraudRuleStream, initialFraudRule } from '../../domain/fraud/fraud-rule';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Deletes rule `ruleId`. @throws not_found "Fraud rule not found" */
export function deleteFraudRule(
  deps: CommandDeps,
  input: { ruleId: number },
  context: CommandContext,
) {
  const streamId = fraudRuleStream(input.ruleId);
  return executeCommand(deps, 'DeleteFraudRule', context, async (tx) => {
    const rule = aggregate(await tx.load([streamId]), streamId, evolveFraudRule, initialFraudRule);
    const events = decideDelete(rule.state);
    return { appends: [appendTo(streamId, rule.version, events)], result: undefined };
  });
}
