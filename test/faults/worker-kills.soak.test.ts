/**
 * Issue 9 item 5, the long run: fifty SIGKILLs of the projections worker in the middle of its
 * batches, under load; read tables equal a fresh replay (test/faults/worker-kills.ts).
 */
import { expect, it } from 'vitest';
import { runWorkerKills } from './worker-kills';

it(
  'keeps read tables equal to a fresh replay across fifty SIGKILLs of the projections worker mid-batch',
  { timeout: 1_200_000 },
  async () => {
    const figures = await runWorkerKills({
      kills: 50,
      customers: 8,
      stockItems: 20_000,
      maxDelayMs: 3_000,
    });
    console.log(`worker kills: ${JSON.stringify(figures)}`);
    expect(figures.midBatch).toBeGreaterThan(figures.kills / 2);
  },
);
