/**
 * Fraud rule commands (CreateFraudRule, UpdateFraudRule, DeleteFraudRule): staff manage the rules
 * of /admin/fraud. The match value is checked and normalised by the rule that the admin form shares
 * (contracts/fraud-rules.ts).
 */
import {
  FRAUD_ACTIONS,
  fraudMatchValueProblem,
  HOLD_PURCHASES_ONLY,
  normaliseFraudMatchValue,
} from '../../contracts/fraud-rules';
import { conflict, notFound, validationError } from '../shared/errors';
import type { FraudRuleDetails, FraudRuleEvent, FraudRuleState } from './fraud-rule';

/** The answer for an unknown or deleted rule. */
export const FRAUD_RULE_NOT_FOUND = 'Fraud rule not found';

/**
 * Checks and normalises a rule: a match value the kind can match (normalised), at least one
 * action (in FRAUD_ACTIONS order), `hold` only on purchases, texts trimmed (blank is null), an
 * expiry that is an instant (kept as ISO).
 * @throws validation with a readable message
 */
export function normaliseFraudRuleDetails(details: FraudRuleDetails): FraudRuleDetails {
  const problem = fraudMatchValueProblem(details.matchKind, details.matchValue);
  if (problem) throw validationError(problem);
  const actions = FRAUD_ACTIONS.filter((action) => details.actions.includes(action));
  if (actions.length === 0) throw validationError('Choose at least one action');
  if (details.outcome === 'hold' && actions.some((action) => action !== 'purchase'))
    throw validationError(HOLD_PURCHASES_ONLY);
  let expiresAt: string | null = null;
  if (details.expiresAt !== null) {
    const time = Date.parse(details.expiresAt);
    if (Number.isNaN(time)) throw validationError('Expiry must be a date and time');
    expiresAt = new Date(time).toISOString();
  }
  return {
    ...details,
    matchValue: normaliseFraudMatchValue(details.matchKind, details.matchValue),
    actions,
    message: details.message?.trim() || null,
    note: details.note?.trim() || null,
    expiresAt,
  };
}

/** Creates rule `ruleId`. @throws validation; conflict when the id is taken */
export function createFraudRule(
  command: { ruleId: number; details: FraudRuleDetails },
  state: FraudRuleState,
): FraudRuleEvent[] {
  if (state.status !== 'none') throw conflict('Fraud rule already exists');
  const details = normaliseFraudRuleDetails(command.details);
  return [{ type: 'FraudRuleCreated', data: { ruleId: command.ruleId, ...details } }];
}

/**
 * Replaces a rule's details (the caller merges a partial change into the current ones); nothing
 * when they do not change.
 * @throws not_found "Fraud rule not found"; validation
 */
export function updateFraudRule(
  command: { details: FraudRuleDetails },
  state: FraudRuleState,
): FraudRuleEvent[] {
  if (state.status !== 'existing') throw notFound(FRAUD_RULE_NOT_FOUND);
  const details = normaliseFraudRuleDetails(command.details);
  if (sameDetails(details, state.details)) return [];
  return [{ type: 'FraudRuleUpdated', data: details }];
}

function sameDetails(a: FraudRuleDetails, b: FraudRuleDetails): boolean {
  const scalars = ['matchKind', 'matchValue', 'outcome', 'mode', 'message', 'expiresAt', 'note'];
  return (
    scalars.every((key) => a[key as keyof FraudRuleDetails] === b[key as keyof FraudRuleDetails]) &&
    a.actions.join() === b.actions.join()
  );
}

/** Deletes a rule: it applies no more; its hits stay recorded. @throws not_found */
export function deleteFraudRule(state: FraudRuleState): FraudRuleEvent[] {
  if (state.status !== 'existing') throw notFound(FRAUD_RULE_NOT_FOUND);
  return [{ type: 'FraudRuleDeleted', data: { ruleId: state.ruleId } }];
}
