/** `npm start`: serves the store on http://localhost:5000 (PORT). */
import { loadConfig } from '../application/config';
import { surviveLostConnections } from '../application/db/connection-loss';
import { createLogger } from '../application/logger';
import { startKeyMart } from './keymart';

const config = loadConfig();
// A restart of PostgreSQL must not end the store (application/db/connection-loss.ts).
const log = createLogger(config.logLevel);
surviveLostConnections((error) => log.warn({ err: error }, 'database connection lost'));
const keymart = await startKeyMart(config, { log: (message) => console.log(message) });
console.log(`KeyMart is serving on ${config.publicUrl ?? keymart.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await keymart.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
