/**
 * Which image addresses the store accepts and renders (ARCHITECTURE.md "Security model"): a product
 * image is an http(s) address or an image the store serves itself; BBCode [img] is narrower, the
 * store's own images and the hosts an operator lists (BBCODE_IMAGE_HOSTS). Anything else
 * (javascript:, data:, protocol-relative //host, relative paths elsewhere) is refused, so it can
 * never reach an `src`. Shared by the API's request schemas and the web app's renderers.
 */

/**
 * A path of an image the store serves: an admin's upload (`/uploads/<hash>.<ext>`, what
 * POST /api/upload-image answers, api/uploads) or a demo catalogue picture (`/demo-images/<name>`).
 */
const STORE_IMAGE_PATH = /^\/(?:uploads|demo-images)\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The refusal of a product image address (400 on product create and update). */
export const PRODUCT_IMAGE_URL_MESSAGE =
  'Image URL must start with https:// or http://, or be an image uploaded to the store (/uploads/...)';

/** True for an image the store serves itself: `/uploads/<name>` or `/demo-images/<name>`. */
export function isStoreImagePath(value: string): boolean {
  return STORE_IMAGE_PATH.test(value);
}

/**
 * The absolute http(s) URL `value` names, or null: it must spell its scheme (`https://` or
 * `http://`, any case) and name a host; the WHATWG URL parser has the last word.
 */
export function httpImageUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
      ? url
      : null;
  } catch {
    return null;
  }
}

/** True for a product image address the store accepts: http(s) with a host, or a store image. */
export function isProductImageUrl(value: string): boolean {
  return isStoreImagePath(value) || httpImageUrl(value) !== null;
}

/**
 * Reads a comma list of host names (BBCODE_IMAGE_HOSTS): trimmed, lower case, empties dropped.
 * Returns the hosts, or the first entry that is not a plain host name (letters, digits, dots,
 * hyphens; an optional `:port` is not allowed, a host is matched whatever the port).
 */
export function parseImageHosts(list: string): { hosts: string[] } | { invalid: string } {
  const hosts: string[] = [];
  for (const entry of list.split(',')) {
    const host = entry.trim().toLowerCase();
    if (host === '') continue;
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(host))
      return { invalid: entry.trim() };
    hosts.push(host);
  }
  return { hosts };
}

/**
 * True for a BBCode [img] address the store renders: one of its own images, or an https URL
 * whose host is exactly one of `allowedHosts` (lower-case host names, as parseImageHosts gives;
 * no subdomains implied). Plain http is refused: a description is read on https pages.
 */
export function isBbcodeImageUrl(value: string, allowedHosts: readonly string[]): boolean {
  if (isStoreImagePath(value)) return true;
  const url = httpImageUrl(value);
  return url?.protocol === 'https:' && allowedHosts.includes(url.hostname);
}
