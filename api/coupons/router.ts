/**
 * Coupon calls: POST /api/validate-coupon (customer-area.md section 7) and the admin's
 * GET/POST /api/admin/coupons, PUT/DELETE /api/admin/coupons/{id} (admin-area.md section 7).
 */
import { Router } from 'express';
import { couponSchema, couponUpdateSchema, validateCouponSchema } from '../../contracts/coupons';
import { createCoupon } from '../../application/commands/create-coupon';
import { deleteCoupon } from '../../application/commands/delete-coupon';
import { updateCoupon } from '../../application/commands/update-coupon';
import { findCoupon, listCoupons, validateCouponCode } from '../../projections/coupons/queries';
import { requireAdmin } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody, parseId } from '../http/validate';
import type { ApiServices } from '../services';

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

  router.post('/validate-coupon', async (req, res) => {
    const { code } = parseBody(validateCouponSchema, req);
    res.json(await validateCouponCode(pool, code, new Date()));
  });

  router.get('/admin/coupons', async (req, res) => {
    requireAdmin(req);
    res.json(await listCoupons(pool));
  });

  router.post('/admin/coupons', async (req, res) => {
    requireAdmin(req);
    const body = parseBody(couponSchema, req);
    const { couponId } = await settled(
      services,
      await createCoupon(
        services,
        { ...body, expiresAt: expiryInstant(body.expiresAt) },
        contextOf(req),
      ),
    );
    res.status(201).json(await coupon(couponId));
  });

  router.put('/admin/coupons/:id', async (req, res) => {
    requireAdmin(req);
    const couponId = parseId(req);
    const body = parseBody(couponUpdateSchema, req);
    const changes = {
      ...body,
      ...(body.expiresAt === undefined ? {} : { expiresAt: expiryInstant(body.expiresAt) }),
    };
    await settled(services, await updateCoupon(services, { couponId, changes }, contextOf(req)));
    res.json(await coupon(couponId));
  });

  router.delete('/admin/coupons/:id', async (req, res) => {
    requireAdmin(req);
    await settled(
      services,
      await deleteCoupon(services, { couponId: parseId(req) }, contextOf(req)),
    );
    res.json({ success: true });
  });

  return router;
}
