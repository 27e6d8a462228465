/**
 * Queries of the fraud rules read model: the rule set the customer actions' commands are given
 * (application/fraud/fraud-screen.ts), and GET /api/admin/fraud-rules with each rule's hits per
 * day.
 */
import type { Queryable } from '../../application/db/pool';
import {
  FRAUD_HIT_DAYS,
  type FraudAction,
  type FraudRuleDto,
  type FraudRuleHitDayDto,
} from '../../contracts/fraud-rules';
import type { FraudRule } from '../../domain/fraud/fraud-rule';

interface Row {
  id: number;
  match_kind: FraudRule['matchKind'];
  match_value: string;
  actions: FraudAction[];
  outcome: FraudRule['outcome'];
  mode: FraudRule['mode'];
  message: string | null;
  expires_at: Date | null;
  note: string | null;
  hits: string;
  last_hit_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, match_kind, match_value, actions, outcome, mode, message, expires_at, note, hits::text,
  last_hit_at, created_at, updated_at`;

function toRule(row: Row): FraudRule {
  return {
    ruleId: row.id,
    matchKind: row.match_kind,
    matchValue: row.match_value,
    actions: row.actions,
    outcome: row.outcome,
    mode: row.mode,
    message: row.message,
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    note: row.note,
  };
}

/**
 * The rules that apply to `action` and have not expired at `now`: the rule set a command decides
 * on (the evaluation checks action and expiry again, on the instant the command records).
 */
export async function liveFraudRules(
  db: Queryable,
  action: FraudAction,
  now: Date,
): Promise<FraudRule[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM fraud_rules
      WHERE $1 = ANY(actions) AND (expires_at IS NULL OR expires_at > $2) ORDER BY id`,
    [action, now],
  );
  return rows.map(toRule);
}

function toDto(row: Row): FraudRuleDto {
  const { ruleId, ...rule } = toRule(row);
  return {
    id: ruleId,
    ...rule,
    hits: Number(row.hits),
    lastHitAt: row.last_hit_at ? row.last_hit_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every live rule, newest first (GET /api/admin/fraud-rules). */
export async function listFraudRules(db: Queryable): Promise<FraudRuleDto[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM fraud_rules ORDER BY id DESC`);
  return rows.map(toDto);
}

/** One live rule, or null. */
export async function findFraudRule(db: Queryable, id: number): Promise<FraudRuleDto | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM fraud_rules WHERE id = $1`, [id]);
  return rows[0] ? toDto(rows[0]) : null;
}

/**
 * Rule `ruleId`'s hits on each of the FRAUD_HIT_DAYS UTC days up to `now`'s, oldest first (days
 * without a hit as 0) (GET /api/admin/fraud-rules/{id}/hits).
 */
export async function fraudRuleHitDays(
  db: Queryable,
  ruleId: number,
  now: Date,
): Promise<FraudRuleHitDayDto[]> {
  const { rows } = await db.query<{ day: string; enforced: string; shadow: string }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(h.enforced, 0)::text AS enforced,
            coalesce(h.shadow, 0)::text AS shadow
       FROM generate_series(($2::timestamptz AT TIME ZONE 'UTC')::date - ($3::int - 1),
                            ($2::timestamptz AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
       LEFT JOIN fraud_rule_hit_days h ON h.rule_id = $1 AND h.day = d.day::date
      ORDER BY d.day`,
    [ruleId, now, FRAUD_HIT_DAYS],
  );
  return rows.map((row) => ({
    day: row.day,
    enforced: Number(row.enforced),
    shadow: Number(row.shadow),
  }));
}
