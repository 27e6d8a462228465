/**
 * What staff are told about stock, by Telegram and by e-mail: a product running low
 * (StockRanLow, contracts/stock-alerts.ts) and a batch quarantined automatically for its claim
 * rate (StockBatchQuarantined with cause `claim_rate`; a quarantine staff made themselves tells
 * no one). Pure functions of the event's data; plain text.
 */
import type { StockBatchQuarantinedData, StockRanLowData } from '../domain/catalogue/stock';

/** The events that may alert staff about stock. */
export const STOCK_ALERT_EVENT_TYPES = ['StockRanLow', 'StockBatchQuarantined'] as const;

/** A stock alert: a subject line and the text below it. */
export interface StockAlert {
  subject: string;
  text: string;
}

/** The alert `event` gives staff, or null when it gives none. */
export function stockAlertFor(event: { type: string; data: object }): StockAlert | null {
  if (event.type === 'StockRanLow') {
    const low = event.data as StockRanLowData;
    const reasons = [
      ...(low.belowThreshold ? [`below the alert threshold of ${low.lowStockThreshold}`] : []),
      ...(low.hoursLeft !== null
        ? [
            `at the last 24 hours' pace (${low.soldLastWindow} sold) it runs out in about ${low.hoursLeft} h`,
          ]
        : []),
    ];
    return {
      subject: `Running low: ${low.productName} (${low.available} left)`,
      text: `${low.productName} is running low: ${low.available} left, ${reasons.join('; ')}. Add stock before it sells out.`,
    };
  }
  if (event.type === 'StockBatchQuarantined') {
    const batch = event.data as StockBatchQuarantinedData;
    if (batch.cause !== 'claim_rate') return null;
    const name = batch.productName ?? 'a product';
    return {
      subject: `Batch ${batch.batchId} of ${name} quarantined`,
      text:
        `Stock batch ${batch.batchId} of ${name} was quarantined automatically: ${batch.claims} warranty claims ` +
        `on ${batch.sold} keys sold. ${batch.items.length} remaining keys left sale. ${batch.reason}.`,
    };
  }
  return null;
}
