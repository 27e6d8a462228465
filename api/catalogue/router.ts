/**
 * Catalogue calls: public reads (customer-area.md section 7, admin-area.md section 7) and the
 * admin writes for products, stock, FAQs and categories.
 */
import { Router } from 'express';
import { z } from 'zod';
import {
  categorySchema,
  categoryUpdateSchema,
  productSchema,
  productUpdateSchema,
  stockItemsSchema,
} from '../../contracts/requests';
import type { ProductDetails } from '../../domain/catalogue/product';
import { addProductFaq } from '../../application/commands/add-product-faq';
import { createCategory } from '../../application/commands/create-category';
import { createProduct } from '../../application/commands/create-product';
import { deleteCategory } from '../../application/commands/delete-category';
import { deleteProduct } from '../../application/commands/delete-product';
import { moveCategory } from '../../application/commands/move-category';
import { removeProductFaq } from '../../application/commands/remove-product-faq';
import { setProductStock } from '../../application/commands/set-product-stock';
import { updateCategory } from '../../application/commands/update-category';
import { updateProduct } from '../../application/commands/update-product';
import * as catalogue from '../../projections/catalogue/queries';
import { requireAdmin } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody, parseId, textParam } from '../http/validate';
import type { ApiServices } from '../services';
import { toProductChanges } from './mapping';
import { openAdminProduct } from '../http/open-sealed';

const urlParam = textParam(200).trim().min(1);
const faqSchema = z.object({
  question: z.string().trim().min(1, { message: 'Question is required' }).max(2000),
  answer: z.string().trim().min(1, { message: 'Answer is required' }).max(20000),
  order: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  isActive: z.boolean().default(true),
});

