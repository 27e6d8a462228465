/** Every worker, by name. */
import { projectionsWorker } from './projections-worker';
import type { Worker } from './worker';

export const WORKERS: readonly Worker[] = [projectionsWorker];

/** The worker called `name`, or undefined. */
export const findWorker = (name: string | undefined) =>
  WORKERS.find((worker) => worker.name === name);
