/** CreateFraudRule (POST /api/admin/fraud-rules; domain/fraud/decide-fraud-rule.ts). */
import { createFraudRule as decideCreate } from '../../domain/fraud/decide-fraud-rule';
import {
  evolveFraudRule,
  fraudRuleStream,
  initialFraudRule,
  type FraudRuleDetails,
} from '../../domain/fraud/fraud-rule';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Creates a fraud rule; answers its id. @throws validation */
export async function createFraudRule(
  deps: CommandDeps,
  details: FraudRuleDetails,
  context: CommandContext,
) {
  const ruleId = await deps.commandRunner.nextId('fraud_rule_ids');
  const streamId = fraudRuleStream(ruleId);
  return executeCommand(deps, 'CreateFraudRule', context, async (tx) => {
    const rule = aggregate(await tx.load([streamId]), streamId, evolveFraudRule, initialFraudRule);
    const events = decideCreate({ ruleId, details }, rule.state);
    return { appends: [appendTo(streamId, rule.version, events)], result: { ruleId } };
  });
}
