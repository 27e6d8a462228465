/**
 * Ownership of roles across processes (application/event-store/ownership.ts): one owner per
 * role on a database, a standby takes over when the owner's lock connection goes away, and a
 * released role passes on.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { createPool, type Pool } from '../db/pool';
import { createLogger } from '../logger';
import { Ownership } from './ownership';

let databaseUrl: string;
let pool: Pool;
const owners: Ownership[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 2);
});

afterAll(async () => {
  await Promise.all(owners.map((ownership) => ownership.close()));
  await pool.end();
});

/** A process's ownership, retrying every 100 ms; its handlers log "<name> <role> acquired|lost". */
function processOwnership(log: string[], name: string) {
  const ownership = new Ownership(databaseUrl, createLogger('silent'), 100);
  owners.push(ownership);
  const handlers = (role: string) => ({
    acquired: async () => void log.push(`${name} ${role} acquired`),
    lost: async () => void log.push(`${name} ${role} lost`),
  });
  return { ownership, handlers };
}

async function until(what: string, done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('gives a role to one process, and to a standby when the owner’s connection is cut or it releases', async () => {
  const log: string[] = [];
  const a = processOwnership(log, 'a');
  const b = processOwnership(log, 'b');
  await a.ownership.claim('relay', a.handlers('relay'));
  await b.ownership.claim('relay', b.handlers('relay'));
  await b.ownership.claim('mailer', b.handlers('mailer'));
  expect(a.ownership.owned()).toEqual(['relay']);
  expect(b.ownership.owned()).toEqual(['mailer']);
  // Standbys keep trying; the owner keeps its role.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(b.ownership.owns('relay')).toBe(false);

  // The owner's lock connection dies (a crash, a network cut): the old owner stops its work and
  // the role goes to one of the two (the old owner, redialling, may win it back).
  const { rowCount } = await pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'keymart-ownership' AND pid IN (
        SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = hashtext('relay')::oid)`,
  );
  expect(rowCount).toBe(1);
  await until('a to stop', () => log.includes('a relay lost'));
  await until('a new owner of relay', () => a.ownership.owns('relay') || b.ownership.owns('relay'));
  // Exactly one owner at a time, also after more attempts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect([a, b].filter((p) => p.ownership.owns('relay'))).toHaveLength(1);

  // A released role passes to the standby at its next attempt.
  const [owner, standby] = a.ownership.owns('relay') ? [a, b] : [b, a];
  await owner.ownership.release('relay');
  await until('the standby to own relay', () => standby.ownership.owns('relay'));
  expect(owner.ownership.owns('relay')).toBe(false);
  expect(b.ownership.owns('mailer')).toBe(true);
  expect(log.filter((entry) => entry.startsWith('a relay'))[0]).toBe('a relay acquired');
  expect(log).toContain(`${standby === a ? 'a' : 'b'} relay acquired`);
});

it('gives the role back when its start fails, and tries again', async () => {
  const ownership = new Ownership(databaseUrl, createLogger('silent'), 100);
  owners.push(ownership);
  let attempts = 0;
  await ownership.claim('flaky', {
    acquired: async () => {
      attempts++;
      if (attempts < 3) throw new Error('database away');
    },
    lost: async () => {},
  });
  expect(ownership.owns('flaky')).toBe(false);
  await until('the third attempt to succeed', () => ownership.owns('flaky'));
  expect(attempts).toBe(3);
});
