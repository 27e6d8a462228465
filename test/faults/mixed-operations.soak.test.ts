/**
 * The long run of mixed-operations.int.test.ts: 3,000 mixed concurrent operations (purchases,
 * coupon use, deposits, adjustments, warranty claims and responses) by 60 customers, 32 at a time;
 * nothing negative, nothing twice, nothing past a limit, the ledger audit clean
 * (test/faults/mixed-operations.ts). Three times the integration run at twice its concurrency: more
 * contention on the same rows and coupons within about a minute and a half on two cores (the soak
 * tier's budget is about 7 minutes for all its files).
 */
import { it } from 'vitest';
import { runMixedOperations } from './mixed-operations';

it(
  'keeps balances, stock, coupons and the ledger right under 3,000 mixed concurrent operations',
  { timeout: 1_200_000 },
  async () => {
    const figures = await runMixedOperations({
      operations: 3_000,
      customers: 60,
      concurrency: 32,
    });
    console.log(`mixed operations: ${JSON.stringify(figures)}`);
  },
);
