/**
 * Server rendering of storefront pages: the web app's server build (web/dist-server, made by
 * `npm run build` from web/src/entry-server.tsx) renders a page's first screen to HTML from the
 * answers the page carries (api/http/web-app-pages.ts), and the browser hydrates it. A phone on a
 * slow network then paints the page's heading, text and layout as soon as the HTML arrives, rather
 * than after the JavaScript has been fetched and run.
 *
 * Rendered pages are kept by their address and answers, so a page whose data has not changed is
 * rendered once, not per request. Without a server build, or when a render fails, the page goes
 * out as before (the app's shell, rendered by the browser): server rendering makes a page faster,
 * never unavailable.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../../application/logger';

/** A rendered page: the markup of #root and the <style> elements of its CSS. */
export interface RenderedPage {
  html: string;
  styles: string;
}

/** The server build's export (web/src/entry-server.tsx). */
interface ServerEntry {
  renderPage(url: string, answers: Map<string, unknown>): Promise<RenderedPage>;
}

/** Renders the page at `url` (path and query) from its serialized answers by GET address. */
export type RenderPage = (
  url: string,
  answers: ReadonlyMap<string, string>,
) => Promise<RenderedPage | null>;

/** Rendered pages kept at most; the least recently used go first. */
const MAX_RENDERED_PAGES = 200;

/** The server build's entry module in `serverBuild` (web/dist-server). */
const ENTRY_FILE = 'entry-server.js';

/**
 * A renderer of the server build in `serverBuild`. The build is loaded at once and again
 * whenever its file changes (a new `npm run build` renames the browser's chunks, which the markup
 * must match); a missing build or a failed render answers null and is logged once per build.
 */
export function serverRenderer(serverBuild: string, log: Logger): RenderPage {
  const entryFile = path.join(serverBuild, ENTRY_FILE);
  let loaded: { modified: number; entry: Promise<ServerEntry | null> } | null = null;
  const rendered = new Map<string, RenderedPage>();
  let failureLogged = false;

  const entryOfBuild = async (): Promise<ServerEntry | null> => {
    const modified = await fs.stat(entryFile).then(
      (stat) => stat.mtimeMs,
      () => null,
    );
    if (modified === null) return null;
    if (loaded?.modified !== modified) {
      rendered.clear();
      failureLogged = false;
      const url = `${pathToFileURL(entryFile).href}?build=${modified}`;
      loaded = {
        modified,
        entry: (import(url) as Promise<ServerEntry>).catch((error: unknown) => {
          log.error(
            { err: error },
            'The web app server build did not load: pages render in the browser',
          );
          return null;
        }),
      };
    }
    return loaded.entry;
  };

  // Loaded now, so that the first visitor does not wait for the build to load.
  void entryOfBuild();
  return async (url, answers) => {
    const entry = await entryOfBuild();
    if (!entry) return null;
    const key = createHash('sha256')
      .update(url)
      .update('\0')
      .update(JSON.stringify([...answers]))
      .digest('base64url');
    const kept = rendered.get(key);
    if (kept) {
      rendered.delete(key);
      rendered.set(key, kept);
      return kept;
    }
    try {
      const parsed = new Map([...answers].map(([address, body]) => [address, JSON.parse(body)]));
      const page = await entry.renderPage(url, parsed);
      rendered.set(key, page);
      if (rendered.size > MAX_RENDERED_PAGES) rendered.delete(rendered.keys().next().value!);
      return page;
    } catch (error) {
      if (!failureLogged) {
        failureLogged = true;
        log.error(
          { err: error, url },
          'A page did not render on the server: it renders in the browser',
        );
      }
      return null;
    }
  };
}
