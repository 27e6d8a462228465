// The web app's sources as one SHA-256 digest: the path and content of every file under web/ and
// contracts/ (the builds' outputs, web/dist*, and node_modules left out). The server build writes
// it beside its output (SOURCES_STAMP, web/vite.config.ts), and `npm start` rebuilds only when it
// differs (bin/build-web-if-stale.mjs): a file saved unchanged, checked out again or touched by a
// test rebuilds nothing, where a comparison of modification times rebuilt the app under the
// pages a running store was serving.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the server build stamps the digest of the sources it was built from, under the root. */
export const SOURCES_STAMP = 'web/dist-server/sources.sha256';

/** The digest (hex) of the web app's sources under `root`, the repository's root folder. */
export function webSourcesDigest(root) {
  const hash = createHash('sha256');
  const add = (dir) => {
    const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name.startsWith('dist') || entry.name === 'node_modules') continue;
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) add(file);
      else
        hash
          .update(`${file}\0`)
          .update(fs.readFileSync(path.join(root, file)))
          .update('\0');
    }
  };
  add('web');
  add('contracts');
  return hash.digest('hex');
}
