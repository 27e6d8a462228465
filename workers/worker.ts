/**
 * A long-running worker (DESIGN.md "workers/"): in the default single-machine mode every worker
 * runs inside the API process; each can also run alone (`npm run worker -- <name>`).
 */
import type { ProjectionRunner } from '../projections/runner';

/** What a worker gets from the composition root. */
export interface WorkerDeps {
  runner: ProjectionRunner;
}

export interface Worker {
  name: string;
  /** Starts the worker's loops; resolves once it is running. */
  start(deps: WorkerDeps): Promise<void>;
  /** Stops at a batch boundary. */
  stop(deps: WorkerDeps): Promise<void>;
}
