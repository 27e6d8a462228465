/**
 * PostgreSQL restarted twice under a purchase load (a fast shutdown, then a
 * SIGKILL of its postmaster); the store recovers on its own and loses no acknowledged purchase
 * (test/faults/postgres-restarts.ts). The long run is postgres-restarts.soak.test.ts.
 */
import { it } from 'vitest';
import { runPostgresRestarts } from './postgres-restarts';

it(
  'recovers on its own from PostgreSQL restarts under load and loses no acknowledged purchase',
  { timeout: 170_000 },
  async () => {
    const figures = await runPostgresRestarts({
      restarts: ['fast', 'kill'],
      customers: 4,
      // At most 40 purchases a second (4 customers, 100 ms apart) for about 30 s.
      stockItems: 2_000,
      pauseMs: 100,
      downMs: [500, 1_500],
      upMs: [1_000, 2_000],
    });
    console.log(`PostgreSQL restarts: ${JSON.stringify(figures)}`);
  },
);
