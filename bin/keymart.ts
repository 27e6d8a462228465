/**
 * The composition root: opens the core (bin/core.ts: database, migrations, event store,
 * projections), wires the API and the workers, grants ADMIN_EMAILS, loads the demo catalogue on
 * first start and listens on PORT. Used by `npm start`, `npm run worker`, the tests and the
 * security scan.
 */
import type { Server } from 'node:http';
import type { Express } from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { grantAdmin } from '../application/commands/grant-admin';
import type { CommandDeps } from '../application/commands/execute';
import type { Config } from '../application/config';
import { DatabaseLiveness } from '../application/db/liveness';
import type { Pool } from '../application/db/pool';
import { withAdvisoryLock } from '../application/db/advisory-lock';
import { generatedSecret, readTrimmed } from '../application/security/generated-secret';
import { importLegacyUploads } from '../application/uploads/import-legacy-uploads';
import { routineLogger, type Logger } from '../application/logger';
import { createPaymentProvider } from '../application/payments/create-provider';
import { createApp } from '../api/app';
import { sessionKeys } from '../api/auth/session';
import { ResponseCache } from '../api/http/response-cache';
import { PROJECTIONS } from '../projections/registry';
import { findUserByEmail } from '../projections/users/queries';
import { loadDemoCatalogue } from '../seed/load-demo-catalogue';
import { WORKERS } from '../workers/registry';
import type { Worker } from '../workers/worker';
import { openCore, type KeyMartCore } from './core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  /** The names of the workers running in this process (WORKERS). */
  workers: string[];
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
        // A command line per product would bury the start-up summary (LOG_LEVEL=debug shows them).
        const loaded = await loadDemoCatalogue({ ...core, log: routineLogger(core.log) });
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
      waitForProjections: (target, timeoutMs, eventTypes, staff) =>
        core.runner.waitFor(target, timeoutMs, eventTypes, staff),
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
      workers: workers.map((worker) => worker.name),
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
