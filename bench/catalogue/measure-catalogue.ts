/**
 * Catalogue reads: `GET /api/products`, `/api/products/by-url/{url}` and
 * `/api/categories/{id}/products` at 32 connections, each next to a bare Express app serving a
 * fixed JSON body of the same size (bench/catalogue/fixed-json-server.ts, a process of its own).
 * Target: at least half the fixed-body rate, p99 under 20 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from '../http/load';
import { startChildServer } from '../support/child-server';
import { count, ms } from '../support/stats';
import { ratio, verdict, type BenchRow } from '../support/table';

const CONNECTIONS = 32;

/** Starts the fixed-body server with `body`; resolves with its URL and how to stop it. */
async function startFixedJsonServer(body: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-bench-json-'));
  const file = path.join(dir, 'body.json');
  fs.writeFileSync(file, body);
  const server = await startChildServer(path.join(import.meta.dirname, 'fixed-json-server.ts'), [
    file,
  ]);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One row per read: rate and p99 at 32 connections, next to the fixed-body Express rate. */
export async function measureCatalogue(options: {
  storeUrl: string;
  categoryId: number;
  productUrl: string;
  seconds: number;
  onProgress?: (text: string) => void;
}): Promise<BenchRow[]> {
  const reads = [
    '/api/products',
    `/api/products/by-url/${encodeURIComponent(options.productUrl)}`,
    `/api/categories/${options.categoryId}/products`,
  ];
  const rows: BenchRow[] = [];
  for (const read of reads) {
    const response = await fetch(new URL(read, options.storeUrl));
    if (response.status !== 200) throw new Error(`GET ${read}: ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    options.onProgress?.(`Catalogue: GET ${read}`);
    const ours = await runLoad({
      baseUrl: options.storeUrl,
      connections: CONNECTIONS,
      seconds: options.seconds,
      requestOf: () => ({ path: read }),
      expectedStatus: 200,
    });
    options.onProgress?.(`Catalogue: fixed JSON of ${count(body.length)} bytes`);
    const fixed = await startFixedJsonServer(body);
    let reference;
    try {
      reference = await runLoad({
        baseUrl: fixed.url,
        connections: CONNECTIONS,
        seconds: options.seconds,
        requestOf: () => ({ path: read }),
        expectedStatus: 200,
      });
    } finally {
      await fixed.stop();
    }
    rows.push({
      what: `GET ${read.replace(options.productUrl, '{url}').replace(`/${options.categoryId}/`, '/{id}/')} (${count(body.length)} bytes), ${CONNECTIONS} connections: requests/s, p99`,
      figure: `${count(ours.perSecond)}/s, ${ms(ours.p99)}`,
      reference: `${count(reference.perSecond)}/s, ${ms(reference.p99)} (Express, fixed body)`,
      ratio: ratio(ours.perSecond, reference.perSecond),
      target: verdict(
        '≥ 0.5×, p99 < 20 ms',
        ours.perSecond >= reference.perSecond / 2 && ours.p99 < 20,
      ),
    });
  }
  return rows;
}
