/**
 * Announcement commands: CreateAnnouncement, UpdateAnnouncement (edit, or only isActive for the
 * list's toggle), DeleteAnnouncement (docs/specs/admin-area.md sections 4, 5 "Announcement", 7).
 */
import { conflict, notFound, validationError } from '../shared/errors';
import type { Announcement, AnnouncementDetails, AnnouncementEvent } from './announcement';

/** The message for a blank text (docs/specs/admin-area.md section 5). */
export const TEXT_REQUIRED_MESSAGE = 'Text is required';

function normalised(details: AnnouncementDetails): AnnouncementDetails {
  const text = details.text.trim();
  if (!text) throw validationError(TEXT_REQUIRED_MESSAGE);
  return { ...details, text };
}

function existing(state: Announcement) {
  if (state.status !== 'existing') throw notFound('Announcement not found');
  return state;
}

/** Creates an announcement. @throws validation "Text is required" */
export function createAnnouncement(
  command: { announcementId: number; details: AnnouncementDetails },
  state: Announcement,
): AnnouncementEvent[] {
  if (state.status !== 'none') throw conflict('Announcement already exists');
  return [
    {
      type: 'AnnouncementCreated',
      data: { announcementId: command.announcementId, ...normalised(command.details) },
    },
  ];
}

/**
 * Applies any subset of text, type and isActive; no change appends nothing.
 * @throws not_found "Announcement not found"; validation "Text is required"
 */
export function updateAnnouncement(
  command: Partial<AnnouncementDetails>,
  state: Announcement,
): AnnouncementEvent[] {
  const announcement = existing(state);
  const current = announcement.details;
  const details = normalised({
    text: command.text ?? current.text,
    type: command.type ?? current.type,
    isActive: command.isActive ?? current.isActive,
  });
  if (
    details.text === current.text &&
    details.type === current.type &&
    details.isActive === current.isActive
  )
    return [];
  return [{ type: 'AnnouncementUpdated', data: details }];
}

/** Deletes an announcement. @throws not_found "Announcement not found" */
export function deleteAnnouncement(state: Announcement): AnnouncementEvent[] {
  const announcement = existing(state);
  return [{ type: 'AnnouncementDeleted', data: { announcementId: announcement.announcementId } }];
}
