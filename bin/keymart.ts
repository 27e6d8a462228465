/**
 * The composition root: starts the database (embedded or DATABASE_URL), runs migrations, wires
 * the event store, projections and API, grants ADMIN_EMAILS, loads the demo catalogue on first
 * start and listens on PORT. Used by `npm start`, the CLI, the tests and the benchmarks.
 */
import type { Server } from 'node:http';
import type { Express } from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { grantAdmin } from '../application/commands/grant-admin';
import type { CommandDeps } from '../application/commands/execute';
import { PostgresCommandRunner } from '../application/commands/postgres-command-runner';
import type { Config } from '../application/config';
import { startDatabase, type Database } from '../application/db/database';
import { migrate } from '../application/db/migrate';
import { DatabaseLiveness } from '../application/db/liveness';
import { createPool, type Pool } from '../application/db/pool';
import { withAdvisoryLock } from '../application/db/advisory-lock';
import { generatedSecret, readTrimmed } from '../application/security/generated-secret';
import { moveSecretsOutOfDatabase } from '../application/security/secrets-out-of-database';
import {
  masterKeys,
  missingMasterKeys,
  missingMasterKeysMessage,
} from '../application/security/master-keys';
import { SecretBox } from '../application/security/secret-box';
import { importLegacyUploads } from '../application/uploads/import-legacy-uploads';
import { Ownership } from '../application/event-store/ownership';
import { PostgresEventStore } from '../application/event-store/postgres-event-store';
import { WakeUps } from '../application/event-store/wake-ups';
import { JobQueue } from '../application/jobs/job-queue';
import { createLogger, type Logger } from '../application/logger';
import { Metrics } from '../application/metrics/metrics';
import { createPaymentProvider } from '../application/payments/create-provider';
import { createApp } from '../api/app';
import { sessionKeys } from '../api/auth/session';
import { ResponseCache } from '../api/http/response-cache';
import { PROJECTIONS } from '../projections/registry';
import { ProjectionRunner } from '../projections/runner';
import { findUserByEmail } from '../projections/users/queries';
import { loadDemoCatalogue } from '../seed/load-demo-catalogue';
import { WORKERS } from '../workers/registry';
import type { Worker } from '../workers/worker';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The store's core parts, without the HTTP server; also what every worker gets. */
export interface KeyMartCore extends CommandDeps {
  database: Database;
  pool: Pool;
  store: PostgresEventStore;
  wakeUps: WakeUps;
  runner: ProjectionRunner;
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
    const store = new PostgresEventStore(pool, wakeUps);
    const commandRunner = new PostgresCommandRunner(pool, store);
    // Projections named in KAFKA_CONSUMERS read the topic (workers/kafka/kafka-projections.ts).
    const runner = new ProjectionRunner(
      pool,
      store,
      wakeUps,
      PROJECTIONS.filter((projection) => !config.kafka.consumers.includes(projection.name)),
      { secrets },
    );
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

/**
 * `configured`, else a random secret generated once into the data folder's `secrets/` (adopting
 * the file earlier versions kept in the data folder itself). Instances sharing a database share
 * it through configuration or one DATA_DIR.
 */
async function persistentSecret(
  core: KeyMartCore,
  configured: string | undefined,
  name: string,
): Promise<string> {
  return (
    configured ??
    generatedSecret(core.config.dataDir, name, () =>
      readTrimmed(path.join(core.config.dataDir, name)),
    )
  );
}

/** Makes every registered account named in ADMIN_EMAILS an owner. */
export async function grantConfiguredAdmins(
  core: CommandDeps & { pool: Pool },
  emails: readonly string[],
): Promise<void> {
  for (const email of emails) {
    const user = await findUserByEmail(core.pool, email);
    if (user && !user.roles.includes('owner'))
      await grantAdmin(core, { userId: user.id }, { now: new Date(), actorId: null });
  }
}

/**
 * The workers `npm start` runs in its own process (WORKERS: all, none or a list of names), after
 * checking that KAFKA_CONSUMERS names only workers that can read from Kafka.
 * @throws Error naming an unknown worker
 */
export function workersToRun(config: Pick<Config, 'workers' | 'kafka'>): Worker[] {
  const problems: string[] = [];
  const selection = config.workers;
  const unknown =
    selection === 'all'
      ? []
      : selection.filter((name) => !WORKERS.some((worker) => worker.name === name));
  if (unknown.length > 0)
    problems.push(
      `WORKERS: unknown worker ${unknown.join(', ')} (known: all, none, ${WORKERS.map((w) => w.name).join(', ')})`,
    );
  const consumers = [
    ...WORKERS.filter((worker) => worker.readsFromKafka).map((worker) => worker.name),
    ...PROJECTIONS.filter((projection) => projection.commutative).map((p) => p.name),
  ];
  const notConsumers = config.kafka.consumers.filter((name) => !consumers.includes(name));
  if (notConsumers.length > 0)
    problems.push(
      `KAFKA_CONSUMERS: ${notConsumers.join(', ')} cannot read from Kafka (those that can: ${consumers.join(', ')})`,
    );
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return selection === 'all'
    ? [...WORKERS]
    : WORKERS.filter((worker) => selection.includes(worker.name));
}

/** Stops `workers` started on `core` (each at a batch boundary), last started first. */
async function stopWorkers(core: KeyMartCore, workers: readonly Worker[]): Promise<void> {
  for (const worker of [...workers].reverse()) await worker.stop(core);
}

/** How long requests in flight may take to finish once the store stops, in milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking connections and lets the requests in flight finish: connections are closed as
 * soon as they are idle (a kept-alive one after its answer), and any still busy after
 * SHUTDOWN_GRACE_MS are cut.
 */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  server.closeIdleConnections();
  await closed;
  clearInterval(idle);
  clearTimeout(deadline);
}