export function catalogueRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  async function adminProduct(id: number) {
    const product = await catalogue.findAdminProduct(pool, id);
    if (!product) throw new HttpError(404, 'Product not found');
    return openAdminProduct(services.secrets, product);
  }

  // Public reads.
  router.get('/categories', async (_req, res) => {
    res.json(await catalogue.listCategories(pool));
  });
  router.get('/categories/by-url/:url', async (req, res) => {
    const category = await catalogue.findCategoryByUrl(pool, urlParam.parse(req.params.url));
    if (!category) throw new HttpError(404, 'Category not found');
    res.json(category);
  });
  // Product lists and pages: from the serialized answers while the catalogue has not moved.
  const cached = services.catalogueResponses;
  router.get('/categories/:id/products', async (req, res) => {
    const id = parseId(req);
    await cached.sendJson(req, res, `category-products/${id}`, () =>
      catalogue.listCategoryProducts(pool, id),
    );
  });
  router.get('/products', async (req, res) => {
    await cached.sendJson(req, res, 'products', () => catalogue.listProducts(pool));
  });
  router.get('/products/homepage', async (req, res) => {
    await cached.sendJson(req, res, 'homepage', () => catalogue.listHomepageProducts(pool));
  });
  router.get('/products/category/:id', async (req, res) => {
    const id = parseId(req);
    await cached.sendJson(req, res, `category-products/${id}`, () =>
      catalogue.listCategoryProducts(pool, id),
    );
  });
  router.get('/products/by-url/:url', async (req, res) => {
    const url = urlParam.parse(req.params.url);
    await cached.sendJson(req, res, `by-url/${url}`, async () => {
      const product = await catalogue.findProductByUrl(pool, url);
      if (!product) throw new HttpError(404, 'Product not found');
      return product;
    });
  });
  router.get('/products/:id/faqs', async (req, res) => {
    res.json(await catalogue.listFaqs(pool, parseId(req)));
  });

  // Admin writes.
  router.post('/products', async (req, res) => {
    requireAdmin(req);
    const body = parseBody(productSchema, req);
    const details = {
      ...toProductChanges(body),
      name: body.name,
      priceCents: body.price,
    } as ProductDetails;
    const { productId } = await settled(
      services,
      await createProduct(services, details, contextOf(req)),
    );
    res.status(201).json(await adminProduct(productId));
  });
  router.put('/products/:id', async (req, res) => {
    requireAdmin(req);
    const productId = parseId(req);
    const changes = toProductChanges(parseBody(productUpdateSchema, req));
    await settled(services, await updateProduct(services, { productId, changes }, contextOf(req)));
    res.json(await adminProduct(productId));
  });
  router.delete('/products/:id', async (req, res) => {
    requireAdmin(req);
    await settled(
      services,
      await deleteProduct(services, { productId: parseId(req) }, contextOf(req)),
    );
    res.json({ success: true });
  });
  router.get('/admin/products', async (req, res) => {
    requireAdmin(req);
    const products = await catalogue.listAdminProducts(pool);
    res.json(await Promise.all(products.map((p) => openAdminProduct(services.secrets, p))));
  });
  router.put('/admin/products/:id/stock', async (req, res) => {
    requireAdmin(req);
    const productId = parseId(req);
    const { stockItems } = parseBody(stockItemsSchema, req);
    await settled(
      services,
      await setProductStock(services, { productId, items: stockItems }, contextOf(req)),
    );
    res.json(await adminProduct(productId));
  });
  router.post('/admin/products/:id/faqs', async (req, res) => {
    requireAdmin(req);
    const productId = parseId(req);
    const body = parseBody(faqSchema, req);
    const { faqId } = await settled(
      services,
      await addProductFaq(services, { productId, ...body }, contextOf(req)),
    );
    res.status(201).json({ id: faqId, productId, ...body });
  });
  router.put('/admin/products/:id/toggle-status', async (req, res) => {
    requireAdmin(req);
    const productId = parseId(req);
    const { isActive } = parseBody(z.object({ isActive: z.boolean() }), req);
    await settled(
      services,
      await updateProduct(services, { productId, changes: { isActive } }, contextOf(req)),
    );
    res.json(await adminProduct(productId));
  });
  router.delete('/admin/faqs/:id', async (req, res) => {
    requireAdmin(req);
    const faqId = parseId(req);
    const productId = await catalogue.findFaqProductId(pool, faqId);
    if (productId === null) throw new HttpError(404, 'FAQ not found');
    await settled(services, await removeProductFaq(services, { productId, faqId }, contextOf(req)));
    res.json({ success: true });
  });
  router.get('/admin/categories', async (req, res) => {
    requireAdmin(req);
    const search = z.string().max(200).optional().parse(req.query.search)?.toLowerCase() ?? '';
    const categories = await catalogue.listCategories(pool, { includeInactive: true });
    res.json(
      search
        ? categories.filter((c) => `${c.name} ${c.description}`.toLowerCase().includes(search))
        : categories,
    );
  });
  router.post('/admin/categories', async (req, res) => {
    requireAdmin(req);
    const body = parseBody(categorySchema, req);
    const { categoryId } = await settled(
      services,
      await createCategory(services, body, contextOf(req)),
    );
    res.status(201).json(await catalogue.findCategoryById(pool, categoryId));
  });
  router.put('/admin/categories/:id', async (req, res) => {
    requireAdmin(req);
    const categoryId = parseId(req);
    const changes = parseBody(categoryUpdateSchema, req);
    await settled(
      services,
      await updateCategory(services, { categoryId, changes }, contextOf(req)),
    );
    res.json(await catalogue.findCategoryById(pool, categoryId));
  });
  router.delete('/admin/categories/:id', async (req, res) => {
    requireAdmin(req);
    await settled(
      services,
      await deleteCategory(services, { categoryId: parseId(req) }, contextOf(req)),
    );
    res.json({ success: true });
  });
  router.put('/admin/categories/:id/sort', async (req, res) => {
    requireAdmin(req);
    const categoryId = parseId(req);
    const { direction } = parseBody(z.object({ direction: z.enum(['up', 'down']) }), req);
    const orderedIds = await catalogue.listCategoryOrder(pool);
    if (!orderedIds.includes(categoryId)) throw new HttpError(404, 'Category not found');
    await settled(
      services,
      await moveCategory(services, { categoryId, direction, orderedIds }, contextOf(req)),
    );
    res.json(await catalogue.listCategories(pool, { includeInactive: true }));
  });

  return router;
}
