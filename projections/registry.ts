/** Every projection of the store, in the order the runner starts them. */
import { catalogueProjection } from './catalogue/projection';
import { ordersProjection } from './orders/projection';
import type { Projection } from './projection';
import { usersProjection } from './users/projection';
import { walletsProjection } from './wallets/projection';

export const PROJECTIONS: readonly Projection[] = [
  usersProjection,
  walletsProjection,
  catalogueProjection,
  ordersProjection,
];
