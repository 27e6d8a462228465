/**
 * The long run of postgres-restarts.int.test.ts: PostgreSQL restarted six times under a purchase
 * load, fast shutdowns and SIGKILLs of its postmaster in turn, down for up to 5 s; the store
 * recovers on its own every time, loses no acknowledged purchase and sends every order's Telegram
 * message (test/faults/postgres-restarts.ts). Six restarts, three of each kind, with short and long
 * outages, fit in about a minute and a half on two cores (the soak tier's budget is about 7
 * minutes for all its files).
 */
import { it } from 'vitest';
import { runPostgresRestarts } from './postgres-restarts';

it(
  'recovers on its own from six PostgreSQL restarts under load and loses nothing',
  { timeout: 900_000 },
  async () => {
    const figures = await runPostgresRestarts({
      restarts: Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? 'fast' : 'kill')),
      customers: 10,
      // At most 100 purchases a second (10 customers, 100 ms apart) for about 90 s.
      stockItems: 12_000,
      pauseMs: 100,
      downMs: [500, 5_000],
      upMs: [2_000, 5_000],
    });
    console.log(`PostgreSQL restarts: ${JSON.stringify(figures)}`);
  },
);
