/**
 * The admin screens, loaded as one lazy chunk by app/router.tsx (ARCHITECTURE.md: admin screens are
 * a lazily loaded chunk). Nothing outside the route table should import this module statically.
 */
export { AdminProductsPage } from './products/components/admin-products-page';
export { AdminHomePage } from './components/admin-home-page';
export { AdminDashboardPage } from './dashboard/components/admin-dashboard-page';
export { AdminOrdersPage } from './orders/components/admin-orders-page';
export { AdminOrderPage } from './orders/components/admin-order-page';
export { AdminUsersPage } from './users/components/admin-users-page';
export { AdminUserPage } from './users/components/admin-user-page';
export { AdminSupportPage } from './support/components/admin-support-page';
export { AdminWarrantyPage } from './warranty/components/admin-warranty-page';
export { AdminCouponsPage } from './coupons/components/admin-coupons-page';
export { AdminFraudPage } from './fraud/components/admin-fraud-page';
export { AdminApiKeysPage } from './api-keys/components/admin-api-keys-page';
export { AdminWebhooksPage } from './webhooks/components/admin-webhooks-page';
export { AdminCommentsPage } from './comments/components/admin-comments-page';
export { AdminCategoriesPage } from './categories/components/admin-categories-page';
export { AdminTransactionsPage } from './transactions/components/admin-transactions-page';
export { AdminAnnouncementsPage } from './announcements/components/admin-announcements-page';
export { AdminReportsPage } from './reports/components/admin-reports-page';
export { ProductEconomicsPage } from './reports/components/product-economics-page';
export { AdminTelegramPage } from './telegram/components/admin-telegram-page';
export { AdminAuditPage } from './audit/components/admin-audit-page';
