/**
 * The coupon dialog's form, pure (docs/specs/admin-area.md sections 3, 5 and 9): code
 * required; discountPercentage 1-100 required; maxUsage at least 1 required (shown as 1 at first);
 * expiresAt optional, typed as a local date and time and sent as an ISO string with the
 * browser's offset; isActive true at first. The rules are the server's own (contracts/coupons.ts).
 */
import type { CouponDto } from '@contracts/coupons';
import { couponSchema } from '@contracts/coupons';
import { readIntegerText } from '@contracts/integers';

/** What the inputs hold: texts as typed, expiresAt as a datetime-local value ("" for none). */
export interface CouponFormValues {
  code: string;
  discountPercentage: string;
  maxUsage: string;
  expiresAt: string;
  isActive: boolean;
}

/** The body of POST /api/admin/coupons and PUT /api/admin/coupons/{id}. */
export interface CouponRequestBody {
  code: string;
  discountPercentage: number;
  maxUsage: number;
  isActive: boolean;
  /** ISO date-time with the browser's offset, or null for no expiry. */
  expiresAt: string | null;
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

/** A new coupon: max usage 1, active, no expiry (docs/specs/admin-area.md section 5). */
export function emptyCouponForm(): CouponFormValues {
  return { code: '', discountPercentage: '', maxUsage: '1', expiresAt: '', isActive: true };
}

/** The form of an existing coupon, its expiry in the browser's time zone. */
export function couponToForm(coupon: CouponDto): CouponFormValues {
  return {
    code: coupon.code,
    discountPercentage: String(coupon.discountPercentage),
    maxUsage: String(coupon.maxUsage),
    expiresAt: coupon.expiresAt ? isoToLocalDateTime(coupon.expiresAt) : '',
    isActive: coupon.isActive,
  };
}

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/**
 * "2026-12-31T23:59" (a datetime-local value, read in the browser's time zone) ->
 * "2026-12-31T23:59:00+04:00". Null when the text is not a date and time.
 */
export function localDateTimeToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}${match[3] ?? ':00'}`);
  if (Number.isNaN(date.getTime())) return null;
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}${offset}`;
}

/** An ISO instant -> the datetime-local value of the same instant in the browser's time zone. */
export function isoToLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * Checks the form with the server's rules. Returns the field errors, or the request body when
 * there are none.
 */
export function readCouponForm(
  values: CouponFormValues,
): { errors: CouponFormErrors; body: null } | { errors: null; body: CouponRequestBody } {
  const errors: CouponFormErrors = {};
  if (!values.discountPercentage.trim()) errors.discountPercentage = 'Discount is required';
  if (!values.maxUsage.trim()) errors.maxUsage = 'Max usage is required';
  const expiresAt = values.expiresAt.trim() ? localDateTimeToIso(values.expiresAt) : null;
  if (values.expiresAt.trim() && expiresAt === null)
    errors.expiresAt = 'Expiry must be a date and time';

  // The API takes JSON integers: the typed digits become a number; other text stays text, which
  // the schema refuses with the field's own message.
  const whole = (text: string) => readIntegerText(text.trim()) ?? text.trim();
  const parsed = couponSchema.safeParse({
    code: values.code,
    discountPercentage: whole(values.discountPercentage),
    maxUsage: whole(values.maxUsage),
    isActive: values.isActive,
    expiresAt,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CouponFormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors, body: null };
  return { errors: null, body: { ...parsed.data, expiresAt: parsed.data.expiresAt } };
}

/** Share of the uses taken, 0-100, for the usage bar. */
export function usagePercent(coupon: Pick<CouponDto, 'currentUsage' | 'maxUsage'>): number {
  if (coupon.maxUsage <= 0) return 100;
  return Math.min(100, Math.round((coupon.currentUsage / coupon.maxUsage) * 100));
}
