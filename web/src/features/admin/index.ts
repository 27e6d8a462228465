/**
 * The admin screens, loaded as one lazy chunk by app/routes.tsx (DESIGN.md: admin screens are a
 * lazily loaded chunk). Nothing outside the route table should import this module statically.
 */
export { AdminProductsPage } from './components/admin-products-page';
export { AdminUsersPage } from './components/admin-users-page';
export { adminComingSoon } from './components/admin-coming-soon';
