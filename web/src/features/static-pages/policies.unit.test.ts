import { describe, expect, it } from 'vitest';
import { privacyPolicy, REFUND_POLICY, termsOfService } from './policies';
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

const MAIL_SETTINGS = [true, false];

describe('policy pages (docs/specs/admin-area.md 2.18 and section 9)', () => {
  it.each(MAIL_SETTINGS)(
    'has 13 sections of Terms, 12 of Privacy and 11 of Refund, all last updated January 2025 (mail %s)',
    (isMailEnabled) => {
      expect(termsOfService(isMailEnabled).sections).toHaveLength(13);
      expect(privacyPolicy(isMailEnabled).sections).toHaveLength(12);
      expect(REFUND_POLICY.sections).toHaveLength(11);
      for (const policy of [
        termsOfService(isMailEnabled),
        privacyPolicy(isMailEnabled),
        REFUND_POLICY,
      ]) {
        expect(policy.lastUpdated).toBe('January 2025');
      }
    },
  );

  it.each(MAIL_SETTINGS)(
    'states the policy constants in the Terms of Service (mail %s)',
    (isMailEnabled) => {
      const terms = text(termsOfService(isMailEnabled));
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
    },
  );

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

  it.each(MAIL_SETTINGS)(
    'states the children and data constants in the Privacy Policy (mail %s)',
    (isMailEnabled) => {
      const privacy = text(privacyPolicy(isMailEnabled));
      expect(privacy).toContain('children under 13');
      expect(privacy).toContain('United Arab Emirates');
    },
  );

  it('promises licenses by e-mail only when the store sends e-mail, and points to My Orders otherwise', () => {
    expect(text(termsOfService(true))).toContain(
      'License details are also sent to your e-mail address.',
    );
    expect(text(privacyPolicy(true))).toContain('send licenses to your e-mail');
    for (const policy of [termsOfService(false), privacyPolicy(false)]) {
      const withoutMail = text(policy);
      expect(withoutMail).not.toMatch(/(sent|send) (licenses|license details) to your e-mail/i);
      expect(withoutMail).not.toContain('License details are also sent');
      expect(withoutMail).toContain('on the My Orders page of your account');
    }
  });
});
