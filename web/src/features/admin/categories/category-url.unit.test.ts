import { describe, expect, it } from 'vitest';
import { categoryCustomUrl, slugify } from './category-url';

describe('category URL (admin-area.md section 5)', () => {
  it('lowercases, keeps letters, digits, spaces and hyphens, and turns spaces into hyphens', () => {
    expect(slugify('SEO Tools')).toBe('seo-tools');
    expect(slugify('VPN & Security')).toBe('vpn-security');
    expect(slugify('Office 2021 Pro!')).toBe('office-2021-pro');
  });

  it('collapses repeated hyphens and drops them at the ends', () => {
    expect(slugify('  Office -- Pro  ')).toBe('office-pro');
    expect(slugify('--Games--')).toBe('games');
  });

  it('keeps letters of any alphabet, Turkish too', () => {
    expect(slugify('Oyun Kartları')).toBe('oyun-kartları');
  });

  it('leaves nothing of a name without letters or digits', () => {
    expect(slugify('***')).toBe('');
  });

  it('fills the URL from the name only when customUrl is empty', () => {
    expect(categoryCustomUrl({ name: 'Streaming Accounts', customUrl: '' })).toBe(
      'streaming-accounts',
    );
    expect(categoryCustomUrl({ name: 'Streaming Accounts', customUrl: '   ' })).toBe(
      'streaming-accounts',
    );
    expect(categoryCustomUrl({ name: 'Streaming Accounts', customUrl: 'TV & Film' })).toBe(
      'tv-film',
    );
  });
});
