/**
 * Group commit (command-batch.ts) on the in-memory runner: commands that arrive while a batch is
 * in flight share the next transaction, each decided on what the ones before it left; a refusal
 * stays with its command; a failed batch runs every command again alone.
 */
import { describe, expect, it } from 'vitest';
import { conflict } from '../../domain/shared/errors';
import type { CommandRunner, RunnerTransaction } from './command-runner';
import { executeBatched, MAX_BATCH } from './command-batch';
import {
  at,
  commandTestKit,
  expectRefusal,
  productDetails,
  type CommandTestKit,
} from './command-test-kit';
import { appendTo, type CommandDeps } from './execute';
import { purchase } from './purchase';

/**
 * Counts the transactions of `kit`'s runner and holds the first one until `release` is called,
 * so the commands submitted meanwhile gather into the next batch.
 */
function heldRunner(kit: CommandTestKit): {
  deps: CommandDeps;
  transactions: () => number;
  release: () => void;
} {
  let count = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const runner: CommandRunner = {
    transaction: async <T>(work: (tx: RunnerTransaction) => Promise<T>) => {
      if (++count === 1) await gate;
      return kit.runner.transaction(work);
    },
    isTransient: () => kit.runner.isTransient(),
    read: (ids) => kit.runner.read(ids),
    nextId: (sequence) => kit.runner.nextId(sequence),
  };
  return { deps: { ...kit.deps, commandRunner: runner }, transactions: () => count, release };
}

/** Customers 7 and 8 with `balanceCents` each; product 1 ($10.00, automatic) holding `stock`. */
async function shop(stock: string[], balanceCents = 5000): Promise<CommandTestKit> {
  const kit = commandTestKit();
  for (const userId of [7, 8])
    await kit.given(`wallet-${userId}`, [
      {
        type: 'BalanceAdjusted',
        data: { userId, amountCents: balanceCents, adminId: 1, reason: 'r' },
      },
    ]);
  await kit.given('product-1', [
    { type: 'ProductCreated', data: { productId: 1, ...productDetails('Game') } },
    { type: 'StockItemsSet', data: { items: await kit.secrets.sealStock(stock) } },
  ]);
  await kit.appended();
  return kit;
}

const buy = (deps: CommandDeps, userId: number, requestId: string) =>
  purchase(deps, { userId, productId: 1, quantity: 1, timeZone: 'UTC' }, at(userId, { requestId }));

/** Settles every promise: its value, or the error's message. */
const settleAll = (runs: Promise<{ result: unknown }>[]) =>
  Promise.all(
    runs.map((run) =>
      run.then(
        (outcome) => outcome.result,
        (error: Error) => error.message,
      ),
    ),
  );

/**
 * A batched command appending one Noted event to `streamId` (answering the stream id), after
 * `check` (which may throw).
 */
const note = (deps: CommandDeps, streamId: string, check: () => void) =>
  executeBatched(deps, {
    name: 'Note',
    context: at(1),
    streamIds: [streamId],
    decide: (streams) => {
      check();
      return {
        appends: [
          appendTo(streamId, streams.get(streamId)!.version, [{ type: 'Noted', data: {} }]),
        ],
        result: streamId,
      };
    },
  });

