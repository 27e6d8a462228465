import { describe, expect, it } from 'vitest';
import { runningLow } from './stock-alerts';

const policy = (lowStockThreshold: number, runOutWithinHours: number) => ({
  lowStockThreshold,
  runOutWithinHours,
});

describe('runningLow', () => {
  it('is below the threshold strictly, and off at 0', () => {
    expect(runningLow({ available: 4, soldLastWindow: 0 }, policy(5, 0))).toEqual({
      belowThreshold: true,
      hoursLeft: null,
    });
    expect(runningLow({ available: 5, soldLastWindow: 0 }, policy(5, 0))).toBeNull();
    expect(runningLow({ available: 0, soldLastWindow: 0 }, policy(0, 0))).toBeNull();
  });

  it("forecasts the run-out from the last 24 hours' sales", () => {
    // 48 sold in 24 h = 2 an hour: 20 left last 10 hours.
    expect(runningLow({ available: 20, soldLastWindow: 48 }, policy(0, 12))).toEqual({
      belowThreshold: false,
      hoursLeft: 10,
    });
    expect(runningLow({ available: 20, soldLastWindow: 48 }, policy(0, 10))).toBeNull();
    expect(runningLow({ available: 20, soldLastWindow: 0 }, policy(0, 1000))).toBeNull();
    expect(runningLow({ available: 0, soldLastWindow: 3 }, policy(1, 1))).toEqual({
      belowThreshold: true,
      hoursLeft: 0,
    });
  });
});
