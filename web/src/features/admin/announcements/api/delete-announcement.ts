/** DELETE /api/admin/announcements/{id} -> {success} (docs/specs/admin-area.md sections 2.14 and 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAnnouncements } from './refresh-announcements';

function deleteAnnouncement(announcementId: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/admin/announcements/${announcementId}`);
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}
