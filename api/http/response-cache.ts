/**
 * Serialized answers of public reads, kept while the read model they come from stays at the same
 * checkpoint (issue 8: `GET /api/products` with 5,000 products took a query of every row and a
 * multi-megabyte JSON.stringify per request). Each body carries a strong ETag computed once, so
 * Express does not hash it again per request and a revalidating browser gets a 304.
 */
import { createHash } from 'node:crypto';
import type { Response } from 'express';

interface CachedBody {
  body: Buffer;
  etag: string;
}

/** Entries kept at most (one per URL read); the oldest go first. */
const MAX_ENTRIES = 2_000;

export class ResponseCache {
  private version: string | null = null;
  private readonly entries = new Map<string, CachedBody>();

  /** `currentVersion` answers the read model's checkpoint now, as text. */
  constructor(private readonly currentVersion: () => Promise<string>) {}

  /**
   * Sends the JSON answer of `key` (e.g. the request path): from the cache when the read model
   * has not moved since it was made, else from `compute` (a DomainError or HttpError it throws
   * goes to the caller; nothing is cached then).
   */
  async sendJson(res: Response, key: string, compute: () => Promise<unknown>): Promise<void> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    let cached = this.entries.get(key);
    if (!cached) {
      const body = Buffer.from(JSON.stringify(await compute()));
      cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      if (this.version === version) {
        if (this.entries.size >= MAX_ENTRIES)
          this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, cached);
      }
    }
    // Browsers may keep it but ask each time; Express answers 304 when If-None-Match matches.
    res.set({ ETag: cached.etag, 'Cache-Control': 'no-cache' }).type('json').send(cached.body);
  }
}
