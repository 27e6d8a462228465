/**
 * App-wide providers: the query client, the light/dark theme, the toaster
 * (docs/specs/customer-area.md section 1, shared behaviour) and the step-up dialog.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StepUpDialog } from '@/components/step-up-dialog';
import { Toaster } from '@/components/toaster';
import { queryClient } from '@/lib/query-client';
import { ThemeModeProvider, useThemeMode } from '@/lib/theme-mode';
import { createAppTheme } from './theme';

function AppThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

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
      <ThemeModeProvider>
        <AppThemeProvider>
          {children}
          <Toaster />
          <StepUpDialog />
        </AppThemeProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
