import { describe, expect, it } from 'vitest';
import { dayRangeFromSearch, dayRangeSearch } from './day-range';

describe('a report range in the URL', () => {
  it('writes only the ends given, and reads them back', () => {
    expect(dayRangeSearch({})).toBe('');
    expect(dayRangeSearch({ from: '2026-01-01' })).toBe('from=2026-01-01');
    const search = dayRangeSearch({ from: '2026-01-01', to: '2026-01-31' });
    expect(search).toBe('from=2026-01-01&to=2026-01-31');
    expect(dayRangeFromSearch(`?${search}`)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(dayRangeFromSearch('')).toEqual({ from: undefined, to: undefined });
  });
});
