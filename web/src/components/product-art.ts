/**
 * What a product's picture shows (docs/style.md "Product art"): the pictures an admin gave the
 * product, or, when there are none, a tile of the category's icon and the facts its name states
 * (platform, region, duration or value), never the name itself. The demo catalogue's pictures
 * (`/demo-images/`, written by seed/images/generate-images.ts) are generated placeholders that
 * repeat the name in type too small to read on a card, so they count as no picture unless the
 * product also has one of its own.
 */
import { isProductImageUrl } from '@contracts/image-url';

/**
 * The admin's pictures (accepted addresses, in order; empty when the product has none of its own,
 * and the tile shows) and the tile's facts (at most three, also shown when a picture fails).
 */
export interface ProductArt {
  images: string[];
  facts: string[];
}

const GENERATED_PICTURE = /^\/demo-images\//;

const PLATFORMS: [RegExp, string][] = [
  [/\bsteam\b/i, 'Steam'],
  [/\bxbox\b/i, 'Xbox'],
  [/\bplaystation\b|\bps[45]\b/i, 'PlayStation'],
  [/\bnintendo\b/i, 'Nintendo Switch'],
  [/\bwindows\b/i, 'Windows'],
  [/\bmac(os)?\b/i, 'macOS'],
  [/\bandroid\b/i, 'Android'],
  [/\bios\b/i, 'iOS'],
  [/\bpc\b/i, 'PC'],
];

const REGIONS: [RegExp, string][] = [
  [/\bglobal\b|\bworldwide\b/i, 'Global'],
  [/\b(US|USA)\b/, 'US'],
  [/\bEU\b|\beurope\b/i, 'EU'],
  [/\bUK\b/, 'UK'],
  [/\bTR\b|\bT[üu]rkiye\b|\bturkey\b/i, 'TR'],
];

const firstMatch = (name: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(name))?.[1];

/** "12 Months", "1 Year", "Lifetime" or the card value ("$50") that `name` states, if any. */
function termOf(name: string): string | undefined {
  const duration = /\b(\d+)\s*(day|month|year)(s?)\b/i.exec(name);
  if (duration) {
    const [, count, unit = '', plural] = duration;
    return `${count} ${unit.charAt(0).toUpperCase()}${unit.slice(1).toLowerCase()}${plural ? 's' : ''}`;
  }
  if (/\bannual\b/i.test(name)) return '12 Months';
  if (/\blifetime\b/i.test(name)) return 'Lifetime';
  return /\$\d+(?:\.\d{2})?/.exec(name)?.[0];
}

/** The platform, region and duration (or value) a product name states, in that order. */
export function productFacts(name: string): string[] {
  return [firstMatch(name, PLATFORMS), firstMatch(name, REGIONS), termOf(name)].filter(
    (fact): fact is string => fact !== undefined,
  );
}

/**
 * The art of a product: its accepted picture addresses (contracts/image-url.ts) when at least one
 * is the admin's own (an upload or an http(s) address), else none; and productFacts(name).
 */
export function productArt(product: {
  name: string;
  productImages: readonly string[];
}): ProductArt {
  const images = product.productImages.filter(isProductImageUrl);
  return {
    images: images.some((src) => !GENERATED_PICTURE.test(src)) ? images : [],
    facts: productFacts(product.name),
  };
}
