/**
 * The fraud rule dialog's values and their check, with the rules the server applies
 * (contracts/fraud-rules.ts fraudRuleSchema): what it matches and its value, at least one action,
 * hold on purchases only, an optional expiry typed as a local date and time (sent with the
 * browser's offset), message and note.
 */
import {
  fraudRuleSchema,
  type FraudAction,
  type FraudMatchKind,
  type FraudMode,
  type FraudOutcome,
  type FraudRuleDto,
  type FraudRuleRequest,
} from '@contracts/fraud-rules';
import { isoToLocalDateTime, localDateTimeToIso } from '../coupons/coupon-form';

/** What the inputs hold: texts as typed, expiresAt as a datetime-local value ("" for none). */
export interface FraudRuleFormValues {
  matchKind: FraudMatchKind;
  matchValue: string;
  actions: FraudAction[];
  outcome: FraudOutcome;
  mode: FraudMode;
  message: string;
  expiresAt: string;
  note: string;
}

export type FraudRuleFormErrors = Partial<Record<keyof FraudRuleFormValues, string>>;

/** A new rule: blocks registrations by an e-mail wildcard, enforced, no expiry. */
export function emptyFraudRuleForm(): FraudRuleFormValues {
  return {
    matchKind: 'email-pattern',
    matchValue: '',
    actions: ['registration'],
    outcome: 'block',
    mode: 'enforce',
    message: '',
    expiresAt: '',
    note: '',
  };
}

/** The form of an existing rule. */
export function fraudRuleToForm(rule: FraudRuleDto): FraudRuleFormValues {
  return {
    matchKind: rule.matchKind,
    matchValue: rule.matchValue,
    actions: rule.actions,
    outcome: rule.outcome,
    mode: rule.mode,
    message: rule.message ?? '',
    expiresAt: rule.expiresAt ? isoToLocalDateTime(rule.expiresAt) : '',
    note: rule.note ?? '',
  };
}

/** The field errors, or the request body when there are none. */
export function readFraudRuleForm(
  values: FraudRuleFormValues,
): { errors: FraudRuleFormErrors; body: null } | { errors: null; body: FraudRuleRequest } {
  const expiresAt = values.expiresAt.trim() ? localDateTimeToIso(values.expiresAt) : null;
  if (values.expiresAt.trim() && expiresAt === null)
    return { errors: { expiresAt: 'Expiry must be a date and time' }, body: null };
  const parsed = fraudRuleSchema.safeParse({ ...values, expiresAt });
  if (parsed.success) return { errors: null, body: parsed.data };
  const errors: FraudRuleFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FraudRuleFormValues;
    errors[field] ??= issue.message;
  }
  return { errors, body: null };
}