describe('executeBatched', () => {
  it('decides purchases that arrive together in one transaction, each on what the ones before it left', async () => {
    const kit = await shop(['K1', 'K2', 'K3']);
    const held = heldRunner(kit);
    const first = buy(held.deps, 7, 'r1');
    // Submitted while the first batch is held: they go together in the second.
    const together = ['r2', 'r3', 'r4'].map((requestId, i) =>
      buy(held.deps, 7 + (i % 2), requestId),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    held.release();
    expect(await settleAll([first, ...together])).toEqual([
      { orderId: 1 },
      { orderId: 2 },
      { orderId: 3 },
      'Out of stock',
    ]);
    expect(held.transactions()).toBe(2);

    const events = await kit.store.readAll({ transactionId: 0n, position: 0n }, 100);
    const placed = events.filter((event) => event.type === 'OrderPlaced');
    expect(
      placed.map((event) => [event.data.orderId, event.data.userId, event.metadata.requestId]),
    ).toEqual([
      [1, 7, 'r1'],
      [2, 7, 'r2'],
      [3, 8, 'r3'],
    ]);
    // Orders 2 and 3 share one transaction; each event carries its own command's metadata.
    expect(placed[1]!.transactionId).toBe(placed[2]!.transactionId);
    expect(placed[0]!.transactionId).not.toBe(placed[1]!.transactionId);
    const delivered = await Promise.all(
      events
        .filter((event) => event.type === 'OrderDelivered')
        .map((event) => kit.secrets.open(event.data.deliveredItem as string)),
    );
    expect(delivered).toEqual(['K1', 'K2', 'K3']);
    // The product stream's versions follow one another across the batch.
    expect(
      events.filter((event) => event.streamId === 'product-1').map((event) => event.streamVersion),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses only the purchase the balance left by the ones before it no longer covers', async () => {
    const kit = await shop(['K1', 'K2', 'K3'], 1500);
    const held = heldRunner(kit);
    const runs = [
      buy(held.deps, 8, 'r0'),
      buy(held.deps, 7, 'r1'),
      buy(held.deps, 7, 'r2'),
      buy(held.deps, 8, 'r3'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    held.release();
    expect(await settleAll(runs)).toEqual([
      { orderId: 1 },
      { orderId: 2 },
      'Insufficient balance',
      'Insufficient balance',
    ]);
    await expectRefusal(buy(kit.deps, 7, 'r4'), 'rule', 'Insufficient balance');
  });

  it('runs every command of a batch whose append fails again alone, so none is lost or applied twice', async () => {
    const kit = await shop(['K1', 'K2', 'K3']);
    const held = heldRunner(kit);
    const first = buy(held.deps, 7, 'r1');
    const together = [buy(held.deps, 7, 'r2'), buy(held.deps, 8, 'r3')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A sale elsewhere lands between the second batch's read and its append.
    held.release();
    await first;
    kit.interleave('product-1', [
      { type: 'StockTaken', data: { orderId: 99, quantity: 1, items: [] } },
    ]);
    expect(await settleAll(together)).toEqual([{ orderId: 2 }, { orderId: 3 }]);
    expect(kit.retries).toEqual(['Purchase', 'Purchase']);
    const events = await kit.store.readAll({ transactionId: 0n, position: 0n }, 100);
    expect(
      events.filter((event) => event.type === 'OrderPlaced').map((event) => event.data.orderId),
    ).toEqual([1, 2, 3]);
    // Alone, each in a transaction of its own.
    const [two, three] = events.filter((event) => event.type === 'OrderPlaced').slice(1);
    expect(two!.transactionId).not.toBe(three!.transactionId);
  });

  it('runs a command whose decision fails with an error other than a refusal alone, after its batch', async () => {
    const kit = commandTestKit();
    const held = heldRunner(kit);
    let attempts = 0;
    const append = (streamId: string, fails: boolean) =>
      note(held.deps, streamId, () => {
        if (fails && attempts++ === 0) throw new Error('not in a batch');
      });
    const first = append('note-0', false);
    const runs = [append('note-1', false), append('note-2', true), append('note-3', false)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    held.release();
    expect(await settleAll([first, ...runs])).toEqual(['note-0', 'note-1', 'note-2', 'note-3']);
    expect(attempts).toBe(2);
    // The first batch, the second (notes 1 and 3), then note 2 alone.
    expect(held.transactions()).toBe(3);
  });

  it('keeps a refusal with its command and lets the others of the batch commit', async () => {
    const kit = commandTestKit();
    const held = heldRunner(kit);
    const noteUnless = (streamId: string, refused: boolean) =>
      note(held.deps, streamId, () => {
        if (refused) throw conflict('Refused');
      });
    const runs = [
      noteUnless('note-0', false),
      noteUnless('note-1', true),
      noteUnless('note-2', false),
    ];
    held.release();
    expect(await settleAll(runs)).toEqual(['note-0', 'Refused', 'note-2']);
    expect((await kit.appended()).map(([stream]) => stream)).toEqual(['note-0', 'note-2']);
  });

  it(`takes at most ${MAX_BATCH} commands in one batch`, async () => {
    const kit = commandTestKit();
    const held = heldRunner(kit);
    const note = (n: number) =>
      executeBatched(held.deps, {
        name: 'Note',
        context: at(1),
        streamIds: [`note-${n}`],
        decide: () => ({
          appends: [appendTo(`note-${n}`, 0, [{ type: 'Noted', data: {} }])],
          result: n,
        }),
      });
    const runs = Array.from({ length: MAX_BATCH * 2 + 1 }, (_, n) => note(n));
    held.release();
    expect(await settleAll(runs)).toEqual(runs.map((_, n) => n));
    // The first alone, then MAX_BATCH, then MAX_BATCH.
    expect(held.transactions()).toBe(3);
  });
});
