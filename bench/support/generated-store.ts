/**
 * A generated store for the HTTP benchmarks: a fresh database on the bench server filled by the
 * data generator (bench/data/generate.ts), its projections built from position 0 (timed: the
 * rebuild rate), then served by a store process of its own (`bin/start.ts`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../application/config';
import { openCore } from '../../bin/core';
import { startStoreProcess, type StoreProcess } from '../../test/support/store-process';
import { generateStore, type GeneratedStore, type GenerateOptions } from '../data/generate';
import { createBenchDatabase, describeMachine } from './server';
import { count, progress, secondsSince } from './stats';

export interface BenchStore {
  databaseUrl: string;
  generated: GeneratedStore;
  /** Wall time to build every projection from position 0 over the generated events. */
  rebuildSeconds: number;
  /** Events handled, summed over the projections (each reads only its types). */
  rebuildHandled: number;
  projections: number;
  /** The machine line of the table (read from this server). */
  machine: string;
  process: StoreProcess;
  stop(): Promise<void>;
}

/**
 * Generates `size` into a new database on the server of `adminUrl`, builds the projections and
 * starts a store process on it (TRUST_PROXY=1, so benchmark clients can stand for many addresses).
 */
export async function openBenchStore(
  adminUrl: string,
  size: Pick<GenerateOptions, 'customers' | 'products' | 'events'>,
): Promise<BenchStore> {
  const { url } = await createBenchDatabase(adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-bench-store-'));
  const core = await openCore(
    loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' }),
    { listen: false },
  );
  let generated: GeneratedStore;
  let rebuildSeconds: number;
  let rebuildHandled = 0;
  let machine: string;
  try {
    machine = await describeMachine(core.pool);
    const started = performance.now();
    generated = await generateStore(core.pool, {
      ...size,
      onProgress: (written) =>
        progress(
          `Generating ${count(written)} / ${count(size.events)} events (${count(written / secondsSince(started))} events/s)`,
        ),
    });
    const building = performance.now();
    // The rebuild beside the live tables (`npm run cli -- projections rebuild`): one read of
    // the log for every projection, set-based where a projection allows.
    await core.runner.rebuild(
      core.runner.projections.map((projection) => projection.name),
      (name, handled) => {
        rebuildHandled += handled;
        progress(`Building projections from position 0: ${name}, ${count(rebuildHandled)} handled`);
      },
    );
    rebuildSeconds = secondsSince(building);
    const failures = core.runner.failures();
    if (failures.length > 0) throw new Error(`Projections failed: ${JSON.stringify(failures)}`);
  } finally {
    await core.close();
  }
  const projections = core.runner.projections.length;
  const storeProcess = await startStoreProcess({
    script: 'start',
    env: {
      DATABASE_URL: url,
      PORT: '0',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    ready: /KeyMart is serving on (http:\/\/\S+)/,
  });
  return {
    databaseUrl: url,
    generated,
    rebuildSeconds,
    rebuildHandled,
    projections,
    machine,
    process: storeProcess,
    stop: async () => {
      await storeProcess.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
