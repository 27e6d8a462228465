import { afterEach, describe, expect, it } from 'vitest';
import {
  couponToForm,
  emptyCouponForm,
  isoToLocalDateTime,
  localDateTimeToIso,
  readCouponForm,
  usagePercent,
} from './coupon-form';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('localDateTimeToIso', () => {
  it('adds the browser offset to the typed local time (Dubai, +04:00)', () => {
    process.env.TZ = 'Asia/Dubai';
    expect(localDateTimeToIso('2026-12-31T23:59')).toBe('2026-12-31T23:59:00+04:00');
  });

  it('uses the offset in force on that date, not today (New York winter and summer)', () => {
    process.env.TZ = 'America/New_York';
    expect(localDateTimeToIso('2026-01-15T09:30')).toBe('2026-01-15T09:30:00-05:00');
    expect(localDateTimeToIso('2026-07-15T09:30')).toBe('2026-07-15T09:30:00-04:00');
  });

  it('keeps half-hour offsets (India, +05:30)', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(localDateTimeToIso('2026-03-01T00:00:15')).toBe('2026-03-01T00:00:15+05:30');
  });

  it('names the same instant as the typed local time', () => {
    const iso = localDateTimeToIso('2026-05-20T18:45')!;
    expect(new Date(iso).getTime()).toBe(new Date('2026-05-20T18:45:00').getTime());
  });

  it('refuses text that is not a date and time', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('tomorrow')).toBeNull();
    expect(localDateTimeToIso('2026-13-45T99:99')).toBeNull();
  });
});

describe('isoToLocalDateTime', () => {
  it('shows an instant in the browser time zone, ready for a datetime-local input', () => {
    process.env.TZ = 'Asia/Dubai';
    expect(isoToLocalDateTime('2026-12-31T19:59:00.000Z')).toBe('2026-12-31T23:59');
  });

  it('round-trips with localDateTimeToIso', () => {
    process.env.TZ = 'America/New_York';
    expect(isoToLocalDateTime(localDateTimeToIso('2026-07-04T12:05')!)).toBe('2026-07-04T12:05');
  });
});

describe('readCouponForm', () => {
  it('starts a new coupon with max usage 1, active and no expiry', () => {
    expect(emptyCouponForm()).toEqual({
      code: '',
      discountPercentage: '',
      maxUsage: '1',
      expiresAt: '',
      isActive: true,
    });
  });

  it('builds the request body with numbers and the expiry as ISO with offset', () => {
    process.env.TZ = 'Asia/Dubai';
    expect(
      readCouponForm({
        code: ' SAVE20 ',
        discountPercentage: '20',
        maxUsage: '5',
        expiresAt: '2026-12-31T23:59',
        isActive: false,
      }),
    ).toEqual({
      errors: null,
      body: {
        code: 'SAVE20',
        discountPercentage: 20,
        maxUsage: 5,
        isActive: false,
        expiresAt: '2026-12-31T23:59:00+04:00',
      },
    });
  });

  it('sends a null expiry when none is given', () => {
    const read = readCouponForm({ ...emptyCouponForm(), code: 'A', discountPercentage: '1' });
    expect(read.body).toEqual({
      code: 'A',
      discountPercentage: 1,
      maxUsage: 1,
      isActive: true,
      expiresAt: null,
    });
  });

  it('requires the code, the discount and the max usage', () => {
    const read = readCouponForm({ ...emptyCouponForm(), maxUsage: '' });
    expect(read.body).toBeNull();
    expect(read.errors).toEqual({
      code: 'Code is required',
      discountPercentage: 'Discount is required',
      maxUsage: 'Max usage is required',
    });
  });

  it('keeps the discount within 1-100 and the max usage at least 1', () => {
    const base = { ...emptyCouponForm(), code: 'X' };
    expect(readCouponForm({ ...base, discountPercentage: '0' }).errors).toEqual({
      discountPercentage: 'Discount must be between 1 and 100',
    });
    expect(readCouponForm({ ...base, discountPercentage: '101' }).errors).toEqual({
      discountPercentage: 'Discount must be between 1 and 100',
    });
    expect(readCouponForm({ ...base, discountPercentage: '100', maxUsage: '0' }).errors).toEqual({
      maxUsage: 'Max usage must be at least 1',
    });
    expect(readCouponForm({ ...base, discountPercentage: '100' }).errors).toBeNull();
  });

  it('sends typed digits as JSON integers and refuses any other text', () => {
    const base = { ...emptyCouponForm(), code: 'X' };
    expect(readCouponForm({ ...base, discountPercentage: ' 25 ' }).body?.discountPercentage).toBe(
      25,
    );
    for (const typed of ['1.5', '0x10', '1e1', '+5', 'ten'])
      expect(readCouponForm({ ...base, discountPercentage: typed }).errors).toEqual({
        discountPercentage: 'Discount must be a whole percentage',
      });
  });

  it('refuses codes with characters the server refuses', () => {
    const read = readCouponForm({
      ...emptyCouponForm(),
      code: 'TEN OFF',
      discountPercentage: '10',
    });
    expect(read.errors).toEqual({ code: 'Code may contain letters, digits, - and _' });
  });
});

describe('couponToForm', () => {
  it('fills the edit form from a coupon', () => {
    process.env.TZ = 'Asia/Dubai';
    expect(
      couponToForm({
        id: 1,
        code: 'SPRING',
        discountPercentage: 15,
        maxUsage: 100,
        currentUsage: 3,
        isActive: false,
        expiresAt: '2026-04-01T08:00:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      code: 'SPRING',
      discountPercentage: '15',
      maxUsage: '100',
      expiresAt: '2026-04-01T12:00',
      isActive: false,
    });
  });
});

describe('usage', () => {
  it('fills the usage bar in proportion, capped at 100', () => {
    expect(usagePercent({ currentUsage: 0, maxUsage: 10 })).toBe(0);
    expect(usagePercent({ currentUsage: 3, maxUsage: 10 })).toBe(30);
    expect(usagePercent({ currentUsage: 12, maxUsage: 10 })).toBe(100);
  });
});
