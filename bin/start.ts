/** `npm start`: serves the store on http://localhost:5000 (PORT). */
import { loadConfig } from '../application/config';
import { startKeyMart } from './keymart';

const config = loadConfig();
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
