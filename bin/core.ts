/**
 * The store's core without the HTTP server or the workers: the database (embedded or
 * DATABASE_URL) migrated, the event store, the command runner and the projections, the job queue
 * and the secrets. The CLI and the benchmarks open it alone (bin/keymart.ts adds the API and the
 * workers), so they load none of the server's modules.
 */
import type { CommandDeps } from '../application/commands/execute';
import { PostgresCommandRunner } from '../application/commands/postgres-command-runner';
import type { Config } from '../application/config';
import { startDatabase, type Database } from '../application/db/database';
import { migrate } from '../application/db/migrate';
import { createPool, type Pool } from '../application/db/pool';
import { moveSecretsOutOfDatabase } from '../application/security/secrets-out-of-database';
import {
  masterKeys,
  missingMasterKeys,
  missingMasterKeysMessage,
} from '../application/security/master-keys';
import { SecretBox } from '../application/security/secret-box';
import { Ownership } from '../application/event-store/ownership';
import { PostgresEventStore } from '../application/event-store/postgres-event-store';
import { Upcasters } from '../application/event-store/upcasters';
import { WakeUps } from '../application/event-store/wake-ups';
import { JobQueue } from '../application/jobs/job-queue';
import { createLogger, type Logger } from '../application/logger';
import { Metrics } from '../application/metrics/metrics';
import { PROJECTIONS } from '../projections/registry';
import type { ProjectionContext } from '../projections/projection';
import { inlineProjections, ProjectionRunner } from '../projections/runner';

/** The store's core parts, without the HTTP server; also what every worker gets. */
export interface KeyMartCore extends CommandDeps {
  database: Database;
  pool: Pool;
  store: PostgresEventStore;
  wakeUps: WakeUps;
  runner: ProjectionRunner;
  /** What the projections' handlers get: the secrets box and STORE_TIMEZONE. */
  projectionContext: ProjectionContext;
  jobs: JobQueue;
  ownership: Ownership;
  config: Config;
  log: Logger;
  /** This instance's Prometheus metrics (GET /metrics); commands count themselves in it. */
  metrics: Metrics;
  close(): Promise<void>;
}

/**
 * Opens the database and event store and brings the projections up to date.
 * @throws Error when the stored transaction ids are ahead of the cluster's (a restored dump)
 */
export async function openCore(
  config: Config,
  options: {
    listen?: boolean;
    log?: Logger;
    /** The caller stops the store on SIGINT/SIGTERM (the embedded database last). */
    handlesSignals?: boolean;
  } = {},
): Promise<KeyMartCore> {
  const log = options.log ?? createLogger(config.logLevel);
  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    handlesSignals: options.handlesSignals ?? false,
    warn: (message) => log.warn(message),
  });
  try {
    await migrate(database.url);
    const pool = createPool(database.url);
    let secrets: SecretBox;
    try {
      await refuseTransactionIdsAhead(pool);
      await moveSecretsOutOfDatabase(pool, config.dataDir, (message) => log.warn(message));
      secrets = await openSecretBox(pool, config, log);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const wakeUps = new WakeUps(pool);
    if (options.listen !== false) await wakeUps.listen(database.url);
    const projectionContext = { secrets, storeTimeZone: config.storeTimeZone };
    // Projections named in KAFKA_CONSUMERS read the topic (workers/kafka/kafka-projections.ts).
    const projections = PROJECTIONS.filter(
      (projection) => !config.kafka.consumers.includes(projection.name),
    );
    // Every process applies the inline projections to its own appends, whoever owns the others.
    const store = new PostgresEventStore(
      pool,
      wakeUps,
      new Upcasters(),
      inlineProjections(projections, projectionContext),
    );
    const commandRunner = new PostgresCommandRunner(pool, store);
    const runner = new ProjectionRunner(pool, store, wakeUps, projections, projectionContext);
    const jobs = await JobQueue.start(database.url, log);
    const ownership = new Ownership(database.url, log);
    const metrics = new Metrics({
      pools: { store: pool, jobs: jobs.connections },
      projectionLag: async () => (await runner.status()).map(({ name, lag }) => ({ name, lag })),
      queueDepths: () => jobs.depths(),
    });
    return {
      database,
      pool,
      store,
      commandRunner,
      secrets,
      projectionContext,
      wakeUps,
      runner,
      jobs,
      ownership,
      config,
      log,
      metrics,
      async close() {
        await ownership.close();
        await runner.stop();
        await jobs.stop();
        await wakeUps.close();
        await pool.end();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * Secrets at rest: ENCRYPTION_KEY (and earlier keys while rotating), else a key generated into
 * the data folder.
 * @throws Error when stored data keys are wrapped by a master key the configuration lacks: the
 *   store could open none of what they sealed
 */
async function openSecretBox(pool: Pool, config: Config, log: Logger): Promise<SecretBox> {
  if (!config.encryption.key && config.isProduction)
    log.warn(
      'ENCRYPTION_KEY is not set: stock items, delivered items and personal data are sealed with a key generated into DATA_DIR/secrets. Set ENCRYPTION_KEY (npm run cli -- keys generate).',
    );
  const masters = await masterKeys(config.dataDir, config.encryption);
  const missing = await missingMasterKeys(pool, masters);
  if (missing.length > 0)
    throw new Error(
      `Refusing to start: stored ${missingMasterKeysMessage(missing, config.encryption)}.`,
    );
  return new SecretBox(pool, masters);
}

/**
 * A logical dump restored into a fresh cluster leaves stored transaction ids ahead of the
 * cluster's counter; subscribers would then skip new events (ARCHITECTURE.md "Hazards").
 */
async function refuseTransactionIdsAhead(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ ahead: boolean; stored: string; current: string }>(
    `SELECT e.transaction_id > pg_current_xact_id() AS ahead, e.transaction_id::text AS stored, pg_current_xact_id()::text AS current
       FROM (SELECT transaction_id FROM events ORDER BY transaction_id DESC LIMIT 1) e`,
  );
  const row = rows[0];
  if (row?.ahead) {
    throw new Error(
      `Refusing to start: stored events carry transaction id ${row.stored}, ahead of this cluster's ${row.current}. ` +
        'The database was probably copied from another cluster by other means than `npm run cli -- restore` (which ' +
        "renumbers them): restore it from a KeyMart backup, or advance the cluster's transaction counter past the " +
        'stored ids (pg_resetwal -x) before starting KeyMart.',
    );
  }
}
