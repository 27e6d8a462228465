/** The Stock & Warranty Policy dialog's form rules (contracts/product-policy.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_POLICY, policyRangeMessage } from '@contracts/product-policy';
import { policyToFormValues, readPolicyForm } from './policy-form';

describe('the policy form', () => {
  it('shows a policy and reads it back unchanged', () => {
    const policy = {
      autoApproveClaims: true,
      claimCapPer90Days: 2,
      lowStockThreshold: 10,
      runOutWithinHours: 48,
      quarantineClaimRatePercent: 25,
    };
    expect(policyToFormValues(policy)).toEqual({
      autoApproveClaims: true,
      claimCapPer90Days: '2',
      lowStockThreshold: '10',
      runOutWithinHours: '48',
      quarantineClaimRatePercent: '25',
    });
    expect(readPolicyForm(policyToFormValues(policy))).toEqual({ policy, errors: null });
    expect(readPolicyForm({ ...policyToFormValues(DEFAULT_PRODUCT_POLICY) }).policy).toEqual(
      DEFAULT_PRODUCT_POLICY,
    );
  });

  it('reads numbers typed with spaces around them', () => {
    const values = { ...policyToFormValues(DEFAULT_PRODUCT_POLICY), claimCapPer90Days: ' 5 ' };
    expect(readPolicyForm(values).policy?.claimCapPer90Days).toBe(5);
  });

  it('names each field that is blank, not whole or outside its limits', () => {
    const values = {
      ...policyToFormValues(DEFAULT_PRODUCT_POLICY),
      claimCapPer90Days: '',
      lowStockThreshold: '2.5',
      runOutWithinHours: '-1',
      quarantineClaimRatePercent: '101',
    };
    expect(readPolicyForm(values)).toEqual({
      policy: null,
      errors: {
        claimCapPer90Days: policyRangeMessage('claimCapPer90Days'),
        lowStockThreshold: policyRangeMessage('lowStockThreshold'),
        runOutWithinHours: policyRangeMessage('runOutWithinHours'),
        quarantineClaimRatePercent: policyRangeMessage('quarantineClaimRatePercent'),
      },
    });
  });
});
