import { describe, expect, it } from 'vitest';
import { adminTransactionsCsvUrl } from './get-admin-transactions';

describe("the transactions list's export address", () => {
  it('carries the search, type and status that are set, and no paging', () => {
    expect(adminTransactionsCsvUrl({ search: ' refund ', type: 'refund', status: '' })).toBe(
      '/api/admin/transactions.csv?search=refund&type=refund',
    );
    expect(adminTransactionsCsvUrl({ search: '', type: '', status: '' })).toBe(
      '/api/admin/transactions.csv',
    );
  });
});
