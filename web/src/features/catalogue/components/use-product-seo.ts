/**
 * The product page's head (docs/specs/customer-area.md sections 3 and 8): title and
 * description from metaTitle and metaDescription, else built from the name; keywords, canonical
 * link, social tags and schema.org Product data with its offer.
 */
import type { ProductDto } from '@contracts/responses';
import { isInStock, reviewCountOf } from '@/components/product-display';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { stripBbcode } from '@/lib/bbcode-text';
import { formatPrice } from '@/lib/money';
import { productJsonLd, truncateText, useSeo } from '@/lib/seo';

export function useProductSeo(product: ProductDto | undefined, isNotFound: boolean) {
  const description = product
    ? stripBbcode(product.metaDescription).trim() ||
      truncateText(
        `Buy ${product.name} at ${SITE_NAME} with instant delivery, warranty and 24/7 support.`,
      )
    : '';
  useSeo(
    isNotFound
      ? {
          title: `Product Not Found - ${SITE_NAME}`,
          description: "The product you're looking for doesn't exist or is no longer available.",
          canonicalPath: paths.home,
        }
      : product
        ? {
            title: product.metaTitle || `${product.name} - Buy Online | ${SITE_NAME}`,
            description,
            keywords:
              product.metaKeywords ||
              [product.name, product.category?.name, `buy ${product.name}`, SITE_NAME]
                .filter(Boolean)
                .join(', '),
            canonicalPath: paths.product(product),
            image: product.productImages[0] ?? null,
            type: 'product',
            jsonLd: productJsonLd({
              name: product.name,
              description:
                stripBbcode(product.description) ||
                stripBbcode(product.shortDescription) ||
                description,
              path: paths.product(product),
              images: product.productImages,
              sku: `KM-${product.id}`,
              category: product.category?.name ?? null,
              price: toDecimal(product.price),
              isInStock: isInStock(product),
              rating:
                reviewCountOf(product) > 0
                  ? { value: product.rating, count: reviewCountOf(product) }
                  : null,
            }),
          }
        : null,
  );
}

/** "12.50" for the structured data (the API's string, normalised to two decimals). */
function toDecimal(price: string): string {
  return formatPrice(price).replace('$', '');
}
