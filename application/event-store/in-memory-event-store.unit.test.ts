import { describe, expect, it } from 'vitest';
import { describeEventStoreContract } from './event-store-contract';
import { InMemoryEventStore } from './in-memory-event-store';
import { WrongExpectedVersion } from './types';
import { Upcasters } from './upcasters';

describeEventStoreContract('InMemoryEventStore', () => new InMemoryEventStore());

describe('InMemoryEventStore', () => {
  it('appends an interleaved write just before the next append, once', async () => {
    const store = new InMemoryEventStore();
    await store.append([
      { streamId: 's', expectedVersion: 'no_stream', events: [{ type: 'A', data: {} }] },
    ]);
    store.interleaveBeforeNextAppend([
      { streamId: 's', expectedVersion: 'any', events: [{ type: 'Other', data: {} }] },
    ]);
    await expect(
      store.append([{ streamId: 's', expectedVersion: 1, events: [{ type: 'Mine', data: {} }] }]),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
    await store.append([
      { streamId: 's', expectedVersion: 2, events: [{ type: 'Mine', data: {} }] },
    ]);
    expect((await store.read(['s'])).get('s')!.events.map((e) => e.type)).toEqual([
      'A',
      'Other',
      'Mine',
    ]);
  });

  it('reads old-shape events in the current shape and stamps new ones with it', async () => {
    const upcasters = new Upcasters([
      {
        eventType: 'Named',
        fromVersion: 1,
        upcast: ({ name, ...rest }) => ({ ...rest, fullName: name }),
      },
    ]);
    const old = new InMemoryEventStore();
    await old.append([
      {
        streamId: 'n',
        expectedVersion: 'no_stream',
        events: [{ type: 'Named', data: { name: 'Ada' } }],
      },
    ]);
    expect((await old.read(['n'])).get('n')!.events[0]!.metadata.schemaVersion).toBe(1);
    const evolved = new InMemoryEventStore(upcasters, () => new Date('2026-01-01T00:00:00Z'));
    await evolved.append([
      {
        streamId: 'n',
        expectedVersion: 'no_stream',
        events: [{ type: 'Named', data: { fullName: 'Grace' } }],
      },
    ]);
    const event = (await evolved.read(['n'])).get('n')!.events[0]!;
    expect([event.data, event.metadata.schemaVersion, event.recordedAt]).toEqual([
      { fullName: 'Grace' },
      2,
      new Date('2026-01-01T00:00:00Z'),
    ]);
  });
});
