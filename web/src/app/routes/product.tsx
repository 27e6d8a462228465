/**
 * Product page (/category/{categoryUrl}/{productUrl} and /{customUrl}): the catalogue's product
 * page with the purchase panel, the product announcements and the reviews of their own features.
 */
import { Suspense, lazy } from 'react';
import { ProductAnnouncements } from '@/features/announcements/components/announcement-banner';
import { ProductPage } from '@/features/catalogue/components/product-page';

/**
 * The purchase panel: a chunk of its own (with MUI's text fields and dialogs), loaded while the
 * product's first screen paints, since the page shows it a commit after that screen.
 */
const PurchasePanel = lazy(async () => ({
  default: (await import('@/features/purchase/components/purchase-panel')).PurchasePanel,
}));

/** The Reviews tab's content: loaded when the tab first shows. */
const ProductReviews = lazy(async () => ({
  default: (await import('@/features/reviews/components/product-reviews')).ProductReviews,
}));

export function ProductRoute() {
  return (
    <ProductPage
      purchase={(product) => (
        <Suspense fallback={null}>
          <PurchasePanel product={product} />
        </Suspense>
      )}
      announcements={<ProductAnnouncements />}
      reviews={(product) => (
        <Suspense fallback={null}>
          <ProductReviews productId={product.id} />
        </Suspense>
      )}
    />
  );
}
