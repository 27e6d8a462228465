/**
 * The commands that serve the built web app (`npm start`, and `npm run bench`, whose last
 * section loads the pages in Chromium) build it first when web/dist is missing or stale: a fresh
 * clone has no web/dist, and the store would answer its pages with 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const scripts = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('scripts that serve the web app', () => {
  it.each(['start', 'bench'])('npm run %s builds the web app when it is stale first', (name) => {
    expect(scripts[name]).toMatch(/^node bin\/build-web-if-stale\.mjs && /);
  });
});
