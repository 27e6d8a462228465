/**
 * GET /api/announcements: the active announcements, newest first, each {text, type}
 * (docs/specs/customer-area.md sections 2, 3 and 7), for the home banner and the product page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDto } from '@contracts/announcements';
import { api } from '@/lib/api-client';

/** What the banner needs of an announcement; `type` may be any text (unknown types show as info). */
export type PublicAnnouncement = Pick<AnnouncementDto, 'text'> & { id?: number; type: string };

function getAnnouncements(): Promise<PublicAnnouncement[]> {
  return api.get<PublicAnnouncement[]>('/api/announcements');
}

export function announcementsQueryOptions() {
  return queryOptions({ queryKey: ['announcements'], queryFn: getAnnouncements });
}

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
