/**
 * What stock commands need to recognise a key: the fingerprints (keyed hashes) of the lines staff
 * sent, and every item the product ever held by fingerprint (application/security/secret-box.ts
 * `stockFingerprints`). Items recorded before fingerprints existed are opened here, under the
 * product's lock, and fingerprinted; plaintexts never reach an event or a log.
 */
import type { ProductEvent } from '../../domain/catalogue/product';
import {
  stockItemHistory,
  type FingerprintedLine,
  type HeldItem,
} from '../../domain/catalogue/stock';
import { stockLines } from '../../contracts/stock-items';
import type { RecordedEvent } from '../event-store/types';
import type { SecretBox } from '../security/secret-box';

/** The product events of a loaded stream, as decide and the history read them. */
export const productEventsOf = (events: readonly RecordedEvent[]): ProductEvent[] =>
  events.map((event) => ({ type: event.type, data: event.data }) as ProductEvent);

/** The non-empty lines of `items`, trimmed, each with its line and fingerprint. */
export async function fingerprintedLines(
  secrets: SecretBox,
  productId: number,
  items: readonly string[],
): Promise<FingerprintedLine[]> {
  const lines = stockLines(items);
  const fingerprints = await secrets.stockFingerprints(
    productId,
    lines.map(({ item }) => item),
  );
  return lines.map((line, index) => ({ ...line, fingerprint: fingerprints[index]! }));
}

/** Every item product `productId` ever held, by fingerprint, from its stream's events in order. */
export async function heldStock(
  secrets: SecretBox,
  productId: number,
  events: readonly ProductEvent[],
): Promise<Map<string, HeldItem>> {
  const history = [...stockItemHistory(events).values()];
  const unprinted = history.filter((held) => held.fingerprint === null);
  const opened = await Promise.all(unprinted.map((held) => secrets.open(held.item)));
  const fingerprints = await secrets.stockFingerprints(productId, opened);
  unprinted.forEach((held, index) => (held.fingerprint = fingerprints[index]!));
  return new Map(history.map((held) => [held.fingerprint!, held]));
}
