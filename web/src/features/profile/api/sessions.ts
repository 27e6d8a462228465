/**
 * The account's sessions on the Security tab of /profile (ARCHITECTURE.md "Security model":
 * sessions): GET /api/sessions, DELETE /api/sessions/{id}, POST /api/sessions/revoke-others.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

const SESSIONS_KEY = ['sessions'] as const;

/** The signed-in account's sessions, most recently used first. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => api.get<SessionDto[]>('/api/sessions'),
  });
}

/** Revokes one session (not the current one: the page offers signing out for that). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: boolean }>(`/api/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** Revokes every session but the current one; answers how many ended. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ success: boolean; revoked: number }>('/api/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
