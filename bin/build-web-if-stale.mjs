// Builds the web app (vite build: the browser's build in web/dist, then the server rendering build
// in web/dist-server) when either is missing or older than the web sources, so `npm start` on a
// fresh clone serves the store without a separate build step. The build's own
// report (a table of every chunk) is kept back unless the build fails: then it is printed whole,
// with Vite's exit code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['web/dist/index.html', 'web/dist-server/entry-server.js'].map((file) =>
  path.join(root, file),
);

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('dist') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(path.join(root, 'web')), newest(path.join(root, 'contracts')));
const stale = outputs.some((file) => !fs.existsSync(file) || fs.statSync(file).mtimeMs < sources);
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
