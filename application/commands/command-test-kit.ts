/**
 * Test kit for the unit tests of the command handlers (*.unit.test.ts only): command deps on an
 * InMemoryEventStore with a real SecretBox (its data keys in a map standing in for the
 * `data_keys` table), a fixed clock and ids counted from 1, and helpers to seed streams and
 * read what a command appended.
 */
import type pg from 'pg';
import { expect } from 'vitest';
import type { CategoryDetails } from '../../domain/catalogue/category';
import type { ProductDetails } from '../../domain/catalogue/product';
import { DomainError } from '../../domain/shared/errors';
import type { Queryable } from '../db/pool';
import { InMemoryEventStore } from '../event-store/in-memory-event-store';
import { START, type Checkpoint, type EventMetadata, type NewEvent } from '../event-store/types';
import type { CommandMetrics } from '../metrics/metrics';
import { parseMasterKey, SecretBox } from '../security/secret-box';
import type { CommandContext, CommandDeps } from './execute';
import { InMemoryCommandRunner } from './in-memory-command-runner';

/** The fixed time every test command runs at. */
export const NOW = new Date('2026-03-01T12:00:00.000Z');

/** A command context at NOW by `actorId` (null: the system). */
export const at = (
  actorId: number | null,
  extra: Partial<CommandContext> = {},
): CommandContext => ({
  now: NOW,
  actorId,
  requestId: 'req-test',
  ...extra,
});

/** Category details named `name` at `sortOrder`, every other field empty or off. */
export const categoryDetails = (name: string, sortOrder = 0): CategoryDetails => ({
  name,
  description: '',
  shortDescription: '',
  color: '#000000',
  icon: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  customUrl: '',
  isActive: true,
  sortOrder,
});

/** Product details named `name`: $10.00, automatic delivery, no category, then `changes`. */
export const productDetails = (
  name: string,
  changes: Partial<ProductDetails> = {},
): ProductDetails => ({
  name,
  description: '',
  shortDescription: '',
  longDescription: '',
  priceCents: 1000,
  originalPriceCents: null,
  categoryId: null,
  deliveryType: 'automatic',
  productImages: [],
  warrantyDays: 0,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  productUrl: '',
  customUrl: '',
  sortOrderInCategory: 0,
  showOnHomepage: false,
  reviewRating: 5,
  isActive: true,
  manualStock: 0,
  ...changes,
});

/** The `data_keys` table in memory, answering exactly the statements SecretBox sends. */
function memoryDataKeys(): Queryable {
  const rows = new Map<string, { wrapped: Buffer | null; master_key_id: string | null }>();
  const query = (text: string, values: unknown[] = []) => {
    const [id, wrapped, masterKeyId] = values as [string, Buffer | undefined, string | undefined];
    if (text.startsWith('SELECT id FROM data_keys')) {
      const stock = [...rows]
        .filter(([key, row]) => /^stock-\d+$/.test(key) && row.wrapped !== null)
        .map(([key]) => key)
        .sort((a, b) => Number(b.slice(6)) - Number(a.slice(6)));
      return { rows: stock.slice(0, 1).map((key) => ({ id: key })) };
    }
    if (text.startsWith('SELECT wrapped, master_key_id FROM data_keys')) {
      const row = rows.get(id);
      return { rows: row ? [row] : [] };
    }
    if (text.startsWith('INSERT INTO data_keys (id, wrapped, master_key_id) VALUES')) {
      if (!rows.has(id)) rows.set(id, { wrapped: wrapped!, master_key_id: masterKeyId! });
      return { rows: [] };
    }
    if (text.startsWith('INSERT INTO data_keys (id, wrapped, master_key_id, shredded_at)')) {
      rows.set(id, { wrapped: null, master_key_id: null });
      return { rows: [] };
    }
    throw new Error(`memoryDataKeys does not answer: ${text}`);
  };
  return {
    query: (text: string, values?: unknown[]) => Promise.resolve(query(text, values)),
  } as unknown as Pick<pg.Pool, 'query'>;
}

/** Command deps in memory, the store and runner under them, and the retries counted. */
export interface CommandTestKit {
  deps: CommandDeps;
  store: InMemoryEventStore;
  runner: InMemoryCommandRunner;
  secrets: SecretBox;
  /** Version-conflict retries by command name. */
  retries: string[];
  /** Appends `events` to `streamId` whatever its version (the state a test starts from). */
  given(streamId: string, events: NewEvent[], metadata?: EventMetadata): Promise<void>;
  /** The events appended since the last call to `appended` or `given`, as [stream, type, data]. */
  appended(): Promise<[string, string, Record<string, unknown>][]>;
  /** Makes the next append meet a concurrent one to `streamId` first (a conflict, then a retry). */
  interleave(streamId: string, events: NewEvent[]): void;
}

/** A fresh kit: empty store, ids from 1, a test master key. */
export function commandTestKit(): CommandTestKit {
  const store = new InMemoryEventStore(undefined, () => NOW);
  const runner = new InMemoryCommandRunner(store);
  const secrets = new SecretBox(memoryDataKeys(), [parseMasterKey('11'.repeat(32))]);
  const retries: string[] = [];
  const metrics: CommandMetrics = {
    commandFinished: () => {},
    versionConflictRetried: (name) => retries.push(name),
  };
  let seen: Checkpoint = START;
  const readNew = async () => {
    const events = await store.readAll(seen, 10_000);
    const last = events.at(-1);
    if (last) seen = { transactionId: last.transactionId, position: last.position };
    return events;
  };
  return {
    deps: { commandRunner: runner, secrets, metrics },
    store,
    runner,
    secrets,
    retries,
    async given(streamId, events, metadata) {
      await store.append([{ streamId, expectedVersion: 'any', events }], metadata);
      await readNew();
    },
    async appended() {
      return (await readNew()).map((event) => [event.streamId, event.type, event.data]);
    },
    interleave(streamId, events) {
      store.interleaveBeforeNextAppend([{ streamId, expectedVersion: 'any', events }]);
    },
  };
}

/**
 * Asserts that `run` rejects with a DomainError of `kind` and exactly `message`.
 */
export async function expectRefusal(
  run: Promise<unknown>,
  kind: DomainError['kind'],
  message: string,
): Promise<void> {
  const error: unknown = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'expected the command to be refused').toBeInstanceOf(DomainError);
  expect([(error as DomainError).kind, (error as DomainError).message]).toEqual([kind, message]);
}
