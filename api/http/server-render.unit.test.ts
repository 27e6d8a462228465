/**
 * The server renderer loads the web app's server build, keeps what it rendered by address and
 * answers, loads a new build when its file changes, and never fails a page: without a build, or
 * when a render throws, it answers null (the page then renders in the browser).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../application/logger';
import { serverRenderer } from './server-render';

let build: string;
let log: { error: ReturnType<typeof vi.fn> };

/**
 * Writes a server build whose renderPage answers `markup` and the answers it was given, counting
 * its renders in globalThis.renders, or throws when `markup` is null.
 */
async function writeBuild(markup: string | null, modified: Date): Promise<void> {
  const file = path.join(build, 'entry-server.js');
  await fs.writeFile(
    file,
    `export async function renderPage(url, answers) {
      globalThis.renders = (globalThis.renders ?? 0) + 1;
      ${markup === null ? "throw new Error('render failed');" : ''}
      return { html: ${JSON.stringify(markup)} + url + JSON.stringify([...answers]), styles: '<style></style>' };
    }`,
  );
  await fs.utimes(file, modified, modified);
}

const renders = () => (globalThis as { renders?: number }).renders ?? 0;

beforeEach(async () => {
  build = await fs.mkdtemp(path.join(os.tmpdir(), 'keymart-server-build-'));
  log = { error: vi.fn() };
  (globalThis as { renders?: number }).renders = 0;
});

afterEach(() => fs.rm(build, { recursive: true, force: true }));

describe('serverRenderer', () => {
  it('renders with the parsed answers, once per address and answers', async () => {
    await writeBuild('page:', new Date(1_000_000));
    const render = serverRenderer(build, log as unknown as Logger);
    const answers = new Map([['/api/site-config', '{"mailEnabled":false}']]);

    const page = await render('/category/games', answers);
    expect(page).toEqual({
      html: 'page:/category/games[["/api/site-config",{"mailEnabled":false}]]',
      styles: '<style></style>',
    });
    expect(await render('/category/games', answers)).toEqual(page);
    expect(renders()).toBe(1);

    await render('/category/games', new Map([['/api/site-config', '{"mailEnabled":true}']]));
    await render('/category/other', answers);
    expect(renders()).toBe(3);
  });

  it('loads the build again when its file changes', async () => {
    await writeBuild('old:', new Date(1_000_000));
    const render = serverRenderer(build, log as unknown as Logger);
    expect((await render('/', new Map()))?.html).toBe('old:/[]');
    await writeBuild('new:', new Date(2_000_000));
    expect((await render('/', new Map()))?.html).toBe('new:/[]');
  });

  it('answers null without a build, and when a render throws (logged once per build)', async () => {
    const render = serverRenderer(build, log as unknown as Logger);
    expect(await render('/', new Map())).toBeNull();
    expect(log.error).not.toHaveBeenCalled();

    await writeBuild(null, new Date(3_000_000));
    expect(await render('/', new Map())).toBeNull();
    expect(await render('/products', new Map())).toBeNull();
    expect(renders()).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
