/**
 * The long run of worker-kills.int.test.ts: twelve SIGKILLs of the projections worker under load,
 * six of them while a batch is stalled on a lock the test holds (so inside it on any machine), the
 * other six racing the batches; read tables equal a fresh replay (test/faults/worker-kills.ts).
 * Twelve kills over 6,000 stock items, up to 2 s apart, take about a minute on two cores (the
 * soak tier's budget is about 7 minutes for all its files).
 */
import { expect, it } from 'vitest';
import { runWorkerKills } from './worker-kills';

it(
  'keeps read tables equal to a fresh replay across twelve SIGKILLs of the projections worker mid-batch',
  { timeout: 1_200_000 },
  async () => {
    const figures = await runWorkerKills({
      kills: 12,
      customers: 8,
      stockItems: 6_000,
      maxDelayMs: 2_000,
    });
    console.log(`worker kills: ${JSON.stringify(figures)}`);
    expect(figures.stalled).toBe(figures.kills / 2);
  },
);
