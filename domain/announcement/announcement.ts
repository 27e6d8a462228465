/**
 * The announcement aggregate (stream `announcement-<id>`): a short text shown in the store's banner
 * while active. Source: docs/specs/customer-area.md sections 2, 3; docs/specs/admin-area.md
 * sections 2.14, 3, 4, 5.
 */
import type { Event } from '../shared/event';

/**
 * Types an admin chooses from (docs/specs/admin-area.md section 3); `announcement` is shown as
 * Important.
 */
export type AnnouncementType = 'general' | 'promotion' | 'maintenance' | 'announcement';

export interface AnnouncementDetails {
  /** Trimmed, non-blank. */
  text: string;
  type: AnnouncementType;
  isActive: boolean;
}

export type AnnouncementEvent =
  | Event<'AnnouncementCreated', { announcementId: number } & AnnouncementDetails>
  | Event<'AnnouncementUpdated', AnnouncementDetails>
  | Event<'AnnouncementDeleted', { announcementId: number }>;

export type Announcement =
  | { status: 'none' }
  | { status: 'existing' | 'deleted'; announcementId: number; details: AnnouncementDetails };

export const initialAnnouncement: Announcement = { status: 'none' };

export const announcementStream = (announcementId: number) => `announcement-${announcementId}`;

export function evolveAnnouncement(state: Announcement, event: AnnouncementEvent): Announcement {
  switch (event.type) {
    case 'AnnouncementCreated': {
      const { announcementId, ...details } = event.data;
      return { status: 'existing', announcementId, details };
    }
    case 'AnnouncementUpdated':
      return state.status === 'none' ? state : { ...state, details: event.data };
    case 'AnnouncementDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
  }
}
