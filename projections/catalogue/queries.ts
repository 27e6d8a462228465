/** Queries of the catalogue read model for the API. Prices leave as decimal strings. */
import type { Queryable } from '../../application/db/pool';
import { formatCents } from '../../contracts/money';
import { DEFAULT_PRODUCT_POLICY, type ProductPolicy } from '../../contracts/product-policy';
import type {
  AdminCategoryDto,
  AdminProductDto,
  CategoryDto,
  FaqDto,
  ProductDto,
} from '../../contracts/responses';
import type { CategoryIcon } from '../../contracts/requests';
import type { SearchSuggestionsDto } from '../../contracts/search';

interface CategoryRow {
  id: number;
  name: string;
  description: string;
  short_description: string;
  color: string;
  icon: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  custom_url: string;
  is_active: boolean;
  sort_order: number;
  created_at: Date;
}

function toCategory(row: CategoryRow): CategoryDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.short_description,
    color: row.color,
    icon: row.icon as CategoryIcon,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    customUrl: row.custom_url,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    createdAt: row.created_at.toISOString(),
  };
}

/** The active categories in display order. */
export async function listCategories(db: Queryable): Promise<CategoryDto[]> {
  const { rows } = await db.query<CategoryRow>(
    'SELECT * FROM categories WHERE is_active ORDER BY sort_order, id',
  );
  return rows.map(toCategory);
}

/** Every category, inactive ones too, in display order, each with how many products it holds. */
export async function listAdminCategories(db: Queryable): Promise<AdminCategoryDto[]> {
  const { rows } = await db.query<CategoryRow & { product_count: number }>(
    `SELECT c.*, (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count
       FROM categories c ORDER BY c.sort_order, c.id`,
  );
  return rows.map((row) => ({ ...toCategory(row), productCount: row.product_count }));
}

export async function findCategoryById(db: Queryable, id: number): Promise<CategoryDto | null> {
  const { rows } = await db.query<CategoryRow>('SELECT * FROM categories WHERE id = $1', [id]);
  return rows[0] ? toCategory(rows[0]) : null;
}

/** An active category by its custom URL (or by its id written as the URL). */
export async function findCategoryByUrl(db: Queryable, url: string): Promise<CategoryDto | null> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT * FROM categories WHERE is_active AND (custom_url = $1 OR ($1 ~ '^[0-9]{1,9}$' AND id = $1::int)) LIMIT 1`,
    [url],
  );
  return rows[0] ? toCategory(rows[0]) : null;
}

interface ProductRow {
  id: number;
  name: string;
  description: string;
  short_description: string;
  long_description: string;
  price_cents: string;
  original_price_cents: string | null;
  category_id: number | null;
  stock: number;
  /** The auto-delivery items as last set; the first `stock_items_taken` of them are sold. */
  stock_items?: string[];
  stock_items_taken?: number;
  /** The product aggregate's stock version (admin queries only). */
  stock_version?: number;
  /** The stock and warranty policy (admin queries only). */
  auto_approve_claims?: boolean;
  claim_cap_per_90_days?: number;
  low_stock_threshold?: number;
  run_out_within_hours?: number;
  quarantine_claim_rate_percent?: number;
  max_per_order: number;
  max_per_customer_per_day: number;
  delivery_type: 'automatic' | 'manual';
  product_images: string[];
  warranty_days: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  product_url: string;
  custom_url: string;
  sort_order_in_category: number;
  show_on_homepage: boolean;
  review_rating: string;
  /** Average of approved reviews to one decimal; null when there are none. */
  approved_rating: string | null;
  review_count: number;
  is_active: boolean;
  created_at: Date;
  category_name: string | null;
  category_url: string | null;
}

const PRODUCT_COLUMNS = `p.id, p.name, p.description, p.short_description, p.long_description, p.price_cents::text,
  p.original_price_cents::text, p.category_id, p.stock, p.delivery_type, p.product_images, p.warranty_days, p.meta_title,
  p.meta_description, p.meta_keywords, p.product_url, p.custom_url, p.sort_order_in_category, p.show_on_homepage,
  p.review_rating::text, p.is_active, p.created_at, c.name AS category_name, c.custom_url AS category_url,
  round(r.rating_sum::numeric / nullif(r.approved_count, 0), 1)::text AS approved_rating,
  coalesce(r.approved_count, 0) AS review_count, p.max_per_order, p.max_per_customer_per_day`;

// product_ratings (the reviews projection): count and sum of approved review ratings.
const FROM = `FROM products p LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN product_ratings r ON r.product_id = p.id`;

function toProduct(row: ProductRow): ProductDto {
  const rating = Number(row.review_rating);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    price: formatCents(Number(row.price_cents)),
    originalPrice:
      row.original_price_cents === null ? null : formatCents(Number(row.original_price_cents)),
    categoryId: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name, customUrl: row.category_url ?? '' }
        : null,
    stock: row.stock,
    deliveryType: row.delivery_type,
    productImages: row.product_images,
    hasWarranty: row.warranty_days > 0,
    warrantyDays: row.warranty_days,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    productUrl: row.product_url,
    customUrl: row.custom_url,
    sortOrderInCategory: row.sort_order_in_category,
    showOnHomepage: row.show_on_homepage,
    reviewRating: rating,
    rating: row.approved_rating === null ? rating : Number(row.approved_rating),
    reviewCount: row.review_count,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    purchaseLimits: {
      maxPerOrder: row.max_per_order,
      maxPerCustomerPerDay: row.max_per_customer_per_day,
    },
  };
}

/** Active products in display order (docs/specs/customer-area.md section 7 GET /api/products). */
export async function listProducts(db: Queryable): Promise<ProductDto[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} ${FROM} WHERE p.is_active ORDER BY p.sort_order_in_category, p.id`,
  );
  return rows.map(toProduct);
}

