/** CreateAnnouncement (docs/specs/admin-area.md section 7 POST /api/admin/announcements). */
import {
  announcementStream,
  evolveAnnouncement,
  initialAnnouncement,
  type AnnouncementDetails,
} from '../../domain/announcement/announcement';
import { createAnnouncement as decideCreate } from '../../domain/announcement/decide-announcement';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Creates an announcement. @throws validation "Text is required" */
export async function createAnnouncement(
  deps: CommandDeps,
  details: AnnouncementDetails,
  context: CommandContext,
) {
  const announcementId = await deps.commandRunner.nextId('announcement_ids');
  const streamId = announcementStream(announcementId);
  return executeCommand(deps, 'CreateAnnouncement', context, async (tx) => {
    const announcement = aggregate(
      await tx.load([streamId]),
      streamId,
      evolveAnnouncement,
      initialAnnouncement,
    );
    const events = decideCreate({ announcementId, details }, announcement.state);
    return {
      appends: [appendTo(streamId, announcement.version, events)],
      result: { announcementId },
    };
  });
}
