/** Queries of the reviews read model (comments in the API). */
import type { Queryable } from '../../application/db/pool';
import type { CommentDto } from '../../contracts/reviews';

interface Row {
  id: number;
  product_id: number;
  user_id: number;
  comment: string;
  rating: number;
  is_approved: boolean;
  verified_purchase: boolean;
  created_at: Date;
  user_email: string | null;
  product_name: string | null;
}

const SELECT = `SELECT r.id, r.product_id, r.user_id, r.comment, r.rating, r.is_approved,
    r.verified_purchase, r.created_at,
    u.email AS user_email, p.name AS product_name
  FROM reviews r
  LEFT JOIN users u ON u.id = r.user_id
  LEFT JOIN products p ON p.id = r.product_id`;

/**
 * The public form of a reviewer's address: only the part before the at sign, which is all the
 * store shows (docs/specs/customer-area.md section 3, Comment), so customers' e-mail addresses are
 * not published.
 */
const publicEmail = (email: string | null) => (email ?? '').split('@')[0] ?? '';

function toComment(row: Row, audience: 'public' | 'admin'): CommentDto {
  return {
    id: row.id,
    productId: row.product_id,
    comment: row.comment,
    rating: row.rating,
    isApproved: row.is_approved,
    verifiedPurchase: row.verified_purchase,
    createdAt: row.created_at.toISOString(),
    user: { email: audience === 'admin' ? (row.user_email ?? '') : publicEmail(row.user_email) },
    ...(audience === 'admin'
      ? { product: { id: row.product_id, name: row.product_name ?? 'Deleted product' } }
      : {}),
  };
}

/**
 * A product's reviews, newest first (GET /api/products/{id}/comments): the approved ones plus,
 * for the signed-in `viewerId`, their own pending ones (isApproved false).
 */
export async function listProductComments(
  db: Queryable,
  productId: number,
  viewerId: number | null,
): Promise<CommentDto[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE r.product_id = $1 AND (r.is_approved OR r.user_id = $2)
      ORDER BY r.created_at DESC, r.id DESC`,
    [productId, viewerId],
  );
  return rows.map((row) => toComment(row, 'public'));
}

/** One review as its author sees it in the public list, or null. */
export async function findComment(db: Queryable, id: number): Promise<CommentDto | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toComment(rows[0], 'public') : null;
}

/** One review with its product and full author e-mail (admin), or null. */
export async function findAdminComment(db: Queryable, id: number): Promise<CommentDto | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toComment(rows[0], 'admin') : null;
}

/**
 * Every review, newest first, with product name and author e-mail (GET /api/admin/comments);
 * `search` matches the text, the product name or the e-mail, case-insensitively.
 */
export async function listAdminComments(db: Queryable, search: string): Promise<CommentDto[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE $1 = ''
        OR strpos(lower(r.comment), $1) > 0
        OR strpos(lower(coalesce(p.name, '')), $1) > 0
        OR strpos(lower(coalesce(u.email, '')), $1) > 0
      ORDER BY r.created_at DESC, r.id DESC`,
    [search.trim().toLowerCase()],
  );
  return rows.map((row) => toComment(row, 'admin'));
}
