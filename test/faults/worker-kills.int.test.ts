/**
 * A few SIGKILLs of the projections worker in the middle of its batches under load, two of them
 * while a batch is stalled on a lock the test holds; read tables equal a fresh replay
 * (test/faults/worker-kills.ts). The long run with many kills is worker-kills.soak.test.ts.
 */
import { expect, it } from 'vitest';
import { runWorkerKills } from './worker-kills';

it(
  'keeps read tables equal to a fresh replay across SIGKILLs of the projections worker mid-batch',
  { timeout: 170_000 },
  async () => {
    const figures = await runWorkerKills({
      kills: 5,
      customers: 6,
      stockItems: 3_000,
      maxDelayMs: 1_500,
    });
    console.log(`worker kills: ${JSON.stringify(figures)}`);
    expect(figures.stalled).toBe(2);
  },
);
