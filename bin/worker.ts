/**
 * `npm run worker -- <name>`: runs one worker alone (DESIGN.md "workers/"). Now: `projections`,
 * the projection runner.
 */
import { loadConfig } from '../application/config';
import { openCore } from './keymart';

const WORKERS = ['projections'] as const;
const name = process.argv[2];
if (!WORKERS.includes(name as (typeof WORKERS)[number])) {
  console.error(`Usage: npm run worker -- <${WORKERS.join('|')}>`);
  process.exit(2);
}
const core = await openCore(loadConfig());
core.runner.start();
console.log(`Worker ${name} running`);
const stop = async () => {
  await core.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
