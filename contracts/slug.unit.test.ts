import { expect, it } from 'vitest';
import { slugify } from './slug';

it('derives a URL from a name as docs/specs/admin-area.md section 5 says', () => {
  expect(slugify('SEO Tools')).toBe('seo-tools');
  expect(slugify('VPN & Security')).toBe('vpn-security');
  expect(slugify('  Office 2021 -- Pro!  ')).toBe('office-2021-pro');
  expect(slugify('Oyun Kartları')).toBe('oyun-kartları');
  expect(slugify('--Games--')).toBe('games');
  expect(slugify('***')).toBe('');
});