/** Featured products: active and marked for the home page (GET /api/products/homepage). */
export async function listHomepageProducts(db: Queryable): Promise<ProductDto[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} ${FROM} WHERE p.is_active AND p.show_on_homepage ORDER BY p.sort_order_in_category, p.id`,
  );
  return rows.map(toProduct);
}

/** Active products of a category (GET /api/categories/{id}/products). */
export async function listCategoryProducts(
  db: Queryable,
  categoryId: number,
): Promise<ProductDto[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} ${FROM} WHERE p.is_active AND p.category_id = $1 ORDER BY p.sort_order_in_category, p.id`,
    [categoryId],
  );
  return rows.map(toProduct);
}

/** An active product by its product URL or custom URL (GET /api/products/by-url/{url}). */
export async function findProductByUrl(db: Queryable, url: string): Promise<ProductDto | null> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} ${FROM} WHERE p.is_active AND (p.product_url = $1 OR (p.custom_url <> '' AND p.custom_url = $1))
      ORDER BY (p.product_url = $1) DESC LIMIT 1`,
    [url],
  );
  return rows[0] ? toProduct(rows[0]) : null;
}

/** Whether product `id` is active (the product-{id} links, contracts/product-id-url.ts). */
export async function isActiveProduct(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM products WHERE id = $1 AND is_active', [id]);
  return rowCount === 1;
}

/**
 * Suggestions for the header search (GET /api/search/suggestions): active products (the
 * visibility of GET /api/products) and active categories whose name contains `text`,
 * case-insensitively, names that start with it first, then by name. `text` is matched literally
 * (strpos, not LIKE, so % and _ are plain characters).
 */
export async function searchSuggestions(
  db: Queryable,
  text: string,
  limits: { products: number; categories: number },
): Promise<SearchSuggestionsDto> {
  const [products, categories] = await Promise.all([
    db.query<{
      id: number;
      name: string;
      price_cents: string;
      image: string | null;
      product_url: string;
      custom_url: string;
      category_id: number | null;
      category_name: string | null;
      category_url: string | null;
    }>(
      `SELECT p.id, p.name, p.price_cents::text, p.product_images->>0 AS image, p.product_url, p.custom_url,
         p.category_id, c.name AS category_name, c.custom_url AS category_url
       FROM products p LEFT JOIN categories c ON c.id = p.category_id
       WHERE p.is_active AND strpos(lower(p.name), lower($1)) > 0
       ORDER BY strpos(lower(p.name), lower($1)) <> 1, lower(p.name), p.id LIMIT $2`,
      [text, limits.products],
    ),
    db.query<{ id: number; name: string; custom_url: string }>(
      `SELECT id, name, custom_url FROM categories
       WHERE is_active AND strpos(lower(name), lower($1)) > 0
       ORDER BY strpos(lower(name), lower($1)) <> 1, lower(name), id LIMIT $2`,
      [text, limits.categories],
    ),
  ]);
  return {
    products: products.rows.map((row) => ({
      id: row.id,
      name: row.name,
      price: formatCents(Number(row.price_cents)),
      image: row.image,
      productUrl: row.product_url,
      customUrl: row.custom_url,
      category:
        row.category_id !== null && row.category_name !== null
          ? { id: row.category_id, name: row.category_name, customUrl: row.category_url ?? '' }
          : null,
    })),
    categories: categories.rows.map((row) => ({
      id: row.id,
      name: row.name,
      customUrl: row.custom_url,
    })),
  };
}

/** The auto-delivery items not sold yet, and the stock version they belong to. */
const adminStock = (row: ProductRow) => ({
  autoDeliveryStock: (row.stock_items ?? []).slice(row.stock_items_taken ?? 0),
  stockVersion: row.stock_version ?? 0,
});

/** The product's stock and warranty policy (the columns default to DEFAULT_PRODUCT_POLICY). */
const adminPolicy = (row: ProductRow): { policy: ProductPolicy } => ({
  policy: {
    autoApproveClaims: row.auto_approve_claims ?? DEFAULT_PRODUCT_POLICY.autoApproveClaims,
    claimCapPer90Days: row.claim_cap_per_90_days ?? DEFAULT_PRODUCT_POLICY.claimCapPer90Days,
    lowStockThreshold: row.low_stock_threshold ?? DEFAULT_PRODUCT_POLICY.lowStockThreshold,
    runOutWithinHours: row.run_out_within_hours ?? DEFAULT_PRODUCT_POLICY.runOutWithinHours,
    quarantineClaimRatePercent:
      row.quarantine_claim_rate_percent ?? DEFAULT_PRODUCT_POLICY.quarantineClaimRatePercent,
  },
});

const ADMIN_COLUMNS = `${PRODUCT_COLUMNS}, p.stock_items, p.stock_items_taken, p.stock_version,
  p.auto_approve_claims, p.claim_cap_per_90_days, p.low_stock_threshold, p.run_out_within_hours,
  p.quarantine_claim_rate_percent`;

/** An admin product as the read model keeps it: its auto-delivery items sealed. */
export type SealedAdminProduct = Omit<AdminProductDto, 'autoDeliveryStockMasked'>;

/** Any product by id, active or not, with its auto-delivery items (admin). */
export async function findAdminProduct(
  db: Queryable,
  id: number,
): Promise<SealedAdminProduct | null> {
  const { rows } = await db.query<ProductRow>(`SELECT ${ADMIN_COLUMNS} ${FROM} WHERE p.id = $1`, [
    id,
  ]);
  return rows[0]
    ? { ...toProduct(rows[0]), ...adminStock(rows[0]), ...adminPolicy(rows[0]) }
    : null;
}

/** Every product with its auto-delivery items, newest first (GET /api/admin/products). */
export async function listAdminProducts(db: Queryable): Promise<SealedAdminProduct[]> {
  const { rows } = await db.query<ProductRow>(`SELECT ${ADMIN_COLUMNS} ${FROM} ORDER BY p.id DESC`);
  return rows.map((row) => ({ ...toProduct(row), ...adminStock(row), ...adminPolicy(row) }));
}

/** Active FAQs of a product in display order (GET /api/products/{id}/faqs). */
export async function listFaqs(db: Queryable, productId: number): Promise<FaqDto[]> {
  const { rows } = await db.query<{
    id: number;
    product_id: number;
    question: string;
    answer: string;
    sort_order: number;
    is_active: boolean;
  }>('SELECT * FROM product_faqs WHERE product_id = $1 AND is_active ORDER BY sort_order, id', [
    productId,
  ]);
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    question: row.question,
    answer: row.answer,
    order: row.sort_order,
    isActive: row.is_active,
  }));
}

/** The product a FAQ belongs to, or null. */
export async function findFaqProductId(db: Queryable, faqId: number): Promise<number | null> {
  const { rows } = await db.query<{ product_id: number }>(
    'SELECT product_id FROM product_faqs WHERE id = $1',
    [faqId],
  );
  return rows[0]?.product_id ?? null;
}

/** Every category id in display order (sortOrder, then id), active or not. */
export async function listCategoryOrder(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM categories ORDER BY sort_order, id',
  );
  return rows.map((row) => row.id);
}
