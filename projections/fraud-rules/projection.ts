/**
 * The fraud rules read model (domain/fraud): one row per live rule with its hits so far, which the
 * customer actions' commands read as their rule set (queries.ts liveFraudRules), and the hits of
 * each rule per UTC day for /admin/fraud.
 */
import type { FraudRuleDetails, FraudRuleEvent } from '../../domain/fraud/fraud-rule';
import { ruleIdOfHitStream, type FraudRuleHitEvent } from '../../domain/fraud/fraud-rule-hit';
import { defineProjection } from '../projection';

const ruleIdOf = (streamId: string) => Number(streamId.slice('fraud-rule-'.length));

const values = (d: FraudRuleDetails) => [
  d.matchKind,
  d.matchValue,
  d.actions,
  d.outcome,
  d.mode,
  d.message,
  d.expiresAt,
  d.note,
];

export const fraudRulesProjection = defineProjection<FraudRuleEvent | FraudRuleHitEvent>({
  name: 'fraud-rules',
  tables: ['fraud_rules', 'fraud_rule_hit_days'],
  writesOnly: true,
  // Staff read the rules and their hits; a customer's command reads the rules, which only staff
  // change (and staff's commands wait for every read model).
  readers: 'staff',
  handlers: {
    FraudRuleCreated: async (client, data, event) => {
      await client.query(
        `INSERT INTO fraud_rules (id, match_kind, match_value, actions, outcome, mode, message, expires_at, note,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [data.ruleId, ...values(data), event.recordedAt],
      );
    },
    FraudRuleUpdated: async (client, data, event) => {
      await client.query(
        `UPDATE fraud_rules SET match_kind = $2, match_value = $3, actions = $4, outcome = $5, mode = $6,
           message = $7, expires_at = $8, note = $9, updated_at = $10
         WHERE id = $1`,
        [ruleIdOf(event.streamId), ...values(data), event.recordedAt],
      );
    },
    FraudRuleDeleted: async (client, data) => {
      await client.query('DELETE FROM fraud_rules WHERE id = $1', [data.ruleId]);
    },
    FraudRuleHit: async (client, data, event) => {
      const ruleId = ruleIdOfHitStream(event.streamId);
      const shadow = data.mode === 'shadow' ? 1 : 0;
      await client.query(
        `INSERT INTO fraud_rule_hit_days (rule_id, day, enforced, shadow)
         VALUES ($1, ($2::timestamptz AT TIME ZONE 'UTC')::date, $3, $4)
         ON CONFLICT (rule_id, day) DO UPDATE
           SET enforced = fraud_rule_hit_days.enforced + excluded.enforced,
               shadow = fraud_rule_hit_days.shadow + excluded.shadow`,
        [ruleId, data.at, 1 - shadow, shadow],
      );
      await client.query(
        'UPDATE fraud_rules SET hits = hits + 1, last_hit_at = greatest(last_hit_at, $2::timestamptz) WHERE id = $1',
        [ruleId, data.at],
      );
    },
  },
});
