import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/errors';
import type { CommandRunner } from './command-runner';
import { at, commandTestKit, expectRefusal } from './command-test-kit';
import { appendTo, executeCommand } from './execute';

/** A command that appends `Counted` to `counter` at the version it loaded. */
const count = (deps: Parameters<typeof executeCommand>[0], context = at(3)) =>
  executeCommand(deps, 'Count', context, async (tx) => {
    const stream = (await tx.load(['counter'])).get('counter')!;
    return {
      appends: [
        appendTo('counter', stream.version, [{ type: 'Counted', data: { n: stream.version } }]),
      ],
      result: stream.version,
    };
  });

describe('executeCommand', () => {
  it('appends with the loaded version and the command’s metadata, and answers where it landed', async () => {
    const kit = commandTestKit();
    const outcome = await count(
      kit.deps,
      at(3, { onBehalfOf: 8, requestId: 'req-1', ip: '203.0.113.7', actorIsStaff: false }),
    );
    const event = (await kit.store.read(['counter'])).get('counter')!.events[0]!;
    expect(outcome).toEqual({
      result: 0,
      position: { transactionId: event.transactionId, position: event.position },
      eventTypes: ['Counted'],
      // A customer: read-your-writes skips the staff-only read models.
      actorIsStaff: false,
    });
    expect(event.metadata).toEqual({
      command: 'Count',
      actorId: 3,
      onBehalfOf: 8,
      requestId: 'req-1',
      correlationId: 'req-1',
      ip: '203.0.113.7',
      schemaVersion: 1,
    });
  });

  it('answers the latest event of the streams it loaded when it appends nothing', async () => {
    const kit = commandTestKit();
    await kit.given('a', [{ type: 'A', data: {} }]);
    await kit.given('b', [{ type: 'B', data: {} }]);
    const b = (await kit.store.read(['b'])).get('b')!.events[0]!;
    const outcome = await executeCommand(kit.deps, 'Nothing', at(3), async (tx) => {
      await tx.load(['b', 'a', 'missing']);
      return { appends: [appendTo('a', 1, [])], result: 'same' };
    });
    expect(outcome).toEqual({
      result: 'same',
      position: { transactionId: b.transactionId, position: b.position },
      eventTypes: null,
      // Unsaid: staff, so everything is waited for.
      actorIsStaff: true,
    });
  });

  it('decides again on the new state after a version conflict, and counts the retry', async () => {
    const kit = commandTestKit();
    kit.interleave('counter', [{ type: 'Counted', data: { n: 'other' } }]);
    const outcome = await count(kit.deps);
    expect(outcome.result).toBe(1);
    expect(kit.retries).toEqual(['Count']);
  });

  it('gives up with a conflict after ten attempts that all conflict', async () => {
    const kit = commandTestKit();
    let decisions = 0;
    const outcome = executeCommand(kit.deps, 'Hopeless', at(3), async (tx) => {
      decisions++;
      const stream = (await tx.load(['busy'])).get('busy')!;
      kit.interleave('busy', [{ type: 'Other', data: {} }]);
      return {
        appends: [appendTo('busy', stream.version, [{ type: 'Mine', data: {} }])],
        result: null,
      };
    });
    await expectRefusal(
      outcome,
      'conflict',
      'The request conflicted with another change; please try again',
    );
    expect(decisions).toBe(10);
    expect(kit.retries).toHaveLength(9);
  });

  it('retries an error the runner calls transient, and never a domain or other error', async () => {
    const kit = commandTestKit();
    let failures = 1;
    const flaky: CommandRunner = {
      transaction: (work) =>
        failures-- > 0
          ? Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }))
          : kit.runner.transaction(work),
      isTransient: (error) => (error as { code?: string }).code === '40P01',
      read: (ids) => kit.runner.read(ids),
      nextId: (sequence) => kit.runner.nextId(sequence),
    };
    expect((await count({ ...kit.deps, commandRunner: flaky })).result).toBe(0);
    expect(kit.retries).toEqual(['Count']);
    await expect(
      executeCommand(kit.deps, 'Broken', at(3), () => Promise.reject(new Error('bug'))),
    ).rejects.toThrow('bug');
    await expect(
      executeCommand(kit.deps, 'Refused', at(3), () =>
        Promise.reject(new DomainError('rule', 'No')),
      ),
    ).rejects.toBeInstanceOf(DomainError);
    expect(kit.retries).toEqual(['Count']);
  });
});
