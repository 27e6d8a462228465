/**
 * Fraud rules at the HTTP edge and in the admin form (ARCHITECTURE.md "Security model", fraud
 * rules): what a rule matches, the actions it applies to, what it does and how, and the check of
 * a match value that the server (zod, domain/fraud) and the /admin/fraud dialog share.
 */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** The customer actions a rule can apply to, checked in their commands' decide step. */
export const FRAUD_ACTIONS = [
  'registration',
  'sign-in',
  'deposit',
  'purchase',
  'warranty-claim',
] as const;
export type FraudAction = (typeof FRAUD_ACTIONS)[number];

export const FRAUD_ACTION_LABELS: Record<FraudAction, string> = {
  registration: 'Registration',
  'sign-in': 'Sign-in',
  deposit: 'Deposit',
  purchase: 'Purchase',
  'warranty-claim': 'Warranty claim',
};

/**
 * What a rule matches: the e-mail exactly, an e-mail wildcard (`*` any run of characters:
 * `*@mail.ru`, `bad*@*`), the e-mail's domain (and its subdomains), any domain of the disposable
 * e-mail list, an IP address or CIDR range (IPv4 or IPv6), the country of the client's IP (ISO
 * 3166 alpha-2, from the offline GeoIP database), the account's country (the register form's
 * value, e.g. `germany`), a substring of the user agent.
 */
export const FRAUD_MATCH_KINDS = [
  'email',
  'email-pattern',
  'email-domain',
  'disposable-email',
  'ip',
  'ip-country',
  'account-country',
  'user-agent',
] as const;
export type FraudMatchKind = (typeof FRAUD_MATCH_KINDS)[number];

export const FRAUD_MATCH_LABELS: Record<FraudMatchKind, string> = {
  email: 'E-mail',
  'email-pattern': 'E-mail wildcard',
  'email-domain': 'E-mail domain',
  'disposable-email': 'Disposable e-mail domain',
  ip: 'IP or CIDR range',
  'ip-country': 'Country of the IP',
  'account-country': 'Country of the account',
  'user-agent': 'User agent contains',
};

/** What a rule does: refuse the action, hold the order for review (purchases only), or flag. */
export const FRAUD_OUTCOMES = ['block', 'hold', 'flag'] as const;
export type FraudOutcome = (typeof FRAUD_OUTCOMES)[number];

export const FRAUD_OUTCOME_LABELS: Record<FraudOutcome, string> = {
  block: 'Block',
  hold: 'Hold for review',
  flag: 'Flag only',
};

/** `enforce` does what the rule says; `shadow` only records what it would have done. */
export const FRAUD_MODES = ['enforce', 'shadow'] as const;
export type FraudMode = (typeof FRAUD_MODES)[number];

/** The refusal of a blocked action whose rule has no message of its own. */
export const DEFAULT_BLOCK_MESSAGE =
  'This action is not available for your account. Please contact support.';

/** The refusal of a hold rule that applies to anything but purchases. */
export const HOLD_PURCHASES_ONLY = 'Only a purchase can be held for review';

/** The longest match value, message and note. */
export const FRAUD_TEXT_MAX = { value: 254, message: 300, note: 500 } as const;

/**
 * Why `value` cannot be matched as `kind`, or null when it can: an e-mail needs one @, a wildcard
 * at least one character besides `*`, a domain a dot, an IP a valid IPv4 or IPv6 address or CIDR
 * range, a country of the IP two letters; the disposable list takes no value.
 */
export function fraudMatchValueProblem(kind: FraudMatchKind, value: string): string | null {
  const text = value.trim();
  if (kind === 'disposable-email') return null;
  if (!text) return 'A value to match is required';
  if (text.length > FRAUD_TEXT_MAX.value)
    return `The value is at most ${FRAUD_TEXT_MAX.value} characters`;
  switch (kind) {
    case 'email':
      return /^[^@\s]+@[^@\s]+$/.test(text) ? null : 'Enter an e-mail address';
    case 'email-pattern':
      return /[^*]/.test(text) && !/\s/.test(text)
        ? null
        : 'Enter a wildcard such as *@mail.ru or bad*@*';
    case 'email-domain':
      return /^[^@\s]+\.[^@\s]+$/.test(text) ? null : 'Enter a domain such as mail.ru';
    case 'ip':
      return isIpOrCidr(text) ? null : 'Enter an IPv4 or IPv6 address or CIDR range';
    case 'ip-country':
      return /^[A-Za-z]{2}$/.test(text) ? null : 'Enter a two-letter country code such as RU';
    case 'account-country':
    case 'user-agent':
      return null;
  }
}

