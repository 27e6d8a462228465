import { describe, expect, it } from 'vitest';
import { RestartBudget } from './restart-budget';

const policy = { limit: 3, windowMs: 60_000, firstDelayMs: 500, maxDelayMs: 1_500 };

describe('RestartBudget', () => {
  it('waits longer before each restart, up to the longest wait', () => {
    const budget = new RestartBudget(policy);
    expect([budget.take(0), budget.take(1_000), budget.take(2_000)]).toEqual([500, 1_000, 1_500]);
  });

  it('gives no restart past the limit within the window', () => {
    const budget = new RestartBudget(policy);
    for (const now of [0, 10_000, 20_000]) budget.take(now);
    expect(budget.take(30_000)).toBeNull();
    expect(budget.take(59_999)).toBeNull();
  });

  it('gives restarts again once earlier ones left the window', () => {
    const budget = new RestartBudget(policy);
    for (const now of [0, 10_000, 20_000]) budget.take(now);
    expect(budget.take(60_000)).toBe(1_500);
    expect(budget.take(60_001)).toBeNull();
    expect(budget.take(70_000)).toBe(1_500);
  });
});
