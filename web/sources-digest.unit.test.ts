/**
 * The digest `npm start` compares before it rebuilds the web app (web/sources-digest.mjs): it follows
 * the sources' contents, not their modification times, and leaves the builds' outputs out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { webSourcesDigest } from './sources-digest.mjs';

let root: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-web-sources-'));
  write('web/src/page.tsx', 'export const page = 1;\n');
  write('web/index.html', '<div id="root"></div>\n');
  write('contracts/money.ts', 'export const cents = 100;\n');
  write('web/dist/index.html', 'built\n');
  write('web/dist-server/entry-server.js', 'built\n');
  write('web/node_modules/some-package/index.js', 'module.exports = 1;\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('stays the same when a source is touched but not changed, or when an output changes', () => {
  const before = webSourcesDigest(root);
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(root, 'web/src/page.tsx'), later, later);
  write('web/dist/index.html', 'built again\n');
  write('web/dist-server/sources.sha256', 'stamp\n');
  write('web/node_modules/some-package/index.js', 'module.exports = 2;\n');
  expect(webSourcesDigest(root)).toBe(before);
});

it('changes with the content of a source, a new source, a shared contract or a renamed file', () => {
  const digests = new Set([webSourcesDigest(root)]);
  write('web/src/page.tsx', 'export const page = 2;\n');
  digests.add(webSourcesDigest(root));
  write('web/src/other.tsx', '');
  digests.add(webSourcesDigest(root));
  write('contracts/money.ts', 'export const cents = 1000;\n');
  digests.add(webSourcesDigest(root));
  fs.renameSync(path.join(root, 'web/src/other.tsx'), path.join(root, 'web/src/renamed.tsx'));
  digests.add(webSourcesDigest(root));
  expect(digests.size).toBe(5);
});
