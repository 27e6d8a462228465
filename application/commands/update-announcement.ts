/**
 * UpdateAnnouncement (docs/specs/admin-area.md section 7 PUT /api/admin/announcements/{id}): text, type and
 * isActive from the edit dialog, or only isActive from the list's toggle.
 */
import {
  announcementStream,
  evolveAnnouncement,
  initialAnnouncement,
  type AnnouncementDetails,
} from '../../domain/announcement/announcement';
import { updateAnnouncement as decideUpdate } from '../../domain/announcement/decide-announcement';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Applies `changes`. @throws not_found "Announcement not found"; validation "Text is required" */
export function updateAnnouncement(
  deps: CommandDeps,
  input: { announcementId: number; changes: Partial<AnnouncementDetails> },
  context: CommandContext,
) {
  const streamId = announcementStream(input.announcementId);
  return executeCommand(deps, 'UpdateAnnouncement', context, async (tx) => {
    const announcement = aggregate(
      await tx.load([streamId]),
      streamId,
      evolveAnnouncement,
      initialAnnouncement,
    );
    const events = decideUpdate(input.changes, announcement.state);
    return { appends: [appendTo(streamId, announcement.version, events)], result: undefined };
  });
}
