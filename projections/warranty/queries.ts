/** Queries of the warranty claims read model for the API (contracts/warranty.ts shapes). */
import type { Queryable } from '../../application/db/pool';
import type { ClaimStatus, WarrantyClaimDto } from '../../contracts/warranty';

interface Row {
  id: number;
  order_id: number;
  order_number: string | null;
  user_id: number;
  user_email: string | null;
  product_id: number;
  product_name: string | null;
  claim_type: WarrantyClaimDto['claimType'];
  description: string;
  status: ClaimStatus;
  admin_response: string | null;
  created_at: Date;
  updated_at: Date;
}

// The product's name as sold (on the order), else its current name.
const SELECT = `SELECT w.id, w.order_id, o.order_number, w.user_id, u.email AS user_email, w.product_id,
    coalesce(o.product_name, p.name) AS product_name, w.claim_type, w.description, w.status,
    w.admin_response, w.created_at, w.updated_at
  FROM warranty_claims w
  LEFT JOIN orders o ON o.id = w.order_id
  LEFT JOIN products p ON p.id = w.product_id
  LEFT JOIN users u ON u.id = w.user_id`;

function toClaim(row: Row, withUser: boolean): WarrantyClaimDto {
  return {
    id: row.id,
    orderId: row.order_id,
    claimType: row.claim_type,
    description: row.description,
    status: row.status,
    adminResponse: row.admin_response,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    // docs/specs/admin-area.md 2.5: the order number falls back to ORD-{id}.
    order: { id: row.order_id, orderNumber: row.order_number ?? `ORD-${row.order_id}` },
    product: { id: row.product_id, name: row.product_name ?? '' },
    ...(withUser ? { user: { id: row.user_id, email: row.user_email ?? '' } } : {}),
  };
}

/** A customer's claims, newest first (GET /api/warranty-claims). */
export async function listUserClaims(db: Queryable, userId: number): Promise<WarrantyClaimDto[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE w.user_id = $1 ORDER BY w.id DESC`, [
    userId,
  ]);
  return rows.map((row) => toClaim(row, false));
}

/**
 * The WHERE clause and values of the admin claims search: `search` in the customer's e-mail,
 * product name, order number or description, case-insensitive; blank matches every claim.
 */
function claimsWhere(search: string): { where: string; values: unknown[] } {
  return {
    where: `WHERE $1 = ''
         OR strpos(lower(coalesce(u.email, '')), $1) > 0
         OR strpos(lower(coalesce(o.product_name, p.name, '')), $1) > 0
         OR strpos(lower(coalesce(o.order_number, '')), $1) > 0
         OR strpos(lower(w.description), $1) > 0`,
    values: [search.trim().toLowerCase()],
  };
}

/**
 * Every claim with the customer's e-mail, newest first, matching `search` (claimsWhere;
 * docs/specs/admin-area.md 2.8).
 */
export async function listAllClaims(db: Queryable, search = ''): Promise<WarrantyClaimDto[]> {
  const { where, values } = claimsWhere(search);
  const { rows } = await db.query<Row>(`${SELECT} ${where} ORDER BY w.id DESC`, values);
  return rows.map((row) => toClaim(row, true));
}

/** One claim of the CSV export: the list's columns (SELECT's), the response left out. */
export type ClaimExportRow = Omit<Row, 'admin_response'>;

/** Every claim `search` matches (claimsWhere), newest first, as ClaimExportRow. */
export function claimExportQuery(search = ''): { text: string; values: unknown[] } {
  const { where, values } = claimsWhere(search);
  return { text: `${SELECT} ${where} ORDER BY w.id DESC`, values };
}

/** One claim; with `userId` only when it is that customer's (else null). */
export async function findClaim(
  db: Queryable,
  claimId: number,
  options: { userId?: number; withUser?: boolean } = {},
): Promise<WarrantyClaimDto | null> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE w.id = $1 AND ($2::int IS NULL OR w.user_id = $2)`,
    [claimId, options.userId ?? null],
  );
  return rows[0] ? toClaim(rows[0], options.withUser ?? false) : null;
}

/** The claims on one order, newest first, with the customer's e-mail (the admin order page). */
export async function listOrderClaims(db: Queryable, orderId: number): Promise<WarrantyClaimDto[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE w.order_id = $1 ORDER BY w.id DESC`, [
    orderId,
  ]);
  return rows.map((row) => toClaim(row, true));
}
