/** Entry point of the KeyMart web app. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of in one long task that blocks input.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
});
