/**
 * Issue 9 item 5, the long run: 10,000 mixed concurrent operations (purchases, coupon use,
 * deposits, adjustments, warranty claims and responses); nothing negative, nothing twice,
 * nothing past a limit, the ledger audit clean (test/faults/mixed-operations.ts).
 */
import { it } from 'vitest';
import { runMixedOperations } from './mixed-operations';

it(
  'keeps balances, stock, coupons and the ledger right under 10,000 mixed concurrent operations',
  { timeout: 1_200_000 },
  async () => {
    const figures = await runMixedOperations({
      operations: 10_000,
      customers: 150,
      concurrency: 32,
    });
    console.log(`mixed operations: ${JSON.stringify(figures)}`);
  },
);
