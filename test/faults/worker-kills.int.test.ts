/**
 * Two SIGKILLs of the projections worker in the middle of its batches under load, one racing a
 * batch and one while a batch is stalled on a lock the test holds; read tables equal a fresh
 * replay (test/faults/worker-kills.ts). Each kill starts a new worker process, the most of this
 * run's time: the long run with many kills is worker-kills.soak.test.ts.
 */
import { expect, it } from 'vitest';
import { runWorkerKills } from './worker-kills';

it(
  'keeps read tables equal to a fresh replay across SIGKILLs of the projections worker mid-batch',
  { timeout: 170_000 },
  async () => {
    const figures = await runWorkerKills({
      kills: 2,
      customers: 6,
      stockItems: 2_000,
      maxDelayMs: 1_500,
    });
    console.log(`worker kills: ${JSON.stringify(figures)}`);
    expect(figures.stalled).toBe(1);
  },
);
