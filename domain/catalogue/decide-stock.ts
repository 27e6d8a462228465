/**
 * Stock batch commands: AddStockBatch, WithdrawStockItems, QuarantineStockBatch, and what a warranty
 * claim records on the product (ReportClaimedItems). Items reach these decisions as plaintext lines
 * with their fingerprints (keyed hashes computed by the handler); the handler seals them before
 * anything is appended. Money in integer cents.
 */
import { conflict, DomainError, notFound, ruleBroken, validationError } from '../shared/errors';
import {
  crossesClaimRate,
  duplicatesMessage,
  type StockDuplicateDto,
} from '../../contracts/stock-batches';
import type { Product, ProductEvent } from './product';
import type { FingerprintedLine } from './stock';

type ExistingProduct = Extract<Product, { productId: number }>;

function automaticProduct(state: Product): ExistingProduct {
  if (state.status !== 'existing') throw notFound('Product not found');
  if (state.details.deliveryType !== 'automatic')
    throw ruleBroken(
      'Stock batches and items are for automatic delivery: a manual product has a stock count',
    );
  return state;
}

/**
 * The lines of a batch that cannot be added: a line whose item repeats an earlier line, and a
 * line whose item the product holds or ever held (`held`: the fingerprints of every item that
 * entered its stock, sold or not).
 */
export function stockDuplicates(
  lines: readonly FingerprintedLine[],
  held: ReadonlySet<string>,
): StockDuplicateDto[] {
  const firstLines = new Map<string, number>();
  const duplicates: StockDuplicateDto[] = [];
  for (const { item, line, fingerprint } of lines) {
    const firstLine = firstLines.get(fingerprint);
    if (firstLine !== undefined) duplicates.push({ line, item, reason: 'repeated', firstLine });
    else if (held.has(fingerprint)) duplicates.push({ line, item, reason: 'held' });
    firstLines.set(fingerprint, firstLine ?? line);
  }
  return duplicates;
}

/**
 * Adds a supplier batch at the end of the stock (its items are sold after the ones before).
 * Batch ids count up within the product.
 * @throws not_found; rule for a manual product; validation for no items or a negative cost;
 *   conflict with `duplicates` (StockDuplicateDto[]) when a line repeats another or an item the
 *   product ever held
 */
export function addStockBatch(
  command: {
    lines: readonly FingerprintedLine[];
    supplier: string;
    unitCostCents: number;
    note: string;
    byUserId: number | null;
  },
  state: { product: Product; held: ReadonlySet<string> },
): ProductEvent[] {
  const product = automaticProduct(state.product);
  if (command.lines.length === 0) throw validationError('The batch has no items');
  if (!Number.isInteger(command.unitCostCents) || command.unitCostCents < 0)
    throw validationError('Unit cost must be 0 or more');
  const supplier = command.supplier.trim();
  if (!supplier) throw validationError('Supplier is required');
  const duplicates = stockDuplicates(command.lines, state.held);
  if (duplicates.length > 0)
    throw new DomainError('conflict', duplicatesMessage(duplicates.length), { duplicates });
  const batchId = Math.max(0, ...product.batches.keys()) + 1;
  return [
    {
      type: 'StockBatchAdded',
      data: {
        batchId,
        supplier,
        unitCostCents: command.unitCostCents,
        note: command.note.trim(),
        byUserId: command.byUserId,
        items: command.lines.map(({ item }) => item),
        fingerprints: command.lines.map(({ fingerprint }) => fingerprint),
      },
    },
  ];
}

/** The refusal of a withdrawal naming an item that is not on sale (any more). */
export const notAvailableMessage = (count: number) =>
  `${count === 1 ? 'One item is' : `${count} items are`} no longer available (sold or pulled meanwhile): reload the list`;

/**
 * Takes single available items out of sale. `items` are sealed items the handler resolved from
 * the ids staff chose; `missing` counts the ids that matched no available item.
 * @throws not_found; rule for a manual product; conflict when an item is no longer available
 */
