import { describe, expect, it } from 'vitest';
import { dayRangeFromSearch, dayRangeSearch, withDayRange } from './day-range';

describe('a report range in the URL', () => {
  it('writes only the ends given, and reads them back', () => {
    expect(dayRangeSearch({})).toBe('');
    expect(dayRangeSearch({ from: '2026-01-01' })).toBe('from=2026-01-01');
    const search = dayRangeSearch({ from: '2026-01-01', to: '2026-01-31' });
    expect(search).toBe('from=2026-01-01&to=2026-01-31');
    expect(dayRangeFromSearch(`?${search}`)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(dayRangeFromSearch('')).toEqual({ from: undefined, to: undefined });
  });

  it('replaces the range and keeps the other fields', () => {
    expect(
      withDayRange('?asOf=2026-01-31&from=2026-01-01', { from: '2026-02-01', to: '2026-02-07' }),
    ).toBe('asOf=2026-01-31&from=2026-02-01&to=2026-02-07');
    expect(withDayRange('asOf=2026-01-31&to=2026-01-09', {})).toBe('asOf=2026-01-31');
  });
});
