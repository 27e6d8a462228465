/** Where the server build stamps the digest of the sources it was built from, under the root. */
export const SOURCES_STAMP: string;
/** The digest (hex) of the web app's sources under `root` (web/sources-digest.mjs). */
export function webSourcesDigest(root: string): string;
