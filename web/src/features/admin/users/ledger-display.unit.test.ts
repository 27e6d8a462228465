import { describe, expect, it } from 'vitest';
import { ledgerActor, localDateTimeToIso } from './ledger-display';

describe('localDateTimeToIso', () => {
  it('reads a datetime-local value in the local time zone and answers the instant in UTC', () => {
    expect(localDateTimeToIso('2026-03-01T14:05')).toBe(
      new Date(2026, 2, 1, 14, 5, 0, 0).toISOString(),
    );
    expect(localDateTimeToIso('2026-03-01T14:05:09')).toBe(
      new Date(2026, 2, 1, 14, 5, 9, 0).toISOString(),
    );
    expect(localDateTimeToIso(' 2026-03-01T14:05:09.5 ')).toBe(
      new Date(2026, 2, 1, 14, 5, 9, 500).toISOString(),
    );
    expect(localDateTimeToIso('2026-12-31T23:59:59.999')).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.999Z$/);
  });

  it('answers null for a blank, unreadable or impossible value', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('yesterday')).toBeNull();
    expect(localDateTimeToIso('2026-03-01')).toBeNull();
    expect(localDateTimeToIso('2026-02-30T10:00')).toBeNull();
    expect(localDateTimeToIso('2026-03-01T24:00')).toBeNull();
    expect(localDateTimeToIso('2026-03-01T10:60')).toBeNull();
  });
});

describe('ledgerActor', () => {
  const customer = { id: 7, email: 'mariam@keymart.test' };

  it('names the acting user by e-mail, and the system when nobody acted', () => {
    expect(
      ledgerActor({ actor: { id: 1, email: 'admin@keymart.test' }, onBehalfOf: null }, customer),
    ).toEqual({ by: 'admin@keymart.test', actingAs: null });
    expect(ledgerActor({ actor: null, onBehalfOf: null }, customer)).toEqual({
      by: 'System',
      actingAs: null,
    });
    expect(ledgerActor({ actor: { id: 3, email: null }, onBehalfOf: null }, customer)).toEqual({
      by: 'User #3',
      actingAs: null,
    });
  });

  it('says whom an admin acted as while logged in as a customer', () => {
    expect(
      ledgerActor({ actor: { id: 1, email: 'admin@keymart.test' }, onBehalfOf: 7 }, customer),
    ).toEqual({ by: 'admin@keymart.test', actingAs: 'mariam@keymart.test' });
    expect(
      ledgerActor({ actor: { id: 1, email: 'admin@keymart.test' }, onBehalfOf: 9 }, customer),
    ).toEqual({ by: 'admin@keymart.test', actingAs: 'User #9' });
  });
});
