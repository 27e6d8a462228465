/** The projection runner as a worker: catches up, then follows new events. */
import type { Worker } from './worker';

export const projectionsWorker: Worker = {
  name: 'projections',
  async start({ runner }) {
    await runner.catchUp();
    runner.start();
  },
  stop: ({ runner }) => runner.stop(),
  // The runner's failures are reported on their own (ApiServices.subscriptionFailures).
  failures: () => [],
};
