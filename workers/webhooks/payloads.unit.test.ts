import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_SOURCE_EVENTS } from '../../contracts/webhooks';
import { webhookTypeOf } from './payloads';

describe('webhookTypeOf', () => {
  it('maps each source event to its webhook type', () => {
    for (const type of WEBHOOK_EVENT_TYPES)
      for (const source of WEBHOOK_SOURCE_EVENTS[type])
        expect(webhookTypeOf({ type: source, data: { status: 'completed' } }), source).toBe(type);
  });

  it('counts a status change only to completed, and a claim answer only once decided', () => {
    expect(webhookTypeOf({ type: 'OrderStatusChanged', data: { status: 'cancelled' } })).toBeNull();
    expect(
      webhookTypeOf({ type: 'WarrantyClaimResponded', data: { status: 'pending' } }),
    ).toBeNull();
    expect(webhookTypeOf({ type: 'WarrantyClaimResponded', data: { status: 'rejected' } })).toBe(
      'claim.answered',
    );
    expect(webhookTypeOf({ type: 'PasswordChanged', data: {} })).toBeNull();
  });
});
