/**
 * About a thousand mixed concurrent operations (purchases, coupon use, deposits,
 * adjustments, warranty claims and responses); nothing negative, nothing twice, nothing past a
 * limit, the ledger audit clean (test/faults/mixed-operations.ts). The 10,000-operation run is
 * mixed-operations.soak.test.ts.
 */
import { it } from 'vitest';
import { runMixedOperations } from './mixed-operations';

it(
  'keeps balances, stock, coupons and the ledger right under 1,000 mixed concurrent operations',
  { timeout: 170_000 },
  async () => {
    const figures = await runMixedOperations({ operations: 1_000, customers: 30, concurrency: 16 });
    console.log(`mixed operations: ${JSON.stringify(figures)}`);
  },
);
