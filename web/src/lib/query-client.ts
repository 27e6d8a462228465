/**
 * The one TanStack Query client of the app (docs/specs/customer-area.md sections 1 and 9): data
 * stays fresh 5 minutes; queries never retry and never refetch on focus, on reconnect or at
 * intervals.
 */
import { QueryClient } from '@tanstack/react-query';

/** Default freshness of fetched data: 5 minutes (docs/specs/customer-area.md section 9). */
const DEFAULT_STALE_TIME_MS = 300_000;

/**
 * Builds a query client with the app's defaults: one per page load in the browser, one per render
 * on the server (web/src/entry-server.tsx); tests may build their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
