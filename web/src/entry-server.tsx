/**
 * Server rendering of the web app (the entry of the server build, `vite build --ssr`, read by
 * api/http/server-render.ts): a storefront page's first screen as HTML, with the CSS its
 * components use, so that a phone paints the heading, the description and the layout before any
 * JavaScript has arrived. The browser then hydrates the same markup (web/src/main.tsx).
 *
 * The first render on the browser must produce exactly this markup, so nothing rendered here may
 * depend on what only the browser knows: the colour scheme is CSS (the `dark` class of <html>,
 * app/theme.ts), the signed-in state starts as loading, and sections that wait for the first paint
 * (components/after-first-paint.tsx) start as their placeholders on both sides.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Router } from 'wouter';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { provideInitialAnswers } from '@/lib/initial-answers';
import { createQueryClient } from '@/lib/query-client';

/** A rendered page: the markup of #root and the <style> elements of its CSS, for <head>. */
export interface RenderedPage {
  html: string;
  styles: string;
}

/** Key of emotion's cache: the browser's default one, which adopts the styles sent here. */
const EMOTION_KEY = 'css';

/**
 * The queue of renders: one at a time, because the answers the queries start from are handed to
 * the app's module (lib/initial-answers.ts) for the duration of one render.
 */
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(url: string, answers: Map<string, unknown>): Promise<RenderedPage> {
  provideInitialAnswers(answers);
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={cache}>
          <Router ssrPath={url}>
            <AppProviders client={createQueryClient()}>
              <AppRoutes />
            </AppProviders>
          </Router>
        </CacheProvider>
      </StrictMode>,
      {
        // A section that throws would be left to the browser; the caller sends the page unrendered.
        onError: (error) => void errors.push(error),
        // Every section inline, in order: a large one would otherwise come as a hidden copy that an
        // inline script moves into place, and the Content-Security-Policy refuses inline scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const decoder = new TextDecoder();
    let html = '';
    for await (const chunk of prelude)
      html += decoder.decode(chunk as Uint8Array, { stream: true });
    html += decoder.decode();
    if (errors.length > 0) throw errors[0];
    if (html.includes('<script')) throw new Error(`The render of ${url} needs inline scripts`);
    const chunks = emotion.extractCriticalToChunks(html);
    return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks) };
  } finally {
    provideInitialAnswers(new Map());
  }
}

/**
 * Renders the app at `url` (path and query) with the answers its public reads start from (parsed
 * JSON by GET address, contracts/public-reads.ts). Waits for every lazy screen of the page.
 * Throws the first error a component threw, so that no page goes out half rendered.
 */
export function renderPage(url: string, answers: Map<string, unknown>): Promise<RenderedPage> {
  const rendered = queue.then(() => renderNow(url, answers));
  queue = rendered.catch(() => undefined);
  return rendered;
}
