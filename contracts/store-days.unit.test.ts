import { describe, expect, it } from 'vitest';
import { addDays, storeDate } from './store-days';

describe('store days', () => {
  it("takes the date in the store's time zone, not the machine's", () => {
    // 20:15 UTC on 1 January is 00:15 on 2 January in Dubai (UTC+4).
    const instant = new Date('2026-01-01T20:15:00Z');
    expect(storeDate(instant, 'Asia/Dubai')).toBe('2026-01-02');
    expect(storeDate(instant, 'UTC')).toBe('2026-01-01');
    expect(storeDate(instant, 'America/Los_Angeles')).toBe('2026-01-01');
  });

  it('moves a date across months, years and a leap day', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-05-10', -29)).toBe('2026-04-11');
  });
});
