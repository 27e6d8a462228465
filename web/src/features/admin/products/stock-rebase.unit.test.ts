import { describe, expect, it } from 'vitest';
import { rebaseStockEdit } from './stock-rebase';

describe('rebaseStockEdit', () => {
  it('keeps the admin’s additions and removals on the stock as it is now', () => {
    // Loaded A B C; the admin removed B and added D; meanwhile A was sold and E added elsewhere.
    expect(rebaseStockEdit(['A', 'B', 'C'], ['C', 'A', 'D'], ['B', 'C', 'E'])).toEqual([
      'C',
      'E',
      'D',
    ]);
  });

  it('never brings back an item that left the stock meanwhile', () => {
    expect(rebaseStockEdit(['K1', 'K2'], ['K1', 'K2', 'K3'], ['K2'])).toEqual(['K2', 'K3']);
  });

  it('adds an item once when the other edit added it too', () => {
    expect(rebaseStockEdit([], ['N'], ['N'])).toEqual(['N']);
  });
});
