/**
 * Catalogue calls: public reads (docs/specs/customer-area.md section 7, docs/specs/admin-area.md
 * section 7) and the admin writes for products, stock, policies, FAQs and categories.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  categorySchema,
  categoryUpdateSchema,
  productSchema,
  productUpdateSchema,
  stockItemsSchema,
} from '../../contracts/requests';
import {
  HOMEPAGE_PRODUCTS_PATH,
  PRODUCTS_PATH,
  categoryProductsPath,
  productByUrlPath,
} from '../../contracts/public-reads';
import { productPolicySchema } from '../../contracts/product-policy';
import { searchSuggestionsQuerySchema } from '../../contracts/search';
import {
  SUGGESTED_CATEGORIES_LIMIT,
  SUGGESTED_PRODUCTS_LIMIT,
} from '../../contracts/search-limits';
import type { ProductDetails } from '../../domain/catalogue/product';
import { addProductFaq } from '../../application/commands/add-product-faq';
import { createCategory } from '../../application/commands/create-category';
import { createProduct } from '../../application/commands/create-product';
import { deleteCategory } from '../../application/commands/delete-category';
import { deleteProduct } from '../../application/commands/delete-product';
import { moveCategory } from '../../application/commands/move-category';
import { removeProductFaq } from '../../application/commands/remove-product-faq';
import { setProductPolicy } from '../../application/commands/set-product-policy';
import { setPurchaseLimits } from '../../application/commands/set-purchase-limits';
import { purchaseLimitsSchema } from '../../contracts/purchase-limits';
import { setProductStock } from '../../application/commands/set-product-stock';
import { updateCategory } from '../../application/commands/update-category';
import { updateProduct } from '../../application/commands/update-product';
import * as catalogue from '../../projections/catalogue/queries';
import { idTextSchema, integer } from '../../contracts/integers';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import type { ApiServices } from '../services';
import { toProductChanges } from './mapping';
import { openAdminProduct } from '../http/open-sealed';
import { revealsStock } from './stock-router';

const endpoint = endpoints('Catalogue');

const urlParams = z.object({ url: z.string().max(200).trim().min(1) });
const faqSchema = z.object({
  question: z.string().trim().min(1, { message: 'Question is required' }).max(2000),
  answer: z.string().trim().min(1, { message: 'Answer is required' }).max(20000),
  order: integer({ min: -1_000_000, max: 1_000_000 }).default(0),
  isActive: z.boolean().default(true),
});

/** The catalogue routes; the admin writes answer 401 signed out and 403 for a customer. */
export function catalogueRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  /** Product `id` for staff: its stock items shown only within the step-up window. */
  async function adminProduct(id: number, req: Request) {
    const product = await catalogue.findAdminProduct(pool, id);
    if (!product) throw new HttpError(404, 'Product not found');
    return openAdminProduct(services.secrets, product, revealsStock(req));
  }

  // Public reads.
  router.get(
    '/categories',
    endpoint(
      {
        access: 'public',
        summary: 'The active categories, in their order',
        answer: { description: 'The categories' },
      },
      async (_input, _req, res) => {
        res.json(await catalogue.listCategories(pool));
      },
    ),
  );
  router.get(
    '/categories/by-url/:url',
    endpoint(
      {
        access: 'public',
        summary: 'One category by its URL (the category page, docs/specs/admin-area.md 2.16)',
        params: urlParams,
        answer: { description: 'The category' },
        errors: { 404: 'No such category' },
      },
      async ({ params }, _req, res) => {
        const category = await catalogue.findCategoryByUrl(pool, params.url);
        if (!category) throw new HttpError(404, 'Category not found');
        res.json(category);
      },
    ),
  );
  // Product lists and pages: from the serialized answers while the catalogue has not moved, keyed
  // by their GET address (the pages the server serves carry the same answers: web-app-pages.ts).
  const cached = services.catalogueResponses;
  const categoryProducts = endpoint(
    {
      access: 'public',
      summary: "A category's active products",
      params: idParams,
      answer: { description: 'The products' },
    },
    async ({ params }, req, res) => {
      await cached.sendJson(req, res, categoryProductsPath(params.id), () =>
        catalogue.listCategoryProducts(pool, params.id),
      );
    },
  );
  router.get('/categories/:id/products', categoryProducts);
  router.get(
    '/products',
    endpoint(
      {
        access: 'public',
        summary: 'Every active product (the All Products page, docs/specs/admin-area.md 2.17)',
        answer: { description: 'The products' },
      },
      async (_input, req, res) => {
        await cached.sendJson(req, res, PRODUCTS_PATH, () => catalogue.listProducts(pool));
      },
    ),
  );
  router.get(
    '/products/homepage',
    endpoint(
      {
        access: 'public',
        summary: 'The featured products of the home page',
        answer: { description: 'The products' },
      },
      async (_input, req, res) => {
        await cached.sendJson(req, res, HOMEPAGE_PRODUCTS_PATH, () =>
          catalogue.listHomepageProducts(pool),
        );
      },
    ),
  );
  router.get('/products/category/:id', categoryProducts);
  router.get(
    '/products/by-url/:url',
    endpoint(
      {
        access: 'public',
        summary: 'One product by its URL (the product page)',
        params: urlParams,
        answer: { description: 'The product' },
        errors: { 404: 'No such product' },
      },
      async ({ params }, req, res) => {
        await cached.sendJson(req, res, productByUrlPath(params.url), async () => {
          const product = await catalogue.findProductByUrl(pool, params.url);
          if (!product) throw new HttpError(404, 'Product not found');
          return product;
        });
      },
    ),
  );
  router.get(
    '/search/suggestions',
    endpoint(
      {
        access: 'public',
        summary: 'Header search suggestions: products and categories by part of their name',
        description: `Active products (as GET /api/products shows them) and active categories whose name contains \`q\` (1-100 characters, case-insensitive), names starting with it first; at most ${SUGGESTED_PRODUCTS_LIMIT} products and ${SUGGESTED_CATEGORIES_LIMIT} categories.`,
        query: searchSuggestionsQuerySchema,
        answer: { description: '{ products, categories }' },
      },
      async ({ query }, _req, res) => {
        res.json(
          await catalogue.searchSuggestions(pool, query.q, {
            products: SUGGESTED_PRODUCTS_LIMIT,
            categories: SUGGESTED_CATEGORIES_LIMIT,
          }),
        );
      },
    ),
  );
  router.get(
    '/products/:id/faqs',
    endpoint(
      {
        access: 'public',
        summary: "A product's FAQs",
        params: idParams,
        answer: { description: 'The FAQs' },
      },
      async ({ params }, _req, res) => {
        res.json(await catalogue.listFaqs(pool, params.id));
      },
    ),
  );

  // Admin writes.
  router.post(
    '/products',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Create a product (docs/specs/admin-area.md 2.4)',
        description:
          'productUrl and customUrl share one namespace: neither may be another product’s URL. ' +
          'A customUrl may not be a page of the store (it is served at /{customUrl}).',
        body: productSchema,
        answer: { status: 201, description: 'The product created' },
        errors: {
          400: 'A URL the product may not take, or a category that does not exist',
          409: 'The URL is taken',
        },
      },
      async ({ body }, req, res) => {
        const details = {
          ...toProductChanges(body),
          name: body.name,
          priceCents: body.price,
        } as ProductDetails;
        const { productId } = await settled(
          services,
          await createProduct(services, details, contextOf(req)),
        );
        res.status(201).json(await adminProduct(productId, req));
      },
    ),
  );
  router.put(
    '/products/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Change a product (only the fields sent)',
        params: idParams,
        body: productUpdateSchema,
        answer: { description: 'The product changed' },
        errors: {
          400: 'A URL the product may not take, or a category that does not exist',
          404: 'No such product',
          409: 'The URL is taken',
        },
      },
      async ({ params, body }, req, res) => {
        const changes = toProductChanges(body);
        await settled(
          services,
          await updateProduct(services, { productId: params.id, changes }, contextOf(req)),
        );
        res.json(await adminProduct(params.id, req));
      },
    ),
  );
  router.delete(
    '/products/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Delete a product',
        params: idParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such product' },
      },
      async ({ params }, req, res) => {
        await settled(
          services,
          await deleteProduct(services, { productId: params.id }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );
  router.get(
    '/admin/products',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Every product, inactive ones and stock included (docs/specs/admin-area.md 2.4)',
        description:
          'The stock items show as `••••••••` (`autoDeliveryStockMasked: true`) unless the password was entered in the last few minutes; GET /api/admin/products/{id}/stock asks for it.',
        answer: { description: 'The products' },
      },
      async (_input, req, res) => {
        const products = await catalogue.listAdminProducts(pool);
        const reveal = revealsStock(req);
        res.json(
          await Promise.all(products.map((p) => openAdminProduct(services.secrets, p, reveal))),
        );
      },
    ),
  );
  router.put(
    '/admin/products/:id/stock',
    endpoint(
      {
        access: 'admin',
        permission: 'stock',
        summary: "Set a product's auto-delivery stock",
        description:
          'Replaces the available items (trimmed, blank ones dropped). Send the `stockVersion` the ' +
          'list was loaded at: a stock changed since (a sale, another edit) answers 409. An item ' +
          'listed twice answers 400 and one already delivered to a customer 409, naming its line.',
        params: idParams,
        body: stockItemsSchema,
        answer: { description: 'The product changed' },
        errors: {
          400: 'An item is listed twice',
          404: 'No such product',
          409: 'The stock changed since it was loaded, or an item was already delivered',
        },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await setProductStock(
            services,
            {
              productId: params.id,
              items: body.stockItems,
              expectedStockVersion: body.stockVersion,
            },
            contextOf(req),
          ),
        );
        res.json(await adminProduct(params.id, req));
      },
    ),
  );
  router.put(
    '/admin/products/:id/policy',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: "Set a product's stock and warranty policy",
        description:
          'The whole policy (contracts/product-policy.ts): `autoApproveClaims` approves an eligible ' +
          'warranty claim at once with a replacement from the auto-delivery stock while the ' +
          'customer had fewer than `claimCapPer90Days` claims approved that way in 90 days; ' +
          '`lowStockThreshold`, `runOutWithinHours` and `quarantineClaimRatePercent` (0: off) are ' +
          'the stock alert and batch quarantine settings. A product whose policy was never set ' +
          'reads as auto-approval off, cap 3, the others 0.',
        params: idParams,
        body: productPolicySchema,
        answer: { description: 'The product changed, with its `policy`' },
        errors: { 400: 'A number outside its limits', 404: 'No such product' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await setProductPolicy(services, { productId: params.id, policy: body }, contextOf(req)),
        );
        res.json(await adminProduct(params.id, req));
      },
    ),
  );
  router.put(
    '/admin/products/:id/purchase-limits',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: "Set a product's purchase limits",
        description:
          'Both limits (contracts/purchase-limits.ts), 0 for none: `maxPerOrder`, the most units ' +
          'one order may take, and `maxPerCustomerPerDay`, the most one customer may buy in a ' +
          'store day (STORE_TIMEZONE). A purchase over either is refused with 422 and its message.',
        params: idParams,
        body: purchaseLimitsSchema,
        answer: { description: 'The product changed, with its `purchaseLimits`' },
        errors: { 400: 'A limit outside 0-10000', 404: 'No such product' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await setPurchaseLimits(services, { productId: params.id, limits: body }, contextOf(req)),
        );
        res.json(await adminProduct(params.id, req));
      },
    ),
  );
  router.post(
    '/admin/products/:id/faqs',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Add a FAQ to a product',
        params: idParams,
        body: faqSchema,
        answer: { status: 201, description: 'The FAQ added' },
        errors: { 404: 'No such product' },
      },
      async ({ params, body }, req, res) => {
        const { faqId } = await settled(
          services,
          await addProductFaq(services, { productId: params.id, ...body }, contextOf(req)),
        );
        res.status(201).json({ id: faqId, productId: params.id, ...body });
      },
    ),
  );
  router.put(
    '/admin/products/:id/toggle-status',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Make a product active or inactive',
        params: idParams,
        body: z.object({ isActive: z.boolean() }),
        answer: { description: 'The product changed' },
        errors: { 404: 'No such product' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await updateProduct(
            services,
            { productId: params.id, changes: { isActive: body.isActive } },
            contextOf(req),
          ),
        );
        res.json(await adminProduct(params.id, req));
      },
    ),
  );
  router.delete(
    '/admin/faqs/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Remove a FAQ',
        params: idParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such FAQ' },
      },
      async ({ params }, req, res) => {
        const faqId = params.id;
        const productId = await catalogue.findFaqProductId(pool, faqId);
        if (productId === null) throw new HttpError(404, 'FAQ not found');
        await settled(
          services,
          await removeProductFaq(services, { productId, faqId }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );
  router.get(
    '/admin/categories',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary:
          'All categories, inactive too, searched by name and description, each with its `productCount` (docs/specs/admin-area.md 2.11)',
        query: z.object({ search: z.string().max(200).optional() }),
        answer: { description: 'The categories' },
      },
      async ({ query }, _req, res) => {
        const search = query.search?.toLowerCase() ?? '';
        const categories = await catalogue.listAdminCategories(pool);
        res.json(
          search
            ? categories.filter((c) => `${c.name} ${c.description}`.toLowerCase().includes(search))
            : categories,
        );
      },
    ),
  );
  router.post(
    '/admin/categories',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Create a category',
        body: categorySchema,
        answer: { status: 201, description: 'The category created' },
        errors: { 409: 'The URL is taken' },
      },
      async ({ body }, req, res) => {
        const { categoryId } = await settled(
          services,
          await createCategory(services, body, contextOf(req)),
        );
        res.status(201).json(await catalogue.findCategoryById(pool, categoryId));
      },
    ),
  );
  router.put(
    '/admin/categories/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Change a category (only the fields sent)',
        params: idParams,
        body: categoryUpdateSchema,
        answer: { description: 'The category changed' },
        errors: { 404: 'No such category', 409: 'The URL is taken' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await updateCategory(services, { categoryId: params.id, changes: body }, contextOf(req)),
        );
        res.json(await catalogue.findCategoryById(pool, params.id));
      },
    ),
  );
  router.delete(
    '/admin/categories/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Delete a category',
        description:
          'A category that holds products is deleted only with `moveProductsTo`, the id of another category: every product it holds moves there in the same transaction.',
        params: idParams,
        query: z.object({ moveProductsTo: idTextSchema.optional() }),
        answer: { description: '`{ success: true }`' },
        errors: {
          400: 'The category holds products and no target category is named (the message says how many), or the target is the category itself',
          404: 'No such category, or no such target category',
        },
      },
      async ({ params, query }, req, res) => {
        await settled(
          services,
          await deleteCategory(
            services,
            { categoryId: params.id, moveProductsTo: query.moveProductsTo ?? null },
            contextOf(req),
          ),
        );
        res.json({ success: true });
      },
    ),
  );
  router.put(
    '/admin/categories/:id/sort',
    endpoint(
      {
        access: 'admin',
        permission: 'catalogue',
        summary: 'Move a category up or down the order',
        params: idParams,
        body: z.object({ direction: z.enum(['up', 'down']) }),
        answer: { description: 'Every category, in the new order' },
        errors: { 404: 'No such category' },
      },
      async ({ params, body }, req, res) => {
        const categoryId = params.id;
        const orderedIds = await catalogue.listCategoryOrder(pool);
        if (!orderedIds.includes(categoryId)) throw new HttpError(404, 'Category not found');
        await settled(
          services,
          await moveCategory(
            services,
            { categoryId, direction: body.direction, orderedIds },
            contextOf(req),
          ),
        );
        res.json(await catalogue.listAdminCategories(pool));
      },
    ),
  );

  return router;
}
