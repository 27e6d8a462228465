/**
 * The contract every EventStore keeps (ARCHITECTURE.md "Event store"), as one suite run against
 * each implementation: in-memory-event-store.unit.test.ts and event-store.int.test.ts. Stream ids
 * and event types are unique per test, so the suite also runs on a store other tests share.
 */
import { describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type Checkpoint, type EventStore } from './types';

let unique = 0;

/**
 * Describes the contract tests of `name`, each on the store `makeStore` answers. `settle`
 * resolves once every transaction that began before it was called has finished: readAll answers
 * only finished transactions below the horizon, and a store shared with other clients (other test
 * files on the same PostgreSQL cluster, whose transaction ids are cluster-wide) can hold the
 * horizon back for a moment after an append returns.
 */
export function describeEventStoreContract(
  name: string,
  makeStore: () => EventStore | Promise<EventStore>,
  settle: () => Promise<void> = async () => {},
): void {
  /** A fresh prefix for the stream ids and event types of one test. */
  const fresh = () => `c${++unique}-${Date.now().toString(36)}`;
  const event = (type: string, n = 0) => ({ type, data: { n } });
  const stream = async (store: EventStore, id: string) => (await store.read([id])).get(id)!;

  describe(`${name} keeps the event store contract`, () => {
    it('numbers a new stream from 1 and checks expected versions', async () => {
      const store = await makeStore();
      const id = `${fresh()}-a`;
      await store.append([
        {
          streamId: id,
          expectedVersion: 'no_stream',
          events: [event('Created'), event('Changed')],
        },
      ]);
      await store.append([{ streamId: id, expectedVersion: 2, events: [event('Changed', 1)] }]);
      const read = await stream(store, id);
      expect(read.version).toBe(3);
      expect(read.events.map((e) => [e.streamVersion, e.type])).toEqual([
        [1, 'Created'],
        [2, 'Changed'],
        [3, 'Changed'],
      ]);
      await expect(
        store.append([{ streamId: id, expectedVersion: 2, events: [event('Late')] }]),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(
        store.append([{ streamId: id, expectedVersion: 7, events: [event('Ahead')] }]),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(
        store.append([{ streamId: id, expectedVersion: 'no_stream', events: [event('Again')] }]),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      await store.append([{ streamId: id, expectedVersion: 'any', events: [event('Any')] }]);
      expect((await stream(store, id)).version).toBe(4);
    });

    it('refuses an exact expected version on a stream that does not exist', async () => {
      const store = await makeStore();
      const id = `${fresh()}-missing`;
      await expect(
        store.append([{ streamId: id, expectedVersion: 1, events: [event('Orphan')] }]),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect(await stream(store, id)).toMatchObject({ version: 0, events: [] });
      await store.append([{ streamId: id, expectedVersion: 'any', events: [event('First')] }]);
      expect((await stream(store, id)).events.map((e) => e.streamVersion)).toEqual([1]);
    });

    it('refuses an append with no events and an expected version that is not one', async () => {
      const store = await makeStore();
      const id = `${fresh()}-invalid`;
      await expect(
        store.append([{ streamId: id, expectedVersion: 'any', events: [] }]),
      ).rejects.toThrow('Nothing to append');
      for (const expectedVersion of [0, -1, 1.5])
        await expect(
          store.append([{ streamId: id, expectedVersion, events: [event('Bad')] }]),
        ).rejects.toThrow(`Invalid expected version ${expectedVersion}`);
      expect((await stream(store, id)).version).toBe(0);
    });

    it('rolls back a multi-stream append as a whole when one stream conflicts', async () => {
      const store = await makeStore();
      const prefix = fresh();
      const [a, b] = [`${prefix}-multi-a`, `${prefix}-multi-b`];
      const created = await store.append([
        { streamId: b, expectedVersion: 'no_stream', events: [event(`${prefix}Created`)] },
      ]);
      await expect(
        store.append([
          {
            streamId: a,
            expectedVersion: 'no_stream',
            events: [event(`${prefix}Created`), event(`${prefix}Changed`)],
          },
          { streamId: b, expectedVersion: 'no_stream', events: [event(`${prefix}Clash`)] },
        ]),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      const streams = await store.read([a, b]);
      expect(streams.get(a)!.version).toBe(0);
      expect(streams.get(b)!.version).toBe(1);
      await settle();
      const all = await store.readAll({ transactionId: 0n, position: 0n }, 100, [
        `${prefix}Created`,
        `${prefix}Changed`,
        `${prefix}Clash`,
      ]);
      expect(all.map((e) => [e.streamId, e.position])).toEqual([[b, created.lastPosition]]);
    });

    it('writes a multi-stream append in one transaction, in the order given, and answers its last position', async () => {
      const store = await makeStore();
      const prefix = fresh();
      const [p, q, r] = [`${prefix}-p`, `${prefix}-q`, `${prefix}-r`];
      const type = `${prefix}Ordered`;
      const first = await store.append([
        { streamId: q, expectedVersion: 'no_stream', events: [event(type, 0)] },
      ]);
      const result = await store.append([
        { streamId: p, expectedVersion: 'no_stream', events: [event(type, 1), event(type, 2)] },
        { streamId: q, expectedVersion: 1, events: [event(type, 3)] },
        { streamId: r, expectedVersion: 'any', events: [event(type, 4), event(type, 5)] },
      ]);
      expect(result.transactionId).toBeGreaterThan(first.transactionId);
      const after: Checkpoint = {
        transactionId: first.transactionId,
        position: first.lastPosition,
      };
      await settle();
      const appended = await store.readAll(after, 100, [type]);
      expect(appended.map((e) => [e.streamId, e.streamVersion, e.data])).toEqual([
        [p, 1, { n: 1 }],
        [p, 2, { n: 2 }],
        [q, 2, { n: 3 }],
        [r, 1, { n: 4 }],
        [r, 2, { n: 5 }],
      ]);
      expect(new Set(appended.map((e) => e.transactionId))).toEqual(
        new Set([result.transactionId]),
      );
      expect(appended.at(-1)!.position).toBe(result.lastPosition);
    });

    it('reads all events after a checkpoint in global position order, by type and up to a limit', async () => {
      const store = await makeStore();
      const prefix = fresh();
      const [kept, other] = [`${prefix}Kept`, `${prefix}Other`];
      const results = [];
      for (let i = 0; i < 4; i++)
        results.push(
          await store.append([
            {
              streamId: `${prefix}-s${i % 2}`,
              expectedVersion: 'any',
              events: [event(kept, i), event(other, i)],
            },
          ]),
        );
      for (let i = 1; i < results.length; i++)
        expect(results[i]!.lastPosition).toBeGreaterThan(results[i - 1]!.lastPosition);
      const start: Checkpoint = { transactionId: 0n, position: 0n };
      await settle();
      const both = await store.readAll(start, 100, [kept, other]);
      expect(both.map((e) => [e.type, e.data])).toEqual(
        [0, 1, 2, 3].flatMap((n) => [
          [kept, { n }],
          [other, { n }],
        ]),
      );
      for (let i = 1; i < both.length; i++)
        expect(both[i]!.position).toBeGreaterThan(both[i - 1]!.position);
      const second = results[1]!;
      const later = await store.readAll(
        { transactionId: second.transactionId, position: second.lastPosition },
        100,
        [kept],
      );
      expect(later.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }]);
      expect((await store.readAll(start, 3, [kept, other])).map((e) => e.position)).toEqual(
        both.slice(0, 3).map((e) => e.position),
      );
      const unfiltered = await store.readAll(
        { transactionId: second.transactionId, position: second.lastPosition },
        2,
      );
      expect(unfiltered.map((e) => [e.type, e.data])).toEqual([
        [kept, { n: 2 }],
        [other, { n: 2 }],
      ]);
    });

    it('gives back data, metadata, ids and times as appended', async () => {
      const store = await makeStore();
      const id = `${fresh()}-meta`;
      const data = { text: 'Grüße', cents: 1234, nested: { list: [1, 'two', null] }, flag: true };
      const metadata = {
        actorId: 7,
        onBehalfOf: 9,
        correlationId: 'req-1',
        causationId: 'cause-1',
        requestId: 'req-1',
        command: 'Test',
      };
      const before = Date.now();
      const result = await store.append(
        [
          {
            streamId: id,
            expectedVersion: 'no_stream',
            events: [
              { type: 'Meta', data },
              { type: 'Meta', data: {} },
            ],
          },
        ],
        metadata,
      );
      const events = (await stream(store, id)).events;
      expect(events.map((e) => [e.data, e.metadata])).toEqual([
        [data, { ...metadata, schemaVersion: 1 }],
        [{}, { ...metadata, schemaVersion: 1 }],
      ]);
      expect(events.map((e) => e.transactionId)).toEqual([
        result.transactionId,
        result.transactionId,
      ]);
      expect(events[1]!.position).toBe(result.lastPosition);
      expect(events[0]!.position).toBeLessThan(events[1]!.position);
      expect(events[0]!.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(events[0]!.eventId).not.toBe(events[1]!.eventId);
      expect(events[0]!.recordedAt).toBeInstanceOf(Date);
      expect(events[0]!.recordedAt.getTime()).toBeGreaterThan(before - 60_000);
    });

    it('reads several streams at once, the missing ones at version 0', async () => {
      const store = await makeStore();
      const prefix = fresh();
      await store.append([
        {
          streamId: `${prefix}-x`,
          expectedVersion: 'no_stream',
          events: [event('X'), event('X', 1)],
        },
      ]);
      const streams = await store.read([`${prefix}-y`, `${prefix}-x`, `${prefix}-x`]);
      expect([...streams.keys()].sort()).toEqual([`${prefix}-x`, `${prefix}-y`]);
      expect(streams.get(`${prefix}-x`)!.version).toBe(2);
      expect(streams.get(`${prefix}-y`)).toMatchObject({ version: 0, events: [] });
    });
  });
}
