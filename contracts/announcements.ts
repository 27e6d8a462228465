/**
 * Announcements (docs/specs/customer-area.md sections 2, 3; docs/specs/admin-area.md 2.14, 3, 4, 5,
 * 7).
 */
import { z } from 'zod';

/** Types an admin chooses from; `announcement` is shown as Important. */
export const ANNOUNCEMENT_TYPES = ['general', 'promotion', 'maintenance', 'announcement'] as const;

const text = z.string().trim().min(1, { message: 'Text is required' }).max(1000);

/** POST /api/admin/announcements: new ones default to active and type general. */
export const announcementSchema = z.object({
  text,
  isActive: z.boolean().default(true),
  type: z.enum(ANNOUNCEMENT_TYPES).default('general'),
});
/** PUT /api/admin/announcements/{id}: text, isActive, type (edit) or only isActive (toggle). */
export const announcementUpdateSchema = z.object({
  text: text.optional(),
  isActive: z.boolean().optional(),
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
});

/** GET /api/announcements (active ones, newest first) and the admin list (all). */
export interface AnnouncementDto {
  id: number;
  text: string;
  type: (typeof ANNOUNCEMENT_TYPES)[number];
  isActive: boolean;
  createdAt: string;
}
