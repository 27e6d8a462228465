/**
 * After any announcement change, the admin list and the public GET /api/announcements list
 * (the home banner) are fetched again (docs/specs/admin-area.md section 7).
 */
import type { QueryClient } from '@tanstack/react-query';
import { announcementsQueryOptions } from '@/api/get-announcements';
import { ADMIN_ANNOUNCEMENTS_KEY } from './get-admin-announcements';

export async function refreshAnnouncements(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [ADMIN_ANNOUNCEMENTS_KEY, announcementsQueryOptions().queryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
