/**
 * Benchmark: event appends per second through our store (`PostgresEventStore.append`)
 * next to Emmett's PostgreSQL event store (`@event-driven-io/emmett-postgresql`,
 * `appendToStream` with an expected stream version) appending the same events to the same
 * PostgreSQL server in the same run. Target: at least 1.5 times Emmett's rate.
 *
 * Each store gets a fresh database of its own on the server (ours migrated with our migrations,
 * Emmett's with its own schema), so neither sees the other's tables or indexes; both run on the
 * same server with the same settings. Fairness: the same pool size (one connection per
 * appender), the same events and metadata, the same number of appends; a warm-up round for each,
 * then rounds that alternate which store goes first. Each figure is the best of its rounds: other
 * load on the machine only ever slows a round down, so the best is the least disturbed one.
 */
import pg from 'pg';
import { migrate } from '../../application/db/migrate';
import { createPool, type Pool } from '../../application/db/pool';
import { PostgresEventStore } from '../../application/event-store/postgres-event-store';
import type { EventMetadata } from '../../application/event-store/types';
import { WakeUps } from '../../application/event-store/wake-ups';
import { createBenchDatabase } from '../support/server';
import { count } from '../support/stats';
import { ratio, verdict, type BenchRow } from '../support/table';

/** Our rate must be at least this multiple of Emmett's (ARCHITECTURE.md "Benchmarks"). */
const TARGET_RATIO = 1.5;
/** Streams each appender cycles through (its own: appenders never contend for a stream). */
const STREAMS_PER_APPENDER = 4;

/** One scenario: how many appenders, and what each of their appends writes. */
interface Scenario {
  what: string;
  appenders: number;
  eventsPerAppend: number;
  /** Each append creates a new stream (expected: no stream) instead of extending one. */
  newStreams: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    what: 'event appends/s (8 concurrent, 1 event per append)',
    appenders: 8,
    eventsPerAppend: 1,
    newStreams: false,
  },
  {
    what: 'event appends/s (32 concurrent, 1 event per append)',
    appenders: 32,
    eventsPerAppend: 1,
    newStreams: false,
  },
  {
    what: 'event appends/s (8 concurrent, new stream of 3 events per append)',
    appenders: 8,
    eventsPerAppend: 3,
    newStreams: true,
  },
];

/** An event of the benchmark: a type and a JSON object (what both stores accept). */
interface BenchEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Appends `events` to `streamId` expecting version `expected` (0: no stream yet). */
type AppendOne = (streamId: string, expected: number, events: BenchEvent[]) => Promise<void>;

/** A store under test: its append, and how to close it. */
interface Contender {
  name: string;
  appendOne: AppendOne;
  close(): Promise<void>;
}

/** A purchase-like event (about 300 bytes of JSON), as a wallet stream records a purchase. */
function purchaseEvent(n: number): BenchEvent {
  return {
    type: 'PurchaseDebited',
    data: {
      userId: 10_000 + (n % 50_000),
      orderId: 1_000_000 + n,
      orderNumber: `KM-${String(n).padStart(7, '0')}`,
      amountCents: 1_999 + (n % 900),
      currency: 'USD',
      productId: 100 + (n % 5_000),
      productName: 'Microsoft Office 2021 Professional Plus (retail key)',
      quantity: 1,
      couponCode: n % 3 === 0 ? 'SPRING10' : null,
      balanceAfterCents: 125_000 - (n % 100_000),
      paidAt: '2025-03-14T09:26:53.589Z',
    },
  };
}

/** The metadata both stores record with every event (as a command would). */
const METADATA: EventMetadata = {
  command: 'PlacePurchase',
  actorId: 4_321,
  requestId: 'req-8f14e45f-ceea-467f-a0e6-7a3c8d2b1f90',
  correlationId: 'req-8f14e45f-ceea-467f-a0e6-7a3c8d2b1f90',
};

function ourStore(url: string, poolSize: number): Contender {
  const pool = createPool(url, poolSize);
  // As the store runs (bin/keymart.ts): appends signal subscribers with a coalesced NOTIFY.
  const wakeUps = new WakeUps(pool);
  const store = new PostgresEventStore(pool, wakeUps);
  return {
    name: 'KeyMart',
    appendOne: async (streamId, expected, events) => {
      await store.append(
        [{ streamId, expectedVersion: expected === 0 ? 'no_stream' : expected, events }],
        METADATA,
      );
    },
    close: async () => {
      await wakeUps.close();
      await pool.end();
    },
  };
}

/** pg type parsers (bigint, json, jsonb) that Emmett's dumbo replaces for the whole process. */
const TYPES_EMMETT_PARSES = [20, 114, 3802];

