import { describe, expect, it } from 'vitest';
import { parseStockFile, StockFileError, stockFileFormat } from './stock-import';

describe('stockFileFormat', () => {
  it('reads .csv files as CSV and everything else as lines of text', () => {
    expect(stockFileFormat('keys.CSV')).toBe('csv');
    expect(stockFileFormat('keys.txt')).toBe('txt');
    expect(stockFileFormat('keys')).toBe('txt');
  });
});

describe('parseStockFile as TXT', () => {
  it('takes one trimmed item per line, drops blank lines and keeps the file line numbers', () => {
    expect(parseStockFile('\uFEFF KEY-1 \r\n\nKEY-2\rKEY-3\n', 'txt')).toEqual([
      { item: 'KEY-1', line: 1 },
      { item: 'KEY-2', line: 3 },
      { item: 'KEY-3', line: 4 },
    ]);
  });

  it('keeps commas and a first line named item, which are part of a key in a text file', () => {
    expect(parseStockFile('item\na,b', 'txt')).toEqual([
      { item: 'item', line: 1 },
      { item: 'a,b', line: 2 },
    ]);
  });
});

describe('parseStockFile as CSV', () => {
  it('takes the first column and skips a header row named item, key or code', () => {
    for (const header of ['item', 'Key', ' CODE ']) {
      expect(parseStockFile(`${header},note\nK-1,first\nK-2,second\n`, 'csv')).toEqual([
        { item: 'K-1', line: 2 },
        { item: 'K-2', line: 3 },
      ]);
    }
  });

  it('keeps a first row that is an item, and reads quoted cells, a BOM and mixed line endings', () => {
    expect(parseStockFile('\uFEFFK-1,a\r\n\n"K,2",b\n K-3 \r"",blank cell\nK-4', 'csv')).toEqual([
      { item: 'K-1', line: 1 },
      { item: 'K,2', line: 3 },
      { item: 'K-3', line: 4 },
      { item: 'K-4', line: 6 },
    ]);
  });

  it('skips the header only on the first row', () => {
    expect(parseStockFile('K-1\nitem\n', 'csv')).toEqual([
      { item: 'K-1', line: 1 },
      { item: 'item', line: 2 },
    ]);
  });

  it('refuses a file with an unclosed quote, saying so', () => {
    expect(() => parseStockFile('K-1\n"K-2\n', 'csv')).toThrow(StockFileError);
    expect(() => parseStockFile('K-1\n"K-2\n', 'csv')).toThrow(/^The CSV file cannot be read: /);
  });

  it('refuses an item that spans lines, naming the line', () => {
    expect(() => parseStockFile('K-1\n"K-2\nmore",x\n', 'csv')).toThrow(
      'Line 3: an item spans several lines; put each key or account on one line',
    );
  });
});
