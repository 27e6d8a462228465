/**
 * Starts the PostgreSQL servers of a test run (ARCHITECTURE.md "Testing"): TEST_DATABASE_URL if
 * set (one server for every worker), else one server per worker of the project (its maxWorkers),
 * each a Docker container through testcontainers if a daemon answers, else an embedded PostgreSQL
 * in a temporary folder. Builds a migrated template database on each; each test file clones its
 * own from the server of its worker (test/support/database.ts).
 *
 * One server per worker because a subscriber only passes events below the oldest transaction
 * still open on the whole server (the xmin horizon, ARCHITECTURE.md "Event store"): a test that
 * holds a transaction open on purpose would stall the subscribers of a file running beside it.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../application/db/migrate';
import { startEmbeddedServer } from './embedded-server-process';

/** A test server: a maintenance database's URL (to create databases) and the template's name. */
export interface TestServer {
  adminUrl: string;
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's servers, the one of worker VITEST_POOL_ID at index (VITEST_POOL_ID - 1) % length. */
    pgServers: TestServer[];
  }
}

const TEMPLATE = 'keymart_test_template';

async function dockerServer(): Promise<{ url: string; stop(): Promise<void> } | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return null;
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:17-alpine').start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
}

/**
 * The embedded server of a run commits without waiting for its WAL to reach the disk
 * (synchronous_commit = off): the tests make thousands of commits, each of which would otherwise
 * wait for an fsync. This throwaway server is never crashed (the fault tests crash PostgreSQL
 * servers of their own), so no test relies on an acknowledged commit surviving a crash here.
 */
async function startRunEmbeddedServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = await startEmbeddedServer('keymart-test-pg-');
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('ALTER SYSTEM SET synchronous_commit = off');
  await client.query('SELECT pg_reload_conf()');
  await client.end();
  return server;
}

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL)
    return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const docker = await dockerServer();
  if (docker) return docker;
  return startRunEmbeddedServer();
}

/** Creates and migrates the template database on the server at `url`; returns its name. */
async function migratedTemplate(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = `${TEMPLATE}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString());
  return template;
}

/** Drops the run's databases on the server at `url`. */
async function dropTestDatabases(url: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  const { rows } = await cleanup.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'keymart_test_%'",
  );
  for (const row of rows)
    await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  await cleanup.end();
}

/** Starts the project's servers and provides them; the returned teardown drops and stops them. */
export default async function setup(project: TestProject) {
  const count = process.env.TEST_DATABASE_URL ? 1 : Math.max(1, project.config.maxWorkers);
  const servers = await Promise.all(Array.from({ length: count }, () => startServer()));
  const templates = await Promise.all(servers.map((server) => migratedTemplate(server.url)));
  project.provide(
    'pgServers',
    servers.map((server, index) => ({ adminUrl: server.url, template: templates[index]! })),
  );
  return async () => {
    for (const server of servers) {
      await dropTestDatabases(server.url);
      await server.stop();
    }
  };
}
