import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY, REFUND_POLICY, TERMS_OF_SERVICE } from './policies';
import type { Policy } from './policies';

const text = (policy: Policy) =>
  [
    policy.intro,
    ...policy.sections.flatMap((s) => [
      s.title,
      ...s.paragraphs,
      ...(s.bullets ?? []),
      ...(s.after ?? []),
    ]),
  ].join('\n');

describe('policy pages (docs/specs/admin-area.md 2.18 and section 9)', () => {
  it('has 13 sections of Terms, 12 of Privacy and 11 of Refund, all last updated January 2025', () => {
    expect(TERMS_OF_SERVICE.sections).toHaveLength(13);
    expect(PRIVACY_POLICY.sections).toHaveLength(12);
    expect(REFUND_POLICY.sections).toHaveLength(11);
    for (const policy of [TERMS_OF_SERVICE, PRIVACY_POLICY, REFUND_POLICY]) {
      expect(policy.lastUpdated).toBe('January 2025');
    }
  });

  it('states the policy constants in the Terms of Service', () => {
    const terms = text(TERMS_OF_SERVICE);
    for (const phrase of [
      'within 15 minutes',
      'within 24 hours',
      '30 to 365 days',
      'Warranty claims are processed within 24 hours',
      'only within 24 hours of purchase',
      'reviewed within 48 hours',
      '5-10 business days',
      'non-refundable and non-transferable',
      'never expires',
      'children under 13',
      'US dollars (USD)',
      'United Arab Emirates',
    ]) {
      expect(terms).toContain(phrase);
    }
  });

  it('states the refund constants in the Refund Policy', () => {
    const refund = text(REFUND_POLICY);
    for (const phrase of [
      'only within 24 hours of purchase',
      'within 48 hours',
      '5-10 business days',
      'non-refundable and non-transferable',
      'never expires',
      '30 to 365 days',
    ]) {
      expect(refund).toContain(phrase);
    }
  });

  it('states the children and data constants in the Privacy Policy', () => {
    const privacy = text(PRIVACY_POLICY);
    expect(privacy).toContain('children under 13');
    expect(privacy).toContain('United Arab Emirates');
  });
});
