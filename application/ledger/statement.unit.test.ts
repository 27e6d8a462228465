import { describe, expect, it } from 'vitest';
import type { LedgerHistory, LedgerLine } from './history';
import { periodInstants, statementOf } from './statement';

const DUBAI = 'Asia/Dubai';

/** A ledger line of `amountCents` at ISO instant `at`; balances are filled in by `history`. */
const entry = (at: string, amountCents: number) => ({ at, amountCents });

/** A replay of `entries` with running balances, as ledgerHistory answers it. */
function history(entries: { at: string; amountCents: number }[]): LedgerHistory {
  let balanceCents = 0;
  const lines: LedgerLine[] = entries.map(({ at, amountCents }, index) => {
    balanceCents += amountCents;
    return {
      type: amountCents >= 0 ? 'credit' : 'debit',
      amountCents,
      description: `Entry ${index + 1}`,
      relatedId: null,
      position: BigInt(index + 1),
      recordedAt: new Date(at),
      actorId: null,
      onBehalfOf: null,
      balanceCents,
    };
  });
  return { lines, balanceCents };
}

describe('periodInstants', () => {
  it('spans the store days from the midnight of `from` to the midnight after `to` in the store zone', () => {
    expect(periodInstants({ from: '2026-03-01', to: '2026-03-31' }, DUBAI)).toEqual({
      start: new Date('2026-02-28T20:00:00Z'),
      end: new Date('2026-03-31T20:00:00Z'),
    });
  });

  it('follows a clock change inside the period (New York springs forward on 2026-03-08)', () => {
    const { start, end } = periodInstants(
      { from: '2026-03-08', to: '2026-03-08' },
      'America/New_York',
    );
    expect(start).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(end).toEqual(new Date('2026-03-09T04:00:00Z'));
  });
});

describe('statementOf', () => {
  const replay = history([
    entry('2026-02-10T10:00:00Z', 10_000),
    // 23:59:59.999 in Dubai on the last day before the period: before it.
    entry('2026-02-28T19:59:59.999Z', -2_500),
    // Midnight in Dubai on 1 March: the period's first instant, inside it.
    entry('2026-02-28T20:00:00.000Z', 1_000),
    entry('2026-03-15T12:00:00Z', -300),
    // Midnight in Dubai on 1 April: the first instant after the period.
    entry('2026-03-31T20:00:00.000Z', 5_000),
  ]);

  it('opens with the balance just before the period and closes with the balance after its last entry', () => {
    const statement = statementOf(replay, { from: '2026-03-01', to: '2026-03-31' }, DUBAI);
    expect(statement.openingCents).toBe(7_500);
    expect(statement.lines.map((line) => line.description)).toEqual(['Entry 3', 'Entry 4']);
    expect(statement.lines.map((line) => line.balanceCents)).toEqual([8_500, 8_200]);
    expect(statement.closingCents).toBe(8_200);
    expect(statement.closingCents).toBe(
      statement.openingCents + statement.lines.reduce((sum, line) => sum + line.amountCents, 0),
    );
  });

  it('puts an entry at midnight in the store zone in the day that starts then', () => {
    const lastDayOfFebruary = statementOf(replay, { from: '2026-02-28', to: '2026-02-28' }, DUBAI);
    expect(lastDayOfFebruary.lines.map((line) => line.description)).toEqual(['Entry 2']);
    const firstOfMarch = statementOf(replay, { from: '2026-03-01', to: '2026-03-01' }, DUBAI);
    expect(firstOfMarch.lines.map((line) => line.description)).toEqual(['Entry 3']);
    expect(firstOfMarch.openingCents).toBe(lastDayOfFebruary.closingCents);
  });

  it('gives an empty period its opening balance as the closing one', () => {
    const quiet = statementOf(replay, { from: '2026-03-16', to: '2026-03-30' }, DUBAI);
    expect(quiet.lines).toEqual([]);
    expect(quiet.openingCents).toBe(8_200);
    expect(quiet.closingCents).toBe(8_200);
  });

  it('opens at zero before the first entry', () => {
    const early = statementOf(replay, { from: '2026-01-01', to: '2026-01-31' }, DUBAI);
    expect(early).toMatchObject({ openingCents: 0, closingCents: 0, lines: [] });
    const first = statementOf(replay, { from: '2026-01-01', to: '2026-02-10' }, DUBAI);
    expect(first).toMatchObject({ openingCents: 0, closingCents: 10_000 });
  });
});
