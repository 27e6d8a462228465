/**
 * Issue 9 item 5, the long run: PostgreSQL restarted twelve times under a purchase load, fast
 * shutdowns and SIGKILLs of its postmaster in turn; the store recovers on its own every time,
 * loses no acknowledged purchase and sends every order's Telegram message
 * (test/faults/postgres-restarts.ts).
 */
import { it } from 'vitest';
import { runPostgresRestarts } from './postgres-restarts';

it(
  'recovers on its own from twelve PostgreSQL restarts under load and loses nothing',
  { timeout: 900_000 },
  async () => {
    const figures = await runPostgresRestarts({
      restarts: Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'fast' : 'kill')),
      customers: 10,
      stockItems: 20_000,
      downMs: [500, 5_000],
      upMs: [2_000, 8_000],
    });
    console.log(`PostgreSQL restarts: ${JSON.stringify(figures)}`);
  },
);
