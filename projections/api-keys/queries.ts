/**
 * Queries of the API keys read model: the key a request sends, found by its hash
 * (api/auth/api-key.ts), and GET /api/admin/api-keys.
 */
import type { Queryable } from '../../application/db/pool';
import type { ApiKeyDto, ApiKeyScope } from '../../contracts/api-key-scopes';

interface Row {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expires_at: Date | null;
  revoked_at: Date | null;
  created_by: number;
  created_by_email: string | null;
  created_at: Date;
  last_used_at: Date | null;
}

const SELECT = `SELECT k.id, k.name, k.prefix, k.scopes, k.expires_at, k.revoked_at, k.created_by,
    u.email AS created_by_email, k.created_at, k.last_used_at
  FROM api_keys k LEFT JOIN users u ON u.id = k.created_by`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toDto(row: Row): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.created_at.toISOString(),
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
    createdBy: { id: row.created_by, email: row.created_by_email },
  };
}

/** Every key, newest first, revoked and expired ones too (GET /api/admin/api-keys). */
export async function listApiKeys(db: Queryable): Promise<ApiKeyDto[]> {
  const { rows } = await db.query<Row>(`${SELECT} ORDER BY k.id DESC`);
  return rows.map(toDto);
}

/** Key `id`, or null. */
export async function findApiKey(db: Queryable, id: number): Promise<ApiKeyDto | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE k.id = $1`, [id]);
  return rows[0] ? toDto(rows[0]) : null;
}

/** A key as a request's authentication reads it. */
export interface ApiKeyRecord {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  createdBy: number;
}

/** The key whose SHA-256 (hex) is `hash`, or null. */
export async function findApiKeyByHash(db: Queryable, hash: string): Promise<ApiKeyRecord | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE k.hash = $1`, [hash]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    createdBy: row.created_by,
  };
}
