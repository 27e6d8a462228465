/**
 * Serialized answers of public reads, kept while the read model they come from stays at the same
 * checkpoint: otherwise `GET /api/products` with 5,000 products costs a query of every row and a
 * multi-megabyte JSON.stringify per request. Each body carries a strong ETag computed once, so
 * Express does not hash it again per request and a revalidating browser gets a 304.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/** Compressions kept beside a body, made on the first request that accepts each. */
type Encoding = 'br' | 'gzip';

interface CachedBody {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** What the compression middleware would do per request, once per body (Brotli quality 4). */
const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** Bodies smaller than this go out as they are (as with the compression middleware). */
const COMPRESS_FROM_BYTES = 1024;

/** Entries kept at most (one per URL read); the oldest go first. */
const MAX_ENTRIES = 2_000;

export class ResponseCache {
  private version: string | null = null;
  private readonly entries = new Map<string, CachedBody>();

  /** `currentVersion` answers the read model's checkpoint now, as text. */
  constructor(private readonly currentVersion: () => Promise<string>) {}

  /**
   * The serialized JSON answer of `key` (e.g. the request path): from the cache when the read
   * model has not moved since it was made, else from `compute` (a DomainError or HttpError it
   * throws goes to the caller; nothing is cached then).
   */
  async json(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
    return (await this.entry(key, compute)).body;
  }

  /**
   * Sends the JSON answer of `key` (see json), compressed once per body for clients that accept
   * Brotli or gzip (the compression middleware leaves a response with an encoding alone).
   */
  async sendJson(
    req: Request,
    res: Response,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<void> {
    const cached = await this.entry(key, compute);
    // Browsers may keep it but ask each time; Express answers 304 when If-None-Match matches.
    res
      .set({ ETag: cached.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' })
      .type('json');
    const encoding =
      cached.body.length >= COMPRESS_FROM_BYTES ? req.acceptsEncodings('br', 'gzip') : false;
    if (encoding === 'br' || encoding === 'gzip') {
      cached.encoded[encoding] ??= ENCODERS[encoding](cached.body);
      // Each representation has its own strong validator.
      res
        .set({ 'Content-Encoding': encoding, ETag: `${cached.etag.slice(0, -1)}-${encoding}"` })
        .send(cached.encoded[encoding]);
      return;
    }
    res.send(cached.body);
  }

  private async entry(key: string, compute: () => Promise<unknown>): Promise<CachedBody> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    let cached = this.entries.get(key);
    if (!cached) {
      const body = Buffer.from(JSON.stringify(await compute()));
      cached = {
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        encoded: {},
      };
      if (this.version === version) {
        if (this.entries.size >= MAX_ENTRIES)
          this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, cached);
      }
    }
    return cached;
  }
}
