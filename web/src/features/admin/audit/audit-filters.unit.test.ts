import { describe, expect, it } from 'vitest';
import { auditSearchOf, auditViewFromSearch } from './audit-filters';

describe('audit filters in the URL', () => {
  it('reads every filter and the page, and defaults to page 1 without filters', () => {
    expect(
      auditViewFromSearch(
        '?actor=admin%40x&type=OrderPlaced&stream=order-&from=2026-03-01&to=2026-03-02&page=3',
      ),
    ).toEqual({
      actor: 'admin@x',
      type: 'OrderPlaced',
      stream: 'order-',
      from: '2026-03-01',
      to: '2026-03-02',
      page: 3,
    });
    expect(auditViewFromSearch('')).toEqual({
      actor: '',
      type: '',
      stream: '',
      from: '',
      to: '',
      page: 1,
    });
    expect(auditViewFromSearch('page=0').page).toBe(1);
    expect(auditViewFromSearch('page=2.5').page).toBe(1);
  });

  it('writes only the filters given, trimmed, and the page after the first', () => {
    const none = { actor: '', type: '', stream: '', from: '', to: '' };
    expect(auditSearchOf({ ...none, page: 1 })).toBe('');
    expect(auditSearchOf({ ...none, actor: ' admin@x ', type: 'BalanceAdjusted', page: 2 })).toBe(
      'actor=admin%40x&type=BalanceAdjusted&page=2',
    );
    const view = { ...none, stream: 'wallet-7', from: '2026-03-01', page: 4 };
    expect(auditViewFromSearch(auditSearchOf(view))).toEqual(view);
  });
});
