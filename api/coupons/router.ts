/**
 * Coupon calls: POST /api/validate-coupon (docs/specs/customer-area.md section 7) and the admin's
 * GET/POST /api/admin/coupons, PUT/DELETE /api/admin/coupons/{id} (docs/specs/admin-area.md section
 * 7).
 */
import { Router } from 'express';
import { couponSchema, couponUpdateSchema, validateCouponSchema } from '../../contracts/coupons';
import { createCoupon } from '../../application/commands/create-coupon';
import { deleteCoupon } from '../../application/commands/delete-coupon';
import { updateCoupon } from '../../application/commands/update-coupon';
import { findCoupon, listCoupons, validateCouponCode } from '../../projections/coupons/queries';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Coupons');

/**
 * The instant an admin's expiry names, as ISO: a date-time without an offset (what a
 * datetime-local input sends) is read as UTC; the web form sends an offset to mean local time.
 */
export function expiryInstant(value: string | null): string | null {
  if (value === null) return null;
  const hasOffset = /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value);
  return new Date(hasOffset ? value : `${value}Z`).toISOString();
}

/** The coupon routes; admin routes answer 401 signed out and 403 for a customer. */
export function couponsRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  async function coupon(id: number) {
    const found = await findCoupon(pool, id);
    if (!found) throw new HttpError(404, 'Coupon not found');
    return found;
  }

  router.post(
    '/validate-coupon',
    endpoint(
      {
        access: 'public',
        summary: 'Check a coupon code before buying (docs/specs/customer-area.md section 7)',
        body: validateCouponSchema,
        answer: { description: 'Whether the code is valid now, and its discount' },
      },
      async ({ body }, _req, res) => {
        res.json(await validateCouponCode(pool, body.code, new Date()));
      },
    ),
  );

  router.get(
    '/admin/coupons',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Every coupon',
        answer: { description: 'The coupons' },
      },
      async (_input, _req, res) => {
        res.json(await listCoupons(pool));
      },
    ),
  );

  router.post(
    '/admin/coupons',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Create a coupon',
        body: couponSchema,
        answer: { status: 201, description: 'The coupon created' },
        errors: { 409: 'The code is taken' },
      },
      async ({ body }, req, res) => {
        const { couponId } = await settled(
          services,
          await createCoupon(
            services,
            { ...body, expiresAt: expiryInstant(body.expiresAt) },
            contextOf(req),
          ),
        );
        res.status(201).json(await coupon(couponId));
      },
    ),
  );

  router.put(
    '/admin/coupons/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Change a coupon (only the fields sent)',
        params: idParams,
        body: couponUpdateSchema,
        answer: { description: 'The coupon changed' },
        errors: { 404: 'No such coupon', 409: 'The code is taken' },
      },
      async ({ params, body }, req, res) => {
        const changes = {
          ...body,
          ...(body.expiresAt === undefined ? {} : { expiresAt: expiryInstant(body.expiresAt) }),
        };
        await settled(
          services,
          await updateCoupon(services, { couponId: params.id, changes }, contextOf(req)),
        );
        res.json(await coupon(params.id));
      },
    ),
  );

  router.delete(
    '/admin/coupons/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Delete a coupon',
        params: idParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such coupon' },
      },
      async ({ params }, req, res) => {
        await settled(
          services,
          await deleteCoupon(services, { couponId: params.id }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );

  return router;
}
