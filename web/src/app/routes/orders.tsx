/**
 * My Orders (/orders) and an order's page (/orders/{id}): the orders feature's pages with the
 * warranty feature's parts (claim status, Claim Warranty, replacement account, warranty
 * information).
 */
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { OrderWarrantyFooter } from '@/features/warranty/components/order-warranty-footer';
import { WarrantyInformation } from '@/features/warranty/components/warranty-info';
import { WarrantyReplacement } from '@/features/warranty/components/warranty-replacement';

export function OrdersRoute() {
  return <OrdersPage orderFooter={(order) => <OrderWarrantyFooter order={order} />} />;
}

export function OrderDetailRoute() {
  return (
    <OrderDetailPage
      warranty={{
        replacement: (order) => <WarrantyReplacement order={order} />,
        information: (order) => <WarrantyInformation order={order} />,
      }}
    />
  );
}