function isIpOrCidr(text: string): boolean {
  if (!text.includes('/')) return ipaddr.isValid(text);
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A match value as rules keep it: trimmed; e-mails, wildcards, domains and user agents lower
 * case (they match case-insensitively), IP country upper case, an IP or range as ipaddr.js
 * writes it; empty for the disposable list.
 */
export function normaliseFraudMatchValue(kind: FraudMatchKind, value: string): string {
  const text = value.trim();
  switch (kind) {
    case 'disposable-email':
      return '';
    case 'ip-country':
      return text.toUpperCase();
    case 'ip': {
      if (!text.includes('/')) return ipaddr.parse(text).toString();
      const [address, bits] = ipaddr.parseCIDR(text);
      return `${address.toString()}/${bits}`;
    }
    default:
      return text.toLowerCase();
  }
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .nullable()
    .transform((value) => value || null);

const ruleShape = {
  matchKind: z.enum(FRAUD_MATCH_KINDS, { message: 'Choose what the rule matches' }),
  matchValue: z.string().max(FRAUD_TEXT_MAX.value, {
    message: `The value is at most ${FRAUD_TEXT_MAX.value} characters`,
  }),
  actions: z
    .array(z.enum(FRAUD_ACTIONS, { message: 'Unknown action' }))
    .min(1, { message: 'Choose at least one action' })
    .max(FRAUD_ACTIONS.length)
    .transform((actions) => FRAUD_ACTIONS.filter((action) => actions.includes(action))),
  outcome: z.enum(FRAUD_OUTCOMES, { message: 'Choose block, hold or flag' }),
  mode: z.enum(FRAUD_MODES, { message: 'Choose enforce or shadow' }),
  /** The refusal a blocked customer reads; null: DEFAULT_BLOCK_MESSAGE. */
  message: optionalText(FRAUD_TEXT_MAX.message),
  /** ISO instant from which the rule no longer applies, or null for never. */
  expiresAt: z.iso
    .datetime({
      offset: true,
      message: 'Use an ISO time with its offset, such as 2026-03-01T12:00:00Z',
    })
    .nullable(),
  note: optionalText(FRAUD_TEXT_MAX.note),
};

/** POST /api/admin/fraud-rules: what it matches, actions and outcome required. */
export const fraudRuleSchema = z
  .object(ruleShape)
  .partial({ matchValue: true, mode: true, message: true, expiresAt: true, note: true })
  .transform((rule) => ({
    ...rule,
    matchValue: rule.matchValue ?? '',
    mode: rule.mode ?? 'enforce',
    message: rule.message ?? null,
    expiresAt: rule.expiresAt ?? null,
    note: rule.note ?? null,
  }))
  .superRefine((rule, ctx) => {
    const problem = fraudMatchValueProblem(rule.matchKind, rule.matchValue);
    if (problem) ctx.addIssue({ code: 'custom', path: ['matchValue'], message: problem });
    if (rule.outcome === 'hold' && rule.actions.some((action) => action !== 'purchase'))
      ctx.addIssue({ code: 'custom', path: ['actions'], message: HOLD_PURCHASES_ONLY });
  });
export type FraudRuleRequest = z.infer<typeof fraudRuleSchema>;

/** PUT /api/admin/fraud-rules/{id}: any subset (the merged rule is checked as a new one is). */
export const fraudRuleUpdateSchema = z.object(ruleShape).partial();
export type FraudRuleUpdateRequest = z.infer<typeof fraudRuleUpdateSchema>;

/** A rule as GET /api/admin/fraud-rules lists it, with its hits so far. */
export interface FraudRuleDto {
  id: number;
  matchKind: FraudMatchKind;
  matchValue: string;
  actions: FraudAction[];
  outcome: FraudOutcome;
  mode: FraudMode;
  message: string | null;
  expiresAt: string | null;
  note: string | null;
  /** Hits recorded, enforced and shadow together. */
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Days GET /api/admin/fraud-rules/{id}/hits covers, today (UTC) included. */
export const FRAUD_HIT_DAYS = 30;

/** One UTC day of a rule's hits (GET /api/admin/fraud-rules/{id}/hits), oldest first. */
export interface FraudRuleHitDayDto {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Hits of the rule in enforce mode. */
  enforced: number;
  /** Hits in shadow mode: what it would have done. */
  shadow: number;
}
