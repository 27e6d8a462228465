/** Every projection of the store, in the order the runner starts them. */
import { announcementsProjection } from './announcements/projection';
import { apiKeysProjection } from './api-keys/projection';
import { auditProjection } from './audit/projection';
import { catalogueProjection } from './catalogue/projection';
import { couponsProjection } from './coupons/projection';
import { depositsProjection } from './deposits/projection';
import { fraudRulesProjection } from './fraud-rules/projection';
import { ordersProjection } from './orders/projection';
import { productSalesProjection } from './product-sales/projection';
import { stockProjection } from './stock/projection';
import { supportProjection } from './support/projection';
import type { Projection } from './projection';
import { reportChartsProjection } from './report-charts/projection';
import { reportsProjection } from './reports/projection';
import { reviewsProjection } from './reviews/projection';
import { sessionsProjection } from './sessions/projection';
import { storeHistoryProjection } from './store-history/projection';
import { settingsProjection } from './settings/projection';
import { usersProjection } from './users/projection';
import { walletFreezesProjection } from './wallet-freezes/projection';
import { walletsProjection } from './wallets/projection';
import { warrantyProjection } from './warranty/projection';
import { webhooksProjection } from './webhooks/projection';

export const PROJECTIONS: readonly Projection[] = [
  usersProjection,
  sessionsProjection,
  walletsProjection,
  catalogueProjection,
  stockProjection,
  ordersProjection,
  reportsProjection,
  productSalesProjection,
  storeHistoryProjection,
  reportChartsProjection,
  supportProjection,
  warrantyProjection,
  couponsProjection,
  reviewsProjection,
  announcementsProjection,
  depositsProjection,
  settingsProjection,
  fraudRulesProjection,
  apiKeysProjection,
  walletFreezesProjection,
  webhooksProjection,
  auditProjection,
];
