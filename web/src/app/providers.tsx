/**
 * App-wide providers: the query client, the light/dark theme, the toaster
 * (docs/specs/customer-area.md section 1, shared behaviour) and the step-up dialog.
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StepUpDialog } from '@/components/step-up-dialog';
import { Toaster } from '@/components/toaster';
import { queryClient } from '@/lib/query-client';
import { THEME_STORAGE_KEY, themeModeStorage } from '@/lib/theme-mode';
import { appTheme } from './theme';

/**
 * The providers around the app. `client` is the query client: the page's own by default, a fresh
 * one per render on the server (web/src/entry-server.tsx).
 */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {/* The mode as lib/theme-mode.ts describes it; a switch changes every colour at once
          rather than animating those with a transition. */}
      <ThemeProvider
        theme={appTheme}
        defaultMode="system"
        modeStorageKey={THEME_STORAGE_KEY}
        storageManager={themeModeStorage}
        disableTransitionOnChange
      >
        <CssBaseline />
        {children}
        <Toaster />
        <StepUpDialog />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
