/**
 * Product page (/category/{categoryUrl}/{productUrl} and /{customUrl}): the catalogue's product
 * page with the purchase panel, the product announcements and the reviews of their own features.
 */
import { ProductAnnouncements } from '@/features/announcements/components/announcement-banner';
import { ProductPage } from '@/features/catalogue/components/product-page';
import { PurchasePanel } from '@/features/purchase/components/purchase-panel';
import { ProductReviews } from '@/features/reviews/components/product-reviews';

export function ProductRoute() {
  return (
    <ProductPage
      purchase={(product) => <PurchasePanel product={product} />}
      announcements={<ProductAnnouncements />}
      reviews={(product) => <ProductReviews productId={product.id} />}
    />
  );
}
