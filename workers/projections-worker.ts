/**
 * The projection runner as a worker: rebuilds projections whose version changed, catches up,
 * then follows new events.
 */
import type { Worker } from './worker';

export const projectionsWorker: Worker = {
  name: 'projections',
  async start({ runner, log }) {
    const rebuilt = await runner.rebuildOutdated();
    if (rebuilt.length > 0) log.info({ projections: rebuilt }, 'rebuilt changed projections');
    await runner.catchUp();
    runner.start();
  },
  stop: ({ runner }) => runner.stop(),
  // The runner's failures are reported on their own (ApiServices.subscriptionFailures).
  failures: () => [],
};
