import { describe, expect, it } from 'vitest';
import { claimResponseBody, claimTypeLabel } from './claim-response';

describe('claimResponseBody', () => {
  it('sends the response trimmed when it has text', () => {
    expect(claimResponseBody({ status: 'rejected', adminResponse: '  Not covered.  ' })).toEqual({
      status: 'rejected',
      adminResponse: 'Not covered.',
    });
  });

  it('leaves a blank response out entirely', () => {
    expect(claimResponseBody({ status: 'pending', adminResponse: ' \n\t ' })).toEqual({
      status: 'pending',
    });
    expect(claimResponseBody({ status: 'approved' })).toEqual({ status: 'approved' });
  });

  it('asks for a replacement from stock only when chosen', () => {
    expect(claimResponseBody({ status: 'approved', replaceFromStock: true })).toEqual({
      status: 'approved',
      replaceFromStock: true,
    });
    expect(claimResponseBody({ status: 'approved', replaceFromStock: false })).toEqual({
      status: 'approved',
    });
  });
});

describe('claimTypeLabel', () => {
  it('names the three claim types and shows an unknown one as sent', () => {
    expect(claimTypeLabel('account_access')).toBe('Account Access');
    expect(claimTypeLabel('product_defect')).toBe('Product Defect');
    expect(claimTypeLabel('delivery_issue')).toBe('Delivery Issue');
    expect(claimTypeLabel('other')).toBe('other');
  });
});
