/**
 * The store's velocity limits: how often one customer, or one network address, may do something
 * that abuse repeats (deposit requests per customer per hour, warranty claims per customer per 90
 * days, new accounts per address per store day). Set by staff who manage settings
 * (GET/PUT /api/admin/settings/velocity-limits); 0 turns a limit off, and every limit is off until
 * set. Shared by the server (the setting's command and the decisions that enforce it) and the
 * admin screen (its form), with the refusal each limit gives (HTTP 422).
 */
import { z } from 'zod';
import { integer } from './integers';

/** The limits; each a whole number, 0 for off. */
export interface VelocityLimits {
  /** Deposit requests (crypto, card, PayPal) one customer may open in any hour. */
  depositsPerHour: number;
  /** Warranty claims one customer may file in any 90 days. */
  claimsPer90Days: number;
  /** Accounts that may be registered from one network address in one store day. */
  accountsPerAddressPerDay: number;
}

/** Every limit off: the store's setting before anyone sets it. */
export const VELOCITY_LIMITS_OFF: VelocityLimits = {
  depositsPerHour: 0,
  claimsPer90Days: 0,
  accountsPerAddressPerDay: 0,
};

/** The window of the deposit limit, in milliseconds (a rolling hour). */
export const DEPOSIT_WINDOW_MS = 60 * 60 * 1000;
/** The window of the claim limit, in days (rolling). */
export const CLAIM_WINDOW_DAYS = 90;

/** The bounds of each limit, with the labels the admin form shows. */
export const VELOCITY_LIMIT_FIELDS = {
  depositsPerHour: { max: 1000, label: 'Deposit requests per customer per hour' },
  claimsPer90Days: { max: 1000, label: 'Warranty claims per customer in 90 days' },
  accountsPerAddressPerDay: { max: 100_000, label: 'New accounts per network address per day' },
} as const satisfies Record<keyof VelocityLimits, { max: number; label: string }>;

/** The limits, in the order the admin form shows them. */
export const VELOCITY_LIMIT_NAMES = Object.keys(VELOCITY_LIMIT_FIELDS) as (keyof VelocityLimits)[];

/** "Deposit requests per customer per hour must be a whole number between 0 (off) and 1000". */
export const velocityLimitRangeMessage = (field: keyof VelocityLimits) => {
  const { max, label } = VELOCITY_LIMIT_FIELDS[field];
  return `${label} must be a whole number between 0 (off) and ${max}`;
};

const limit = (field: keyof VelocityLimits) => {
  const message = velocityLimitRangeMessage(field);
  return integer({
    min: 0,
    max: VELOCITY_LIMIT_FIELDS[field].max,
    notWhole: message,
    tooSmall: message,
    tooLarge: message,
  });
};

/** PUT /api/admin/settings/velocity-limits: every limit, 0 for off. */
export const velocityLimitsSchema = z.object({
  depositsPerHour: limit('depositsPerHour'),
  claimsPer90Days: limit('claimsPer90Days'),
  accountsPerAddressPerDay: limit('accountsPerAddressPerDay'),
});

/** The first limit outside its bounds, with its message; null when every one fits. */
export function velocityLimitsProblem(limits: VelocityLimits): string | null {
  for (const field of VELOCITY_LIMIT_NAMES) {
    const value = limits[field];
    if (!Number.isSafeInteger(value) || value < 0 || value > VELOCITY_LIMIT_FIELDS[field].max)
      return velocityLimitRangeMessage(field);
  }
  return null;
}

/** The refusal of a deposit request over the hourly limit. */
export const depositVelocityMessage = (max: number) =>
  `You have opened ${max} top-up ${max === 1 ? 'request' : 'requests'} in the last hour, the most allowed. Please try again later.`;

/** The refusal of a warranty claim over the 90-day limit. */
export const claimVelocityMessage = (max: number) =>
  `You have filed ${max} warranty ${max === 1 ? 'claim' : 'claims'} in the last ${CLAIM_WINDOW_DAYS} days, the most allowed. Please contact support.`;

/** The refusal of a registration over the per-address daily limit. */
export const accountVelocityMessage = (max: number) =>
  `Too many accounts were created from your network today (at most ${max}). Please try again tomorrow or contact support.`;
