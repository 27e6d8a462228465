import { describe, expect, it } from 'vitest';
import {
  previewCounts,
  previewRows,
  previewStatusLabel,
  withoutDuplicates,
} from './stock-import-preview';

// Lines as read from a file with a header and a blank line: the check numbers them 1..5.
const lines = [
  { item: 'NEW-1', line: 2 },
  { item: 'SOLD-1', line: 3 },
  { item: 'NEW-1', line: 5 },
  { item: 'NEW-2', line: 6 },
  { item: 'NEW-1', line: 7 },
];
const duplicates = [
  { line: 2, item: 'SOLD-1', reason: 'held' as const },
  { line: 3, item: 'NEW-1', reason: 'repeated' as const, firstLine: 1 },
  { line: 5, item: 'NEW-1', reason: 'repeated' as const, firstLine: 1 },
];

describe('previewRows', () => {
  it('marks the lines the check refused, with the file line numbers', () => {
    const rows = previewRows(lines, duplicates);
    expect(rows.map((row) => [row.line, row.item, previewStatusLabel(row.status)])).toEqual([
      [2, 'NEW-1', 'New'],
      [3, 'SOLD-1', "Already in this product's stock history"],
      [5, 'NEW-1', 'Repeats line 2'],
      [6, 'NEW-2', 'New'],
      [7, 'NEW-1', 'Repeats line 2'],
    ]);
    expect(previewCounts(rows)).toEqual({ total: 5, new: 2, repeated: 2, held: 1 });
  });

  it('marks every line new when the check found nothing', () => {
    expect(previewCounts(previewRows(lines, []))).toEqual({
      total: 5,
      new: 5,
      repeated: 0,
      held: 0,
    });
  });
});

describe('withoutDuplicates', () => {
  it('drops the refused lines and keeps the first of repeated ones', () => {
    expect(withoutDuplicates(lines, duplicates)).toEqual([
      { item: 'NEW-1', line: 2 },
      { item: 'NEW-2', line: 6 },
    ]);
  });
});
