/**
 * GET /api/admin/announcements (with ?search= when searching): every announcement, active or
 * not, newest first; the server matches the text (docs/specs/admin-area.md sections 2.14 and 7).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDto } from '@contracts/announcements';
import { api } from '@/lib/api-client';

function getAdminAnnouncements(search: string): Promise<AnnouncementDto[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return api.get<AnnouncementDto[]>(`/api/admin/announcements${query}`);
}

/** The key prefix of every search's copy of the list: invalidating it refreshes them all. */
export const ADMIN_ANNOUNCEMENTS_KEY = ['admin', 'announcements'] as const;

function adminAnnouncementsQueryOptions(search = '') {
  return queryOptions({
    queryKey: [...ADMIN_ANNOUNCEMENTS_KEY, search.trim()],
    queryFn: () => getAdminAnnouncements(search),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAnnouncements(search: string) {
  return useQuery(adminAnnouncementsQueryOptions(search));
}
