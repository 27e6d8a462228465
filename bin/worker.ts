/** `npm run worker -- <name>`: runs one worker alone (ARCHITECTURE.md "workers/"). */
import { surviveLostConnections } from '../application/db/connection-loss';
import { createLogger, wantsPrettyLogs } from '../application/logger';
import { findWorker, WORKERS } from '../workers/registry';
import { openCore } from './core';
import { workersToRun } from './keymart';
import { loadConfigOrExit } from './load-config-or-exit';
import { stopOnSignals } from './stop-on-signals';

if (!findWorker(process.argv[2])) {
  console.error(`Usage: npm run worker -- <${WORKERS.map((w) => w.name).join('|')}>`);
  process.exit(2);
}
const config = loadConfigOrExit();
// A restart of PostgreSQL must not end the worker (application/db/connection-loss.ts).
const log = createLogger(config.logLevel, { pretty: wantsPrettyLogs(config.logFormat) });
surviveLostConnections((error) => log.warn({ err: error }, 'database connection lost'));
const [worker] = workersToRun({ ...config, workers: [process.argv[2]!] });
const starting = (async () => {
  const core = await openCore(config, { log, handlesSignals: true });
  await worker!.start(core);
  return core;
})();

// The worker stops at a batch boundary, then the core.
const stopping = stopOnSignals(starting, async (core) => {
  if (!core) return;
  await worker!.stop(core);
  await core.close();
});

await starting;
if (!stopping()) console.log(`Worker ${worker!.name} running`);
