import { describe, expect, it } from 'vitest';
import { stockAlertFor } from './stock-alerts';

describe('stockAlertFor', () => {
  it('tells why a product runs low', () => {
    expect(
      stockAlertFor({
        type: 'StockRanLow',
        data: {
          productName: 'Game key',
          available: 2,
          lowStockThreshold: 3,
          runOutWithinHours: 12,
          soldLastWindow: 48,
          belowThreshold: true,
          hoursLeft: 1,
        },
      }),
    ).toEqual({
      subject: 'Running low: Game key (2 left)',
      text: "Game key is running low: 2 left, below the alert threshold of 3; at the last 24 hours' pace (48 sold) it runs out in about 1 h. Add stock before it sells out.",
    });
  });

  it('tells of an automatic quarantine, not of one staff made', () => {
    const data = {
      batchId: 4,
      productName: 'Game key',
      items: ['x', 'y'],
      cause: 'claim_rate' as const,
      reason: "Claim rate 50% reached the product's threshold of 40%",
      byUserId: null,
      sold: 4,
      claims: 2,
    };
    expect(stockAlertFor({ type: 'StockBatchQuarantined', data })).toEqual({
      subject: 'Batch 4 of Game key quarantined',
      text: "Stock batch 4 of Game key was quarantined automatically: 2 warranty claims on 4 keys sold. 2 remaining keys left sale. Claim rate 50% reached the product's threshold of 40%.",
    });
    expect(
      stockAlertFor({ type: 'StockBatchQuarantined', data: { ...data, cause: 'staff' } }),
    ).toBeNull();
  });
});
