/** DeleteAnnouncement (docs/specs/admin-area.md section 7 DELETE /api/admin/announcements/{id}). */
import {
  announcementStream,
  evolveAnnouncement,
  initialAnnouncement,
} from '../../domain/announcement/announcement';
import { deleteAnnouncement as decideDelete } from '../../domain/announcement/decide-announcement';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Deletes an announcement. @throws not_found "Announcement not found" */
export function deleteAnnouncement(
  deps: CommandDeps,
  input: { announcementId: number },
  context: CommandContext,
) {
  const streamId = announcementStream(input.announcementId);
  return executeCommand(deps, 'DeleteAnnouncement', context, async (tx) => {
    const announcement = aggregate(
      await tx.load([streamId]),
      streamId,
      evolveAnnouncement,
      initialAnnouncement,
    );
    const events = decideDelete(announcement.state);
    return { appends: [appendTo(streamId, announcement.version, events)], result: undefined };
  });
}
