/** Queries of the announcements read model for the API. */
import type { Queryable } from '../../application/db/pool';
import type { AnnouncementDto } from '../../contracts/announcements';

interface Row {
  id: number;
  text: string;
  type: AnnouncementDto['type'];
  is_active: boolean;
  created_at: Date;
}

function toAnnouncement(row: Row): AnnouncementDto {
  return {
    id: row.id,
    text: row.text,
    type: row.type,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

const COLUMNS = 'SELECT id, text, type, is_active, created_at FROM announcements';
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

/** Active announcements, newest first (GET /api/announcements). */
export async function listActiveAnnouncements(db: Queryable): Promise<AnnouncementDto[]> {
  const { rows } = await db.query<Row>(`${COLUMNS} WHERE is_active ${NEWEST_FIRST}`);
  return rows.map(toAnnouncement);
}

/**
 * Every announcement, newest first (GET /api/admin/announcements); `search` matches the text,
 * case-insensitively.
 */
export async function listAnnouncements(db: Queryable, search: string): Promise<AnnouncementDto[]> {
  const { rows } = await db.query<Row>(
    `${COLUMNS} WHERE $1 = '' OR strpos(lower(text), $1) > 0 ${NEWEST_FIRST}`,
    [search.trim().toLowerCase()],
  );
  return rows.map(toAnnouncement);
}

/** One announcement, or null. */
export async function findAnnouncement(db: Queryable, id: number): Promise<AnnouncementDto | null> {
  const { rows } = await db.query<Row>(`${COLUMNS} WHERE id = $1`, [id]);
  return rows[0] ? toAnnouncement(rows[0]) : null;
}
