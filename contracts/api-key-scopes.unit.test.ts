import { describe, expect, it } from 'vitest';
import { mayGrantScope, scopesCover, scopesReaching } from './api-key-scopes';

describe('scopesCover', () => {
  it('lets a read scope reach its permission with GET and HEAD only', () => {
    expect(scopesCover(['orders:read'], 'orders.read', 'GET')).toBe(true);
    expect(scopesCover(['orders:read'], 'orders.read', 'HEAD')).toBe(true);
    expect(scopesCover(['orders:read'], 'orders.read', 'POST')).toBe(false);
    expect(scopesCover(['products:read'], 'catalogue', 'PUT')).toBe(false);
    expect(scopesCover(['products:write'], 'catalogue', 'PUT')).toBe(true);
  });

  it('reaches no permission that no scope names', () => {
    const all = ['orders:read', 'orders:fulfil', 'stock:write', 'products:write'] as const;
    for (const permission of ['balances', 'staff', 'users.manage', 'settings', 'audit'] as const)
      expect(scopesCover(all, permission, 'GET')).toBe(false);
  });

  it('names the scopes reaching a route for the OpenAPI document', () => {
    expect(scopesReaching('catalogue', 'GET')).toEqual(['products:read', 'products:write']);
    expect(scopesReaching('dashboard', 'GET')).toEqual(['reports:read']);
    expect(scopesReaching('balances', 'POST')).toEqual([]);
  });
});

describe('mayGrantScope', () => {
  it('gives a scope only to staff whose roles hold every permission it covers', () => {
    expect(mayGrantScope(['support'], 'orders:read')).toBe(true);
    expect(mayGrantScope(['support'], 'stock:write')).toBe(false);
    expect(mayGrantScope(['finance'], 'reports:read')).toBe(true);
    expect(mayGrantScope(['admin'], 'products:write')).toBe(true);
  });
});
