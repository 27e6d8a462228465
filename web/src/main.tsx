/**
 * Entry point of the KeyMart web app. A page the server rendered (#root marked
 * `data-server-rendered`, api/http/web-app-pages.ts) is hydrated: React adopts its markup instead of
 * drawing it again, and marks #root `data-hydrated` once its controls respond. Any other page is
 * rendered here.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadScreen } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/** Marks `root` once the first commit has attached the app's event handlers to its markup. */
function MarkHydrated({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-hydrated', ''), [root]);
  return null;
}

const serverRendered = container.hasAttribute('data-server-rendered');
const app = (
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
    {serverRendered && <MarkHydrated root={container} />}
  </StrictMode>
);

// A transition: React renders or hydrates the first screen in slices of a few milliseconds,
// yielding to the browser between them, instead of in one long task that blocks input. A page the
// server rendered is hydrated once its screen's code is there (its chunks came preloaded); should
// that code fail to load, the page is hydrated all the same and the screen's error shows.
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(container, app);
  });
if (serverRendered) void preloadScreen(window.location.pathname).then(hydrate, hydrate);
else startTransition(() => createRoot(container).render(app));
