// Builds the web app (vite build: the browser's build in web/dist, then the server rendering build
// in web/dist-server) when either is missing or was built from other sources than the ones here
// (web/sources-digest.mjs: a digest of their contents, stamped by the server build), so `npm start`
// on a fresh clone serves the store without a separate build step. The build's own
// report (a table of every chunk) is kept back unless the build fails: then it is printed whole,
// with Vite's exit code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SOURCES_STAMP, webSourcesDigest } from '../web/sources-digest.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['web/dist/index.html', 'web/dist-server/entry-server.js'].map((file) =>
  path.join(root, file),
);
const stamp = path.join(root, SOURCES_STAMP);

const stale =
  outputs.some((file) => !fs.existsSync(file)) ||
  !fs.existsSync(stamp) ||
  fs.readFileSync(stamp, 'utf8').trim() !== webSourcesDigest(root);
const builds = [[], ['--ssr', 'src/entry-server.tsx']];
if (stale) {
  console.log('Building the web app...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  for (const extra of builds) build([vite, 'build', '--config', 'web/vite.config.ts', ...extra]);
}

function build(args) {
  // A production build whoever runs it: under a test runner's NODE_ENV=test, Vite would compile
  // the server build's JSX for React's development runtime, which a production server lacks.
  const build = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    if (build.error) console.error(build.error.message);
    console.error('The web app did not build: the store was not started.');
    process.exit(build.status ?? 1);
  }
}
