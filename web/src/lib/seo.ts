/**
 * Per-page search and sharing data (docs/specs/admin-area.md 2.16 "Page title and description are
 * set per page. Keywords, a canonical link, social tags and structured collection data are also
 * set"; docs/specs/customer-area.md section 2, Product page: metaTitle and metaDescription).
 *
 * useSeo() sets, while the calling page is shown: document.title, <meta name="description">,
 * <meta name="keywords">, <link rel="canonical">, Open Graph (og:*) and Twitter (twitter:*)
 * tags, and one <script type="application/ld+json"> with schema.org data. When the page changes
 * or unmounts, every value is put back as it was and every element it added is removed.
 */
import { useEffect } from 'react';
import { SITE_NAME } from '@/config/site';

export interface SeoData {
  title: string;
  description: string;
  /** Comma-separated keywords; the tag is left out when empty. */
  keywords?: string | null;
  /** App path ("/products") or absolute URL of the page's canonical address. */
  canonicalPath: string;
  /** App path or absolute URL of the sharing image. */
  image?: string | null;
  /** og:type; "website" unless a product page says "product". */
  type?: 'website' | 'product';
  /** schema.org data, serialised into one JSON-LD script. */
  jsonLd?: Record<string, unknown> | null;
}

/** Marks the elements useSeo added, so they can be found and removed. */
const OWNED = 'data-seo';

/**
 * An absolute URL on this site for an app path (absolute URLs are returned unchanged). A server
 * render (web/src/entry-server.tsx) has no location and keeps the path: the tags are only written
 * in the browser, by useSeo's effect.
 */
function absoluteUrl(pathOrUrl: string): string {
  if (typeof window === 'undefined') return pathOrUrl;
  return new URL(pathOrUrl, window.location.origin).href;
}

type Restore = () => void;

/** Sets one attribute of the element matching `selector` (creating it); returns the undo. */
function setElement(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | null | undefined,
): Restore {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!value) {
    if (!element) return () => {};
    // Hide a tag of the previous page that would now be wrong (e.g. keywords).
    const parent = element.parentNode;
    const next = element.nextSibling;
    const removed = element;
    removed.remove();
    return () => {
      parent?.insertBefore(removed, next);
    };
  }
  if (!element) {
    element = create();
    element.setAttribute(OWNED, '');
    document.head.append(element);
    element.setAttribute(attribute, value);
    const added = element;
    return () => added.remove();
  }
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  const existing = element;
  return () => {
    if (previous === null) existing.removeAttribute(attribute);
    else existing.setAttribute(attribute, previous);
  };
}

function meta(key: 'name' | 'property', name: string, content: string | null | undefined) {
  return setElement(
    `meta[${key}="${name}"]`,
    () => {
      const tag = document.createElement('meta');
      tag.setAttribute(key, name);
      return tag;
    },
    'content',
    content,
  );
}

/** Applies the data to <head>; returns the function that restores the previous state. */
function applySeo(data: SeoData): Restore {
  const canonical = absoluteUrl(data.canonicalPath);
  const image = data.image ? absoluteUrl(data.image) : null;
  const previousTitle = document.title;
  document.title = data.title;

  const undo: Restore[] = [
    meta('name', 'description', data.description),
    meta('name', 'keywords', data.keywords?.trim() || null),
    setElement(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      canonical,
    ),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', data.type ?? 'website'),
    meta('property', 'og:title', data.title),
    meta('property', 'og:description', data.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', data.title),
    meta('name', 'twitter:description', data.description),
    meta('name', 'twitter:image', image),
  ];

  if (data.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(OWNED, '');
    // "<" escaped so no text in the data can close the script element.
    script.textContent = JSON.stringify(data.jsonLd).replace(/</g, '\\u003c');
    document.head.append(script);
    undo.push(() => script.remove());
  }

  return () => {
    for (const restore of undo.reverse()) restore();
    document.title = previousTitle;
  };
}

/**
 * Keeps <head> in step with `data` while the page is shown (null: leave <head> alone, e.g.
 * while loading). Changes are compared by value, so a new object with the same content is free.
 */
export function useSeo(data: SeoData | null): void {
  const serialised = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!serialised) return;
    return applySeo(JSON.parse(serialised) as SeoData);
  }, [serialised]);
}

/** Text cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** One entry of a listing's structured data. */
export interface ListedItem {
  name: string;
  /** App path of the item's page. */
  path: string;
  image?: string | null;
}

/** schema.org CollectionPage whose main entity is the ItemList of the listed products. */
export function collectionPageJsonLd(page: {
  name: string;
  description: string;
  path: string;
  items: readonly ListedItem[];
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.items.length,
      itemListElement: page.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(item.path),
        name: item.name,
        ...(item.image ? { image: absoluteUrl(item.image) } : {}),
      })),
    },
  };
}

/** schema.org Product with one Offer in USD; `price` is a decimal string ("12.50"). */
export function productJsonLd(product: {
  name: string;
  description: string;
  path: string;
  images: readonly string[];
  sku: string;
  category?: string | null;
  price: string;
  isInStock: boolean;
  rating?: { value: number; count: number } | null;
}): Record<string, unknown> {
  const url = absoluteUrl(product.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    url,
    ...(product.images.length ? { image: product.images.map(absoluteUrl) } : {}),
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'USD',
      availability: product.isInStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.value.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
