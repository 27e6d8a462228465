/**
 * The bad-input run of bad-input.int.test.ts with twice the requests (72 per route, about 6,400),
 * for the soak project (KEYMART_SOAK=1): no 5xx, no event appended by a refused request, the store
 * still up; then the walk of the hostile forms (deep bodies, lone surrogates, integers in other
 * forms) on the store the run has worn. Twice is enough to wear the store's limits and pools past
 * what the integration run reaches, within about a minute and a half on two cores (the soak tier's
 * budget is about 7 minutes for all its files).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/openapi/document';
import type { TestStore } from '../support/store';
import {
  closeRawConnections,
  fuzzRoutes,
  startBadInputStore,
  walkHostileForms,
  type BadInputTarget,
} from './bad-input';

/** Twice the integration run's 36 per route. */
const RUNS_PER_ROUTE = 72;

let store: TestStore;
let target: BadInputTarget;

beforeAll(async () => {
  ({ store, target } = await startBadInputStore());
});
afterAll(async () => {
  closeRawConnections();
  await store?.stop();
});

describe('random and malformed input, at length', () => {
  it('never answers 5xx and never appends an event for a refused request, on any route', async () => {
    const started = Date.now();
    const figures = await fuzzRoutes(target, RUNS_PER_ROUTE);
    console.log(
      `bad input (soak): ${figures.routes} routes, ${figures.requests} requests in ${Math.round((Date.now() - started) / 1000)} s, ${figures.accepted} accepted (2xx), by status ${JSON.stringify(figures.byStatus)}`,
    );
    expect(figures.requests).toBeGreaterThanOrEqual(figures.routes * RUNS_PER_ROUTE);
    expect(figures.accepted).toBeGreaterThan(0);
    expect((await fetch(`${store.url}/healthz`)).status).toBe(200);
  });

  it('still refuses deep bodies, lone surrogates and integers in other forms afterwards', async () => {
    const figures = await walkHostileForms(target, openApiDocument(store.app, 'test'));
    expect(figures.integerFields).toBeGreaterThan(40);
    expect((await fetch(`${store.url}/healthz`)).status).toBe(200);
  });
});
