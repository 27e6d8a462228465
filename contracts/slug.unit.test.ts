import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify, urlFromName } from './slug';

describe('slugify', () => {
  it('derives a URL from a name as docs/specs/admin-area.md section 5 says', () => {
    expect(slugify('SEO Tools')).toBe('seo-tools');
    expect(slugify('VPN & Security')).toBe('vpn-security');
    expect(slugify('  Office 2021 -- Pro!  ')).toBe('office-2021-pro');
    expect(slugify('Oyun Kartları')).toBe('oyun-kartları');
    expect(slugify('--Games--')).toBe('games');
    expect(slugify('***')).toBe('');
  });

  it('gives a clean path segment for any text, and a slug is its own slug', () => {
    const text = fc.oneof(
      fc.string({
        unit: fc.constantFrom('a', 'B', 'é', 'ı', '7', ' ', '-', '&', '!', '/', '.', '_'),
      }),
      fc.string({ unit: 'grapheme' }),
    );
    fc.assert(
      fc.property(text, (name) => {
        const slug = slugify(name);
        // Letters, digits and single inner hyphens only: no space, slash, dot or edge hyphen.
        expect(slug).toMatch(/^(?:[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)?$/u);
        expect(slugify(slug)).toBe(slug);
        // Every letter or digit of the lowercased name is kept, in order.
        const kept = [...name.toLowerCase()].filter((c) => /[\p{L}\p{N}]/u.test(c)).join('');
        expect(slug.replaceAll('-', '')).toBe(kept);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('urlFromName', () => {
  it('fills the URL from the name only when the URL is empty', () => {
    expect(urlFromName('', 'Streaming Accounts')).toBe('streaming-accounts');
    expect(urlFromName('   ', 'Streaming Accounts')).toBe('streaming-accounts');
    expect(urlFromName('TV & Film', 'Streaming Accounts')).toBe('tv-film');
  });

  it('is the slug of the URL when it holds any text, else the slug of the name', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (url, name) => {
        expect(urlFromName(url, name)).toBe(slugify(url.trim() === '' ? name : url));
      }),
    );
  });
});