export function withdrawStockItems(
  command: { items: readonly string[]; missing: number; reason: string; byUserId: number | null },
  product: Product,
): ProductEvent[] {
  const existing = automaticProduct(product);
  const available = new Set(existing.stockItems);
  const gone = command.missing + command.items.filter((item) => !available.has(item)).length;
  if (gone > 0) throw conflict(notAvailableMessage(gone));
  if (command.items.length === 0) throw validationError('Choose at least one item');
  return [
    {
      type: 'StockItemsWithdrawn',
      data: {
        items: [...new Set(command.items)],
        reason: command.reason.trim(),
        byUserId: command.byUserId,
      },
    },
  ];
}

/** The answer for a batch id the product does not have. */
export const BATCH_NOT_FOUND = 'Stock batch not found';

function quarantined(
  product: ExistingProduct,
  batchId: number,
  how: { cause: 'staff' | 'claim_rate'; reason: string; byUserId: number | null },
): ProductEvent {
  const tally = product.batches.get(batchId)!;
  return {
    type: 'StockBatchQuarantined',
    data: {
      batchId,
      productName: product.details.name,
      items: product.stockItems.filter((item) => product.batchOf.get(item) === batchId),
      cause: how.cause,
      reason: how.reason.trim(),
      byUserId: how.byUserId,
      sold: tally.sold,
      claims: tally.claims,
    },
  };
}

/**
 * Staff quarantine a batch: its remaining available items leave sale at once (a sale decided on
 * the stock before this is refused by its expected version and decided again without them).
 * Quarantining a quarantined batch changes nothing.
 * @throws not_found for the product or the batch; rule for a manual product
 */
export function quarantineStockBatch(
  command: { batchId: number; reason: string; byUserId: number | null },
  product: Product,
): ProductEvent[] {
  const existing = automaticProduct(product);
  const tally = existing.batches.get(command.batchId);
  if (!tally) throw notFound(BATCH_NOT_FOUND);
  if (tally.quarantined) return [];
  return [quarantined(existing, command.batchId, { cause: 'staff', ...command })];
}

/**
 * What a warranty claim on an order records on the product it came from: the order's items as
 * reported bad, traced to their batches; a batch whose claim rate then crosses
 * `thresholdPercent` (the product's policy, 0 = off) is quarantined in the same append. `items`
 * are the sealed items the order received from this product. Nothing for an order that received
 * no item from stock (manual delivery).
 */
export function reportClaimedItems(
  command: { claimId: number; orderId: number; items: readonly string[]; thresholdPercent: number },
  product: Product,
): ProductEvent[] {
  if (product.status !== 'existing' || command.items.length === 0) return [];
  const batchIds = [
    ...new Set(
      command.items
        .map((item) => product.batchOf.get(item))
        .filter((batchId): batchId is number => batchId !== undefined),
    ),
  ];
  const events: ProductEvent[] = [
    {
      type: 'StockItemsReportedBad',
      data: {
        claimId: command.claimId,
        orderId: command.orderId,
        items: [...command.items],
        batchIds,
      },
    },
  ];
  for (const batchId of batchIds) {
    const tally = product.batches.get(batchId)!;
    const after = { ...tally, claims: tally.claims + 1 };
    if (!tally.quarantined && crossesClaimRate(after, command.thresholdPercent)) {
      // The quarantine event reports the tally including this claim.
      const withClaim = { ...product, batches: new Map(product.batches).set(batchId, after) };
      events.push(
        quarantined(withClaim, batchId, {
          cause: 'claim_rate',
          reason: `Claim rate ${Math.floor((after.claims * 100) / after.sold)}% reached the product's threshold of ${command.thresholdPercent}%`,
          byUserId: null,
        }),
      );
    }
  }
  return events;
}

/**
 * The items the order `orderId` received from the product's stock when it was placed (its first
 * StockTaken; later ones are replacements), from the product stream's events in order.
 */
export function itemsDeliveredTo(events: readonly ProductEvent[], orderId: number): string[] {
  const taken = events.find(
    (event) =>
      event.type === 'StockTaken' &&
      event.data.orderId === orderId &&
      event.data.claimId === undefined,
  );
  return taken?.type === 'StockTaken' ? taken.data.items : [];
}
