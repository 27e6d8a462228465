import { describe, expect, it } from 'vitest';
import { csvFileName, neutralizeCell } from './csv-export';

describe('neutralizeCell (OWASP CSV Injection)', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['=HYPERLINK("http://evil.test","Click")', `'=HYPERLINK("http://evil.test","Click")`],
    ['-', "'-"],
  ])('puts a quote before text a spreadsheet would run: %j', (text, shown) => {
    expect(neutralizeCell(text)).toBe(shown);
  });

  it.each(['ada@example.com', 'KM-000001', 'Where is my key?', '', 'a=b', '12.50', '-12.50', '-7'])(
    'leaves other text and plain numbers as they are: %j',
    (text) => {
      expect(neutralizeCell(text)).toBe(text);
    },
  );
});

describe('csvFileName', () => {
  it("names the file after the list and the store's day", () => {
    const lateEvening = new Date('2026-03-01T22:30:00Z');
    expect(csvFileName('orders', lateEvening, 'UTC')).toBe('keymart-orders-2026-03-01.csv');
    expect(csvFileName('orders', lateEvening, 'Asia/Dubai')).toBe('keymart-orders-2026-03-02.csv');
  });
});
