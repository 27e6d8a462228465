/**
 * PUT /api/admin/announcements/{id} -> AnnouncementDto (docs/specs/admin-area.md sections 2.14, 4
 * and 7): text, isActive and type from the edit dialog, or only isActive from the card's toggle.
 * The toggle shows at once (optimistic) and rolls back when the server refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnnouncementDto, announcementUpdateSchema } from '@contracts/announcements';
import { api } from '@/lib/api-client';
import { ADMIN_ANNOUNCEMENTS_KEY } from './get-admin-announcements';
import { refreshAnnouncements } from './refresh-announcements';

type AnnouncementChanges = z.input<typeof announcementUpdateSchema>;

interface UpdateAnnouncementInput {
  announcementId: number;
  changes: AnnouncementChanges;
}

function updateAnnouncement({
  announcementId,
  changes,
}: UpdateAnnouncementInput): Promise<AnnouncementDto> {
  return api.put<AnnouncementDto>(`/api/admin/announcements/${announcementId}`, changes);
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnouncement,
    onMutate: async ({ announcementId, changes }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_ANNOUNCEMENTS_KEY });
      const before = queryClient.getQueriesData<AnnouncementDto[]>({
        queryKey: ADMIN_ANNOUNCEMENTS_KEY,
      });
      queryClient.setQueriesData<AnnouncementDto[]>({ queryKey: ADMIN_ANNOUNCEMENTS_KEY }, (list) =>
        list?.map((item) =>
          item.id === announcementId
            ? {
                ...item,
                ...(changes.text !== undefined && { text: changes.text.trim() }),
                ...(changes.isActive !== undefined && { isActive: changes.isActive }),
                ...(changes.type !== undefined && { type: changes.type }),
              }
            : item,
        ),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => refreshAnnouncements(queryClient),
  });
}
