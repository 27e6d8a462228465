/**
 * The projection runner as a worker: the process that owns the "projections" role (one at a time
 * across every process on the database) rebuilds projections whose version changed, catches up,
 * then follows new events; the others answer read-your-writes from the stored checkpoints.
 */
import type { Worker } from './worker';

export const projectionsWorker: Worker = {
  name: 'projections',
  start: ({ ownership, runner, log }) =>
    ownership.claim('projections', {
      async acquired() {
        const rebuilt = await runner.rebuildOutdated();
        if (rebuilt.length > 0) log.info({ projections: rebuilt }, 'rebuilt changed projections');
        await runner.catchUp();
        runner.start();
      },
      lost: () => runner.stop(),
    }),
  stop: ({ ownership }) => ownership.release('projections'),
  // The runner's failures are reported on their own (ApiServices.subscriptionFailures).
  failures: () => [],
};
