/** A review author's name and initial (docs/specs/customer-area.md section 3, Comment). */
import { describe, expect, it } from 'vitest';
import { reviewerInitial, reviewerName } from './review-display';

describe('reviewer display', () => {
  it('uses the part of the e-mail before the at sign and its first letter', () => {
    expect(reviewerName('jane.doe@example.com')).toBe('jane.doe');
    expect(reviewerInitial('jane.doe@example.com')).toBe('J');
  });

  it('falls back to Anonymous and U without an e-mail', () => {
    for (const email of ['', null, undefined, '@example.com']) {
      expect(reviewerName(email)).toBe('Anonymous');
      expect(reviewerInitial(email)).toBe('U');
    }
  });
});
