/**
 * Starts one PostgreSQL server for a test run (ARCHITECTURE.md "Testing"): TEST_DATABASE_URL if
 * set, else a Docker daemon through testcontainers if one answers, else an embedded PostgreSQL in a
 * temporary folder. Builds a migrated template database; each test file clones its own from it.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../application/db/migrate';
import { startEmbeddedServer } from './embedded-server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server (used to create databases). */
    pgAdminUrl: string;
    /** Name of the migrated template database. */
    pgTemplate: string;
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

/** Starts test/support/embedded-server.ts and reads its URL; stop() ends it and waits. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const template = `${TEMPLATE}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const templateUrl = new URL(server.url);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString());
  project.provide('pgAdminUrl', server.url);
  project.provide('pgTemplate', template);
  return async () => {
    const cleanup = new pg.Client({ connectionString: server.url });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'keymart_test_%'",
    );
    for (const row of rows)
      await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await cleanup.end();
    await server.stop();
  };
}
