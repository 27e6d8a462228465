import { describe, expect, it } from 'vitest';
import { categoryCustomUrl } from './category-url';

describe('category URL (docs/specs/admin-area.md section 5)', () => {
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
