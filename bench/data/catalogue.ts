/**
 * The generated catalogue: the spec's categories and the demo products (seed/demo-catalogue.ts)
 * as templates for as many products as asked, each an edition of a demo product with its own URL,
 * a price near the template's, and fresh auto-delivery items shaped like the template's.
 */
import type { CategoryDetails } from '../../domain/catalogue/category';
import type { ProductDetails } from '../../domain/catalogue/product';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from '../../seed/demo-catalogue';
import type { Random } from './random';
import { EDITIONS } from './texts';

/** The characters of generated keys (no look-alikes). */
const KEY_CHARS = 'BCDFGHJKMPQRTVWXY2346789';
const PASSWORD_CHARS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%*?';

/** Every demo category, as CreateCategory receives it (as the demo seed sends it). */
export function categoryPlans(): { key: string; details: CategoryDetails }[] {
  return DEMO_CATEGORIES.map(({ key, ...details }) => ({
    key,
    details: { ...details, metaKeywords: '', isActive: true },
  }));
}

/** A product to create: its details, FAQs and the template its stock items look like. */
export interface ProductPlan {
  details: ProductDetails;
  faqs: { question: string; answer: string }[];
  template: DemoProduct;
}

const AUTOMATIC_TEMPLATES = DEMO_PRODUCTS.filter((p) => p.deliveryType === 'automatic');

/**
 * Product number `index` (0-based): an edition of demo product `index % 48` (an automatic one
 * when `automatic`) in the template's category (`categoryIds` by category key), named and
 * addressed after its number. The first 48 are the demo products themselves, with their names
 * and URLs.
 */
export function productPlan(
  index: number,
  automatic: boolean,
  categoryIds: ReadonlyMap<string, number>,
  random: Random,
): ProductPlan {
  let template = DEMO_PRODUCTS[index % DEMO_PRODUCTS.length]!;
  if (automatic && template.deliveryType !== 'automatic')
    template = AUTOMATIC_TEMPLATES[index % AUTOMATIC_TEMPLATES.length]!;
  const isDemo = index < DEMO_PRODUCTS.length && template === DEMO_PRODUCTS[index];
  const factor = isDemo ? 1 : 0.8 + random.next() * 0.4;
  // Prices end in 99 cents, as the demo's do.
  const priceCents = Math.max(99, Math.round((template.priceCents * factor) / 100) * 100 - 1);
  const originalPriceCents =
    template.originalPriceCents === null
      ? null
      : Math.max(priceCents + 100, Math.round(template.originalPriceCents * factor));
  const name = isDemo
    ? template.name
    : `${template.name} (${EDITIONS[index % EDITIONS.length]}, lot ${index + 1})`;
  return {
    template,
    faqs: template.faqs,
    details: {
      name,
      description: template.description,
      shortDescription: template.shortDescription,
      longDescription: template.longDescription,
      priceCents,
      originalPriceCents,
      categoryId: categoryIds.get(template.categoryKey) ?? null,
      deliveryType: template.deliveryType,
      productImages: template.images,
      warrantyDays: template.warrantyDays,
      metaTitle: `Buy ${name} | KeyMart`,
      metaDescription: template.metaDescription,
      metaKeywords: '',
      productUrl: isDemo ? template.productUrl : `${template.productUrl}-${index + 1}`,
      customUrl: '',
      sortOrderInCategory: 0,
      showOnHomepage: isDemo && template.showOnHomepage,
      reviewRating: template.reviewRating,
      isActive: true,
      // Staff keep more units of manual products than the demo, for a year of sales.
      manualStock: template.deliveryType === 'manual' ? template.stock * 5 : 0,
    },
  };
}

/**
 * Makes auto-delivery items shaped like a template's first item: accounts get a unique login
 * (a serial) and a random password; keys, codes and links get random characters in place of the
 * template's capitals and digits after its last label.
 */
export class StockItems {
  private serial = 0;

  constructor(private readonly random: Random) {}

  /** `count` new items like `template`'s. */
  make(template: DemoProduct, count: number): string[] {
    const sample = template.stockItems[0] ?? 'XXXXX-XXXXX-XXXXX-XXXXX-XXXXX';
    const account = /^Email: ([^@]*?)\d*@([^ ]+)/.exec(sample);
    return Array.from({ length: count }, () => {
      this.serial += 1;
      if (account)
        return `Email: ${account[1]}${this.serial}@${account[2]} | Password: ${this.random.text(PASSWORD_CHARS, 10)}`;
      return this.masked(sample);
    });
  }

  /** The text staff deliver for a manual order (a code they bought for the customer). */
  manualDelivery(): string {
    return `Code: ${this.masked('XXXXX-XXXXX-XXXXX-XXXXX-XXXXX')}`;
  }

  private masked(sample: string): string {
    const label = sample.lastIndexOf(': ');
    const start = label < 0 ? 0 : label + 2;
    let out = sample.slice(0, start);
    for (let i = start; i < sample.length; i++) {
      const code = sample.charCodeAt(i);
      const isCapitalOrDigit = (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
      out += isCapitalOrDigit ? this.random.text(KEY_CHARS, 1) : sample.charAt(i);
    }
    return out;
  }
}
