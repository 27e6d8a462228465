/**
 * The fraud rule aggregate (stream `fraud-rule-<id>`): what it matches, the customer actions it
 * applies to, what it does (block, hold the order, flag), in which mode (enforce or shadow), until
 * when, and staff's note. Its hits are another stream, `fraud-rule-hits-<id>` (fraud-rule-hit.ts),
 * so recording one never conflicts with staff editing the rule. Source: ARCHITECTURE.md "Security
 * model", fraud rules.
 */
import type {
  FraudAction,
  FraudMatchKind,
  FraudMode,
  FraudOutcome,
} from '../../contracts/fraud-rules';
import type { Event } from '../shared/event';

/** Every field staff set on a rule. */
export interface FraudRuleDetails {
  matchKind: FraudMatchKind;
  /** Normalised (contracts/fraud-rules.ts normaliseFraudMatchValue); empty for the disposable list. */
  matchValue: string;
  /** In the order of FRAUD_ACTIONS; `hold` applies to purchases only. */
  actions: FraudAction[];
  outcome: FraudOutcome;
  mode: FraudMode;
  /** What a blocked customer reads; null for DEFAULT_BLOCK_MESSAGE. */
  message: string | null;
  /** ISO instant from which the rule no longer applies, or null for never. */
  expiresAt: string | null;
  note: string | null;
}

export type FraudRuleEvent =
  | Event<'FraudRuleCreated', { ruleId: number } & FraudRuleDetails>
  | Event<'FraudRuleUpdated', FraudRuleDetails>
  | Event<'FraudRuleDeleted', { ruleId: number }>;

export type FraudRuleState =
  | { status: 'none' }
  | { status: 'existing' | 'deleted'; ruleId: number; details: FraudRuleDetails };

/** A rule as evaluation reads it: its id and details (from the read model of the live rules). */
export interface FraudRule extends FraudRuleDetails {
  ruleId: number;
}

export const initialFraudRule: FraudRuleState = { status: 'none' };

export const fraudRuleStream = (ruleId: number) => `fraud-rule-${ruleId}`;

export function evolveFraudRule(state: FraudRuleState, event: FraudRuleEvent): FraudRuleState {
  if (event.type === 'FraudRuleCreated') {
    const { ruleId, ...details } = event.data;
    return { status: 'existing', ruleId, details };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'FraudRuleUpdated':
      return { ...state, details: event.data };
    case 'FraudRuleDeleted':
      return { ...state, status: 'deleted' };
  }
}
