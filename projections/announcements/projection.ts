/**
 * The announcements read model (docs/specs/customer-area.md section 2 banner;
 * docs/specs/admin-area.md 2.14).
 */
import type { AnnouncementEvent } from '../../domain/announcement/announcement';
import { defineProjection } from '../projection';

const announcementIdOf = (streamId: string) => Number(streamId.slice('announcement-'.length));

export const announcementsProjection = defineProjection<AnnouncementEvent>({
  name: 'announcements',
  tables: ['announcements'],
  writesOnly: true,
  handlers: {
    AnnouncementCreated: async (client, data, event) => {
      await client.query(
        `INSERT INTO announcements (id, text, type, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5)`,
        [data.announcementId, data.text, data.type, data.isActive, event.recordedAt],
      );
    },
    AnnouncementUpdated: async (client, data, event) => {
      await client.query(
        'UPDATE announcements SET text = $2, type = $3, is_active = $4, updated_at = $5 WHERE id = $1',
        [announcementIdOf(event.streamId), data.text, data.type, data.isActive, event.recordedAt],
      );
    },
    AnnouncementDeleted: async (client, data) => {
      await client.query('DELETE FROM announcements WHERE id = $1', [data.announcementId]);
    },
  },
});
