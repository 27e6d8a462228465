import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './app-routes';

describe('the app’s routes', () => {
  it('match fixed pages as wouter does: any case, an optional trailing slash', () => {
    for (const pathname of ['/', '/products', '/Products/', '/admin', '/admin/audit/'])
      expect(matchAppRoute(pathname), pathname).toEqual({ params: {} });
  });

  it('name the parameters of category, product and order pages, still encoded', () => {
    expect(matchAppRoute('/category/seo-tools')).toEqual({ params: { categoryUrl: 'seo-tools' } });
    expect(matchAppRoute('/category/seo-tools/rank%20pro')).toEqual({
      params: { categoryUrl: 'seo-tools', productUrl: 'rank%20pro' },
    });
    expect(matchAppRoute('/orders/42')).toEqual({ params: { id: '42' } });
    expect(matchAppRoute('/windows-11-pro')).toEqual({ params: { customUrl: 'windows-11-pro' } });
  });

  it('match nothing else: deeper paths, unknown admin screens, reserved single segments', () => {
    for (const pathname of [
      '/no/such/page',
      '/products/extra',
      '/category/a/b/c',
      '/admin/no-such-screen',
      '/admin-secrets',
      '/dashboard/x',
    ])
      expect(matchAppRoute(pathname), pathname).toBeNull();
  });
});
