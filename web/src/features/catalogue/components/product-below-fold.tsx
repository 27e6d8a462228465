/**
 * The product page below its first screen (docs/specs/customer-area.md section 2, Product page):
 * the Description / FAQ / Reviews tabs, then the recommendations a commit later. A chunk of its
 * own (product-view.tsx loads it lazily), so a phone downloads and runs it after the product's
 * name, price and description have painted.
 */
import type { ReactNode } from 'react';
import type { ProductDto } from '@contracts/responses';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { ProductFaqs } from './product-faqs';
import { ProductTabs } from './product-tabs';
import type { TabName } from './product-tabs-anchor';
import { Recommendations } from './recommendations';

export function ProductBelowFold({
  product,
  tab,
  onTabChange,
  reviewCount,
  description,
  reviews,
}: {
  product: ProductDto;
  tab: TabName;
  onTabChange: (tab: TabName) => void;
  /** The number in the Reviews tab's label. */
  reviewCount: number;
  /** The Description tab's content. */
  description: ReactNode;
  /** The Reviews tab's content. */
  reviews: ReactNode;
}) {
  return (
    <>
      <ProductTabs
        tab={tab}
        onTabChange={onTabChange}
        reviewCount={reviewCount}
        description={description}
        faqs={<ProductFaqs productId={product.id} />}
        reviews={reviews}
      />
      <AfterFirstPaint>
        <Recommendations product={product} />
      </AfterFirstPaint>
    </>
  );
}