async function emmettStore(url: string, poolSize: number): Promise<Contender> {
  // Loaded when measured, not when this module is imported.
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  const { STREAM_DOES_NOT_EXIST } = await import('@event-driven-io/emmett');
  const parsers = TYPES_EMMETT_PARSES.map(
    (oid) => pg.types.getTypeParser(oid) as (value: string) => unknown,
  );
  const pool: Pool = createPool(url, poolSize);
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } });
  await store.schema.migrate();
  return {
    name: 'Emmett',
    appendOne: async (streamId, expected, events) => {
      await store.appendToStream(
        streamId,
        events.map((event) => ({ ...event, metadata: METADATA })),
        { expectedStreamVersion: expected === 0 ? STREAM_DOES_NOT_EXIST : BigInt(expected) },
      );
    },
    close: async () => {
      await store.close();
      await pool.end();
      // Other benchmarks in this process read bigint columns as strings, as the store does.
      TYPES_EMMETT_PARSES.forEach((oid, i) => pg.types.setTypeParser(oid, parsers[i]!));
    },
  };
}

/**
 * Runs one round of `scenario` on `contender`: `appends` appends in all (rounded down to a
 * multiple of the appenders), appender `a` on streams named after `round` and `a`, so no two
 * appenders or rounds share a stream. Returns appends per second.
 */
async function runRound(
  contender: Contender,
  scenario: Scenario,
  appends: number,
  round: string,
): Promise<number> {
  const perAppender = Math.floor(appends / scenario.appenders);
  let serial = 0;
  const eventsOfOneAppend = () =>
    Array.from({ length: scenario.eventsPerAppend }, () => purchaseEvent(serial++));
  const walletStream = (a: number, k: number) => `wallet-${round}-${a}-${k}`;
  // The streams to extend exist before the clock starts.
  if (!scenario.newStreams) {
    await Promise.all(
      Array.from({ length: scenario.appenders }, async (_, a) => {
        for (let k = 0; k < STREAMS_PER_APPENDER; k++)
          await contender.appendOne(walletStream(a, k), 0, [purchaseEvent(serial++)]);
      }),
    );
  }
  const appender = async (a: number) => {
    const versions = new Array<number>(STREAMS_PER_APPENDER).fill(1);
    for (let i = 0; i < perAppender; i++) {
      if (scenario.newStreams) {
        await contender.appendOne(`order-${round}-${a}-${i}`, 0, eventsOfOneAppend());
      } else {
        const k = i % STREAMS_PER_APPENDER;
        await contender.appendOne(walletStream(a, k), versions[k]!, eventsOfOneAppend());
        versions[k]! += scenario.eventsPerAppend;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: scenario.appenders }, (_, a) => appender(a)));
  return (perAppender * scenario.appenders) / ((performance.now() - started) / 1000);
}

/**
 * Measures event appends per second, ours next to Emmett's, on the server of `adminUrl` (a
 * maintenance database's URL): a fresh database for each store, dropped at the end. `quick`
 * uses fewer appends and rounds (a few seconds); the full run takes well under a minute.
 * Returns one row per scenario: figure ours, reference Emmett's, target ≥ 1.5×.
 */
export async function measureAppends(options: {
  adminUrl: string;
  quick: boolean;
}): Promise<BenchRow[]> {
  // Multiples of every scenario's appender count.
  const appendsPerRound = options.quick ? 256 : 1_600;
  const rounds = options.quick ? 3 : 4;
  const ours = await createBenchDatabase(options.adminUrl);
  const theirs = await createBenchDatabase(options.adminUrl);
  await migrate(ours.url);
  const rows: BenchRow[] = [];
  try {
    for (const [index, scenario] of SCENARIOS.entries()) {
      const contenders = [
        ourStore(ours.url, scenario.appenders),
        await emmettStore(theirs.url, scenario.appenders),
      ];
      try {
        const rates = new Map(contenders.map((c) => [c.name, [] as number[]]));
        for (const contender of contenders)
          await runRound(contender, scenario, appendsPerRound / 2, `${index}w`);
        for (let r = 0; r < rounds; r++) {
          const order = r % 2 === 0 ? contenders : [...contenders].reverse();
          for (const contender of order)
            rates
              .get(contender.name)!
              .push(await runRound(contender, scenario, appendsPerRound, `${index}r${r}`));
        }
        const figure = Math.max(...rates.get('KeyMart')!);
        const reference = Math.max(...rates.get('Emmett')!);
        rows.push({
          what: scenario.what,
          figure: count(figure),
          reference: `${count(reference)} (Emmett)`,
          ratio: ratio(figure, reference),
          target: verdict(`≥ ${TARGET_RATIO}×`, figure >= TARGET_RATIO * reference),
        });
      } finally {
        for (const contender of contenders) await contender.close();
      }
    }
  } finally {
    const admin = new pg.Client({ connectionString: options.adminUrl });
    await admin.connect();
    try {
      for (const name of [ours.name, theirs.name])
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  return rows;
}
