/**
 * API keys (ARCHITECTURE.md "Security model", API keys): what each scope lets a key call, the
 * form of a key and of its creation, and the key as /admin/api-keys lists it. Shared by the server
 * (the route factory checks a key's scopes, api/http/endpoint.ts; the OpenAPI document names the
 * scopes of each admin route) and the web app (the create dialog offers the scopes the signed-in
 * staff member's roles cover).
 *
 * A scope covers staff permissions (contracts/staff-roles.ts), some for reads only. A permission
 * no scope names (staff, users.manage, balances, settings, audit, integrations...) and every route
 * that needs step-up are never reachable with a key.
 */
import { z } from 'zod';
import { hasPermission, type Permission, type StaffRole } from './staff-roles';

export const API_KEY_SCOPES = [
  'orders:read',
  'orders:fulfil',
  'stock:write',
  'products:read',
  'products:write',
  'customers:read',
  'reports:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The HTTP methods that only read. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** What a scope covers: the permissions, and whether for reads (GET, HEAD) only. */
const COVERS: Record<ApiKeyScope, { permissions: readonly Permission[]; readOnly: boolean }> = {
  'orders:read': { permissions: ['orders.read'], readOnly: true },
  'orders:fulfil': { permissions: ['orders.fulfil'], readOnly: false },
  'stock:write': { permissions: ['stock'], readOnly: false },
  'products:read': { permissions: ['catalogue'], readOnly: true },
  'products:write': { permissions: ['catalogue'], readOnly: false },
  'customers:read': { permissions: ['users.read'], readOnly: true },
  'reports:read': { permissions: ['reports', 'dashboard'], readOnly: true },
};

/** What each scope allows, for people (the create dialog, the OpenAPI document). */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'orders:read': 'Read orders',
  'orders:fulfil': 'Complete or cancel manual orders',
  'stock:write': 'Manage stock',
  'products:read': 'Read products and categories',
  'products:write': 'Manage products and categories',
  'customers:read': 'Read customers',
  'reports:read': 'Read reports and the dashboard',
};

/**
 * True when a key holding `scopes` may call a route that needs `permission` with `method` (upper
 * case). A route that needs step-up is refused before this is asked (api/http/endpoint.ts).
 */
export function scopesCover(
  scopes: readonly ApiKeyScope[],
  permission: Permission,
  method: string,
): boolean {
  return scopes.some((scope) => {
    const covers = COVERS[scope];
    return (
      covers.permissions.includes(permission) && (!covers.readOnly || READ_METHODS.has(method))
    );
  });
}

/** The scopes that reach a route needing `permission` with `method` (none for most). */
export const scopesReaching = (permission: Permission, method: string): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => scopesCover([scope], permission, method));

/**
 * True when staff holding `roles` may give a key `scope`: their roles hold every permission it
 * covers, so a key never has more than its creator had.
 */
export const mayGrantScope = (roles: readonly StaffRole[], scope: ApiKeyScope): boolean =>
  COVERS[scope].permissions.every((permission) => hasPermission(roles, permission));

/** Every key starts with this, so a leaked one is easy to recognise (secret scanners, logs). */
export const API_KEY_PREFIX = 'km_';

/** The characters of a key shown in the list after its creation: `km_` and the next eight. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** The answer of a request with an unknown, revoked or expired key. */
export const API_KEY_REFUSED = {
  unknown: 'Unknown API key',
  revoked: 'This API key has been revoked',
  expired: 'This API key has expired',
} as const;

/** The 403 answer of a key whose scopes do not reach the route. */
export const API_KEY_SCOPE_REFUSED = "This API key's scopes do not allow this";

/** The longest key name. */
export const API_KEY_NAME_MAX = 80;

/**
 * The body of POST /api/admin/api-keys: a name for the log (1-80 characters), at least one scope,
 * and an optional instant (ISO 8601 with offset) from which the key no longer works.
 */
export const apiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name the key' })
    .max(API_KEY_NAME_MAX, { message: `At most ${API_KEY_NAME_MAX} characters` }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: `Use scopes among ${API_KEY_SCOPES.join(', ')}` }))
    .min(1, { message: 'Choose at least one scope' })
    .max(API_KEY_SCOPES.length),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'Use an ISO time such as 2027-03-01T12:00:00Z' })
    .nullable()
    .default(null),
});

/** A key as GET /api/admin/api-keys lists it: never the key itself, only its first characters. */
export interface ApiKeyDto {
  id: number;
  name: string;
  /** `km_` and the key's next eight characters. */
  prefix: string;
  scopes: ApiKeyScope[];
  /** ISO instants; `expiresAt` null for never, `revokedAt` and `lastUsedAt` null for not yet. */
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** The staff member who created it, by e-mail (null when the account is gone). */
  createdBy: { id: number; email: string | null };
}

/** The answer of POST /api/admin/api-keys: the key, shown this once, and its row. */
export interface CreatedApiKeyDto {
  key: string;
  apiKey: ApiKeyDto;
}

/** Whether a key works now: `revoked`, `expired` or `active`. */
export function apiKeyStatus(
  key: Pick<ApiKeyDto, 'expiresAt' | 'revokedAt'>,
  now: Date,
): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}
