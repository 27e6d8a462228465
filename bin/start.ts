/**
 * `npm start`: serves the store on http://localhost:5000 (PORT) and prints a short summary of how
 * it runs (bin/startup-summary.ts). SIGINT, SIGTERM or SIGHUP stops it gracefully: no new
 * connections, the requests in flight finish, the workers and projections stop at a batch
 * boundary, the embedded database stops last; exit 0.
 */
import { surviveLostConnections } from '../application/db/connection-loss';
import { createLogger, wantsPrettyLogs } from '../application/logger';
import { startKeyMart } from './keymart';
import { loadConfigOrExit } from './load-config-or-exit';
import { startupSummary } from './startup-summary';
import { stopOnSignals } from './stop-on-signals';

const config = loadConfigOrExit();
// A restart of PostgreSQL must not end the store (application/db/connection-loss.ts).
const log = createLogger(config.logLevel, { pretty: wantsPrettyLogs(config.logFormat) });
surviveLostConnections((error) => log.warn({ err: error }, 'database connection lost'));
const starting = startKeyMart(config, {
  log: (message) => console.log(message),
  logger: log,
  handlesSignals: true,
});

const stopping = stopOnSignals(starting, async (keymart, signal) => {
  console.log(`${signal}: stopping`);
  await keymart?.stop();
  console.log('Stopped');
});

const keymart = await starting;
if (!stopping()) console.log(startupSummary(config, keymart).join('\n'));
