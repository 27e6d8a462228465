/**
 * POST /api/admin/announcements {text, isActive, type} -> 201 AnnouncementDto
 * (docs/specs/admin-area.md sections 2.14, 4, 5 and 7). Text must not be blank (400 "Text is
 * required").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnnouncementDto, announcementSchema } from '@contracts/announcements';
import { api } from '@/lib/api-client';
import { refreshAnnouncements } from './refresh-announcements';

type AnnouncementRequest = z.input<typeof announcementSchema>;

function createAnnouncement(body: AnnouncementRequest): Promise<AnnouncementDto> {
  return api.post<AnnouncementDto>('/api/admin/announcements', body);
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}