/** A running store. */
export interface RunningKeyMart {
  core: KeyMartCore;
  server: Server;
  /** The Express application the server runs (read-only: tests walk its router for the routes). */
  readonly app: Express;
  url: string;
  stop(): Promise<void>;
}

/** Starts the whole store: core, projections, admins, demo catalogue, HTTP server. */
export async function startKeyMart(
  config: Config,
  options: {
    authRateLimit?: number;
    /** Progress messages for a person (the demo catalogue loaded). */
    log?: (message: string) => void;
    /** The structured logger; by default one at LOG_LEVEL writing JSON to stdout. */
    logger?: Logger;
    /** The caller stops the store on SIGINT/SIGTERM (bin/start.ts). */
    handlesSignals?: boolean;
  } = {},
): Promise<RunningKeyMart> {
  const log = options.log ?? (() => {});
  const workers = workersToRun(config);
  const core = await openCore(config, {
    ...(options.logger ? { log: options.logger } : {}),
    handlesSignals: options.handlesSignals ?? false,
  });
  let stopLiveness = async () => {};
  try {
    for (const worker of workers) await worker.start(core);
    // Several instances may start at once on one database: one at a time grants and seeds.
    await withAdvisoryLock(core.pool, 'start-up', async () => {
      await grantConfiguredAdmins(core, config.adminEmails);
      // Images uploaded before they were kept in the database (folder of earlier versions).
      await importLegacyUploads(core.pool, path.join(config.dataDir, 'uploads'));
      if (config.seedDemo) {
        const loaded = await loadDemoCatalogue(core);
        if (loaded > 0) {
          // Visible before the lock is released (the next instance checks the read model).
          await core.runner.catchUp();
          log(`Loaded the demo catalogue: ${loaded} products`);
        }
      }
    });
    let listeningPort = config.port;
    const baseUrl = () => config.publicUrl ?? `http://localhost:${listeningPort}`;
    const webhookSecret = await persistentSecret(
      core,
      config.payments.webhookSecret,
      'payment-webhook-secret',
    );
    const sessionSecret = await persistentSecret(core, config.sessionSecret, 'session-secret');
    if (config.payments.provider === 'sandbox' && config.isProduction)
      core.log.warn(
        'PAYMENT_PROVIDER is sandbox, allowed in production by ALLOW_SANDBOX_PAYMENTS: customers can credit their balance without paying. Set PAYMENT_PROVIDER=nowpayments for real payments.',
      );
    if (!config.mail.smtpUrl)
      core.log.info(
        'E-mail is off (SMTP_URL is not set): every mail the store would send, password reset links included, is written to this log instead.',
      );
    if (config.staffTwoFactor === 'optional' && config.isProduction)
      core.log.warn(
        'STAFF_TWO_FACTOR is optional: administrators can sign in with a password alone. Set STAFF_TWO_FACTOR=required once every administrator has turned on two-factor sign-in.',
      );
    const liveness = new DatabaseLiveness(core.database.url);
    stopLiveness = () => liveness.close();
    const app = createApp({
      config,
      log: core.log,
      paymentProvider: createPaymentProvider(config.payments, webhookSecret, baseUrl),
      baseUrl,
      selfUrl: () => `http://127.0.0.1:${listeningPort}`,
      pool: core.pool,
      store: core.store,
      commandRunner: core.commandRunner,
      secrets: core.secrets,
      // Product answers join the catalogue's tables and the reviews' product_ratings.
      catalogueResponses: new ResponseCache(async () =>
        (
          await Promise.all(['catalogue', 'reviews'].map((name) => core.runner.tablesVersion(name)))
        ).join(','),
      ),
      waitForProjections: (target, timeoutMs, eventTypes) =>
        core.runner.waitFor(target, timeoutMs, eventTypes),
      metrics: core.metrics,
      metricsToken: config.metricsToken,
      longTransactionSeconds: config.longTransactionSeconds,
      projectionLag: async () =>
        (await core.runner.status()).map(({ name, lag }) => ({ name, lag })),
      databaseAnswers: () => liveness.answers(),
      ownedRoles: () => core.ownership.owned(),
      kafkaPartitions: () =>
        Object.fromEntries(
          workers.flatMap((worker) => {
            const partitions = worker.kafkaPartitions?.(core);
            return partitions ? [[worker.name, partitions]] : [];
          }),
        ),
      subscriptionFailures: () => [
        ...core.runner.failures(),
        ...workers.flatMap((worker) => worker.failures(core)),
      ],
      sessions: sessionKeys(sessionSecret, (config.publicUrl ?? '').startsWith('https:')),
      adminEmails: config.adminEmails,
      publicUrl: config.publicUrl,
      webDist: path.join(ROOT, 'web/dist'),
      demoImages: path.join(ROOT, 'seed/images'),
      passwordResetMinutes: config.passwordResetMinutes,
      authRateLimit: options.authRateLimit ?? 30,
      trustProxy: config.trustProxy,
      storeTimeZone: config.storeTimeZone,
      liveChatUrl: config.liveChatUrl,
      bbcodeImageHosts: config.bbcodeImageHosts,
    });
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.port, (error?: Error) =>
        error ? reject(error) : resolve(listening),
      );
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    listeningPort = port;
    return {
      core,
      server,
      app,
      url: `http://localhost:${port}`,
      async stop() {
        await closeServer(server);
        await liveness.close();
        await stopWorkers(core, workers);
        await core.close();
      },
    };
  } catch (error) {
    await stopLiveness();
    await stopWorkers(core, workers);
    await core.close();
    throw error;
  }
}
