/** `npm run worker -- <name>`: runs one worker alone (DESIGN.md "workers/"). */
import { loadConfig } from '../application/config';
import { surviveLostConnections } from '../application/db/connection-loss';
import { createLogger } from '../application/logger';
import { findWorker, WORKERS } from '../workers/registry';
import { openCore, workersToRun } from './keymart';

if (!findWorker(process.argv[2])) {
  console.error(`Usage: npm run worker -- <${WORKERS.map((w) => w.name).join('|')}>`);
  process.exit(2);
}
const config = loadConfig();
// A restart of PostgreSQL must not end the worker (application/db/connection-loss.ts).
const log = createLogger(config.logLevel);
surviveLostConnections((error) => log.warn({ err: error }, 'database connection lost'));
const [worker] = workersToRun({ ...config, workers: [process.argv[2]!] });
const core = await openCore(config);
await worker!.start(core);
console.log(`Worker ${worker!.name} running`);

async function stop() {
  await worker!.stop(core);
  await core.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
