/**
 * The admin's announcement types and how they read (docs/specs/admin-area.md sections 3 and 5:
 * general, promotion, maintenance, announcement shown as Important).
 */
import type { ChipProps } from '@mui/material/Chip';
import { ANNOUNCEMENT_TYPES } from '@contracts/announcements';
import type { AnnouncementDto } from '@contracts/announcements';

export type AnnouncementType = AnnouncementDto['type'];

export { ANNOUNCEMENT_TYPES };

export const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementType, string> = {
  general: 'General',
  promotion: 'Promotion',
  maintenance: 'Maintenance',
  announcement: 'Important',
};

export const ANNOUNCEMENT_TYPE_COLORS: Record<AnnouncementType, ChipProps['color']> = {
  general: 'info',
  promotion: 'secondary',
  maintenance: 'warning',
  announcement: 'error',
};

/** The label of a type; an unknown one reads as given. */
export function announcementTypeLabel(type: string): string {
  return Object.hasOwn(ANNOUNCEMENT_TYPE_LABELS, type)
    ? ANNOUNCEMENT_TYPE_LABELS[type as AnnouncementType]
    : type;
}
