/**
 * Staff roles and what each may do, shared by the server (every admin route names the permission
 * it needs, api/http/endpoint.ts) and the web app (the admin menu shows what a role may use).
 *
 * - `owner`: everything, and manages staff (ADMIN_EMAILS and `npm run cli -- admin grant` make
 *   owners);
 * - `admin`: everything but staff;
 * - `support`: tickets, warranty claims, orders (read);
 * - `fulfilment`: manual orders, stock, products and categories, orders (read);
 * - `finance`: balances, deposits, transactions, reports and the dashboard, users and orders
 *   (read).
 */

export const STAFF_ROLES = ['owner', 'admin', 'support', 'fulfilment', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Role names for people. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  support: 'Support',
  fulfilment: 'Fulfilment',
  finance: 'Finance',
};

/**
 * What an admin route needs. The roles beyond owner and admin that hold each; owner holds all,
 * admin all but `staff`.
 */
const HOLDERS = {
  /** The admin dashboard's sales figures. */
  dashboard: ['finance'],
  /** The users list and search. */
  'users.read': ['finance'],
  /** Impersonation, suspension, erasure of personal data. */
  'users.manage': [],
  /** Balance adjustments, ledgers, card and PayPal top-up requests. */
  balances: ['finance'],
  transactions: ['finance'],
  reports: ['finance'],
  /** Products, categories, FAQs, product images. */
  catalogue: ['fulfilment'],
  stock: ['fulfilment'],
  'orders.read': ['support', 'fulfilment', 'finance'],
  /** Completing or cancelling manual orders. */
  'orders.fulfil': ['fulfilment'],
  tickets: ['support'],
  warranty: ['support'],
  /** Coupons, announcements, review moderation. */
  content: [],
  /** Store settings such as the Telegram notifications. */
  settings: [],
  /** The audit log. */
  audit: [],
  /** Staff roles. */
  staff: [],
  /** API keys for other systems (contracts/api-key-scopes.ts). */
  integrations: [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof HOLDERS;

/** Every permission, for tests and documentation. */
export const PERMISSIONS = Object.keys(HOLDERS) as Permission[];

/** True when someone holding `roles` may use what needs `permission`. */
export function hasPermission(roles: readonly StaffRole[], permission: Permission): boolean {
  if (roles.includes('owner')) return true;
  if (roles.includes('admin') && permission !== 'staff') return true;
  return roles.some((role) => (HOLDERS[permission] as readonly StaffRole[]).includes(role));
}

/** The roles that may use what needs `permission`. */
export const rolesWith = (permission: Permission): StaffRole[] =>
  STAFF_ROLES.filter((role) => hasPermission([role], permission));

/** True for anyone with a staff role (the `isAdmin` of GET /api/user). */
export const isStaff = (roles: readonly StaffRole[]) => roles.length > 0;
