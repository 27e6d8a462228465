/**
 * Developer loop: `npm run dev` runs the API under `tsx watch` and the web app on
 * Vite's dev server. The page is served with Vite's hot-reload client and React Fast Refresh,
 * API calls go through the dev server's proxy, a changed web file reaches the open page without
 * a rebuild, and a changed API file restarts the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../support/database';
import { closeContextsAfterEachTest, launchBrowser } from './browser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A component of the home page (web) and a module of the API: touched to trigger the reloads. */
const WEB_FILE = path.join(ROOT, 'web/src/features/catalogue/components/home-page.tsx');
const API_FILE = path.join(ROOT, 'api/health.ts');
const SERVING = /KeyMart is serving on/g;

let dev: ChildProcess;
let output = '';
let browser: Browser;
let webUrl = '';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Sets a file's modification time to now, as an editor's save would (its content unchanged). */
function touch(file: string) {
  const now = new Date();
  fs.utimesSync(file, now, now);
}

const servingCount = () => output.match(SERVING)?.length ?? 0;

beforeAll(async () => {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  webUrl = `http://localhost:${webPort}`;
  dev = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATABASE_URL: await createTestDatabase(),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
    },
    // Its own process group: npm, concurrently, tsx and Vite stop together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Vite colours its lines whatever the terminal: read them without the escape codes.
  const collect = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  dev.stdout!.on('data', collect);
  dev.stderr!.on('data', collect);
  await vi.waitFor(
    () => {
      expect(servingCount(), output).toBe(1);
      expect(output).toContain(`localhost:${webPort}`);
    },
    { timeout: 90_000, interval: 200 },
  );
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
  }
});
closeContextsAfterEachTest(() => browser);

it('serves the app with hot reload, proxies the API and restarts it on change', async () => {
  // The page comes with Vite's client and React Fast Refresh, not the built bundle.
  const html = await (await fetch(webUrl)).text();
  expect(html).toContain('/@vite/client');
  expect(html).toContain('/@react-refresh');
  // The API answers through the dev server's proxy.
  const products = await fetch(`${webUrl}/api/products`);
  expect(products.status).toBe(200);
  expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0);

  // A saved web file reaches the open page over Vite's hot-reload connection.
  const page = await browser.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(webUrl);
  await vi.waitFor(() => expect(consoleLines.join('\n')).toContain('[vite] connected'), {
    timeout: 30_000,
    interval: 100,
  });
  touch(WEB_FILE);
  await vi.waitFor(
    () => expect(consoleLines.join('\n')).toMatch(/\[vite\] (hot updated|page reload)/),
    { timeout: 30_000, interval: 100 },
  );
  await page.close();

  // A saved API file restarts the API (SIGTERM, graceful stop, start), which serves again.
  touch(API_FILE);
  await vi.waitFor(() => expect(servingCount(), output).toBe(2), {
    timeout: 60_000,
    interval: 200,
  });
  const again = await fetch(`${webUrl}/api/products`);
  expect(again.status).toBe(200);
}, 180_000);
