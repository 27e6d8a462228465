/**
 * Product page (/category/{categoryUrl}/{productUrl} and /{customUrl}): the catalogue's product
 * page with the purchase panel, the product announcements and the reviews of their own features.
 */
import { Suspense, lazy } from 'react';
import { ProductAnnouncements } from '@/features/announcements/components/announcement-banner';
import { ProductPage } from '@/features/catalogue/components/product-page';
import { PurchasePanel } from '@/features/purchase/components/purchase-panel';

/** The Reviews tab's content: loaded when the tab first shows. */
const ProductReviews = lazy(async () => ({
  default: (await import('@/features/reviews/components/product-reviews')).ProductReviews,
}));

export function ProductRoute() {
  return (
    <ProductPage
      purchase={(product) => <PurchasePanel product={product} />}
      announcements={<ProductAnnouncements />}
      reviews={(product) => (
        <Suspense fallback={null}>
          <ProductReviews productId={product.id} />
        </Suspense>
      )}
    />
  );
}
