import { describe, expect, it } from 'vitest';
import { statementPeriodOf, statementPeriodProblem } from './statements';
import { MAX_RANGE_DAYS, addDays } from './store-days';

const TODAY = '2026-11-28';

describe('statementPeriodOf', () => {
  it('defaults to this month to date', () => {
    expect(statementPeriodOf({}, TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
  });

  it("starts a period given only its end on the first of that end's month", () => {
    expect(statementPeriodOf({ to: '2026-02-14' }, TODAY)).toEqual({
      from: '2026-02-01',
      to: '2026-02-14',
    });
    expect(statementPeriodOf({ from: '2025-12-24' }, TODAY)).toEqual({
      from: '2025-12-24',
      to: TODAY,
    });
  });
});

describe('statementPeriodProblem', () => {
  it('accepts one day, today included, and the longest range', () => {
    expect(statementPeriodProblem({ from: TODAY, to: TODAY }, TODAY)).toBeNull();
    const longest = { from: addDays(TODAY, -(MAX_RANGE_DAYS - 1)), to: TODAY };
    expect(statementPeriodProblem(longest, TODAY)).toBeNull();
  });

  it('refuses a future end, a reversed range and one over the longest', () => {
    expect(statementPeriodProblem({ from: TODAY, to: addDays(TODAY, 1) }, TODAY)).toEqual({
      field: 'to',
      message: 'to must not be after today',
    });
    expect(statementPeriodProblem({ from: TODAY, to: addDays(TODAY, -1) }, TODAY)).toEqual({
      field: 'from',
      message: 'from must not be after to',
    });
    expect(
      statementPeriodProblem({ from: addDays(TODAY, -MAX_RANGE_DAYS), to: TODAY }, TODAY),
    ).toEqual({ field: 'from', message: `At most ${MAX_RANGE_DAYS} days at a time` });
  });
});
