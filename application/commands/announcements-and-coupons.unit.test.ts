import { describe, expect, it } from 'vitest';
import type { AnnouncementDetails } from '../../domain/announcement/announcement';
import type { CouponDetails } from '../../domain/coupon/coupon';
import { at, commandTestKit, expectRefusal } from './command-test-kit';
import { createAnnouncement } from './create-announcement';
import { createCoupon } from './create-coupon';
import { deleteAnnouncement } from './delete-announcement';
import { deleteCoupon } from './delete-coupon';
import { updateAnnouncement } from './update-announcement';
import { updateCoupon } from './update-coupon';

const admin = at(1);
const notice: AnnouncementDetails = { text: ' Sale today ', type: 'promotion', isActive: true };
const coupon = (code: string, changes: Partial<CouponDetails> = {}): CouponDetails => ({
  code,
  discountPercentage: 10,
  maxUsage: 5,
  isActive: true,
  expiresAt: null,
  ...changes,
});

describe('CreateAnnouncement', () => {
  it('creates the announcement with the next id and the trimmed text', async () => {
    const kit = commandTestKit();
    const outcome = await createAnnouncement(kit.deps, notice, admin);
    expect(outcome.result).toEqual({ announcementId: 1 });
    expect(await kit.appended()).toEqual([
      [
        'announcement-1',
        'AnnouncementCreated',
        { announcementId: 1, text: 'Sale today', type: 'promotion', isActive: true },
      ],
    ]);
  });

  it('refuses a blank text', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      createAnnouncement(kit.deps, { ...notice, text: '  ' }, admin),
      'validation',
      'Text is required',
    );
    expect(await kit.appended()).toEqual([]);
  });
});

describe('UpdateAnnouncement', () => {
  it('applies the changes given and appends nothing when nothing changes', async () => {
    const kit = commandTestKit();
    const created = await createAnnouncement(kit.deps, notice, admin);
    await kit.appended();
    await updateAnnouncement(kit.deps, { announcementId: 1, changes: { isActive: false } }, admin);
    expect(await kit.appended()).toEqual([
      [
        'announcement-1',
        'AnnouncementUpdated',
        { text: 'Sale today', type: 'promotion', isActive: false },
      ],
    ]);
    const again = await updateAnnouncement(
      kit.deps,
      { announcementId: 1, changes: { text: 'Sale today' } },
      admin,
    );
    expect(again.eventTypes).toBeNull();
    expect(again.position!.position).toBeGreaterThan(created.position!.position);
    expect(await kit.appended()).toEqual([]);
  });

  it('refuses an unknown announcement and a blank text', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      updateAnnouncement(kit.deps, { announcementId: 3, changes: {} }, admin),
      'not_found',
      'Announcement not found',
    );
    await createAnnouncement(kit.deps, notice, admin);
    await expectRefusal(
      updateAnnouncement(kit.deps, { announcementId: 1, changes: { text: ' ' } }, admin),
      'validation',
      'Text is required',
    );
  });

  it('retries after a concurrent update and applies its change on top', async () => {
    const kit = commandTestKit();
    await createAnnouncement(kit.deps, notice, admin);
    kit.interleave('announcement-1', [
      {
        type: 'AnnouncementUpdated',
        data: { text: 'Sale today', type: 'maintenance', isActive: true },
      },
    ]);
    await kit.appended();
    await updateAnnouncement(kit.deps, { announcementId: 1, changes: { isActive: false } }, admin);
    expect(kit.retries).toEqual(['UpdateAnnouncement']);
    expect((await kit.appended()).map(([, , data]) => data)).toEqual([
      { text: 'Sale today', type: 'maintenance', isActive: true },
      { text: 'Sale today', type: 'maintenance', isActive: false },
    ]);
  });
});

describe('DeleteAnnouncement', () => {
  it('deletes once; a second delete is refused', async () => {
    const kit = commandTestKit();
    await createAnnouncement(kit.deps, notice, admin);
    await kit.appended();
    await deleteAnnouncement(kit.deps, { announcementId: 1 }, admin);
    expect(await kit.appended()).toEqual([
      ['announcement-1', 'AnnouncementDeleted', { announcementId: 1 }],
    ]);
    await expectRefusal(
      deleteAnnouncement(kit.deps, { announcementId: 1 }, admin),
      'not_found',
      'Announcement not found',
    );
  });

  it('retries after a concurrent deletion and is then refused', async () => {
    const kit = commandTestKit();
    await createAnnouncement(kit.deps, notice, admin);
    kit.interleave('announcement-1', [
      { type: 'AnnouncementDeleted', data: { announcementId: 1 } },
    ]);
    await expectRefusal(
      deleteAnnouncement(kit.deps, { announcementId: 1 }, admin),
      'not_found',
      'Announcement not found',
    );
    expect(kit.retries).toEqual(['DeleteAnnouncement']);
  });
});

describe('CreateCoupon', () => {
  it('creates the coupon with its code upper-cased and reserves the code', async () => {
    const kit = commandTestKit();
    const outcome = await createCoupon(
      kit.deps,
      coupon(' spring ', { expiresAt: '2026-04-01T00:00:00+02:00' }),
      admin,
    );
    expect(outcome.result).toEqual({ couponId: 1 });
    expect(await kit.appended()).toEqual([
      ['reservation-coupon-code-SPRING', 'ValueReserved', { owner: 'coupon-1' }],
      [
        'coupon-1',
        'CouponCreated',
        { couponId: 1, ...coupon('SPRING', { expiresAt: '2026-03-31T22:00:00.000Z' }) },
      ],
    ]);
  });

  it('refuses a taken code and details out of range', async () => {
    const kit = commandTestKit();
    await createCoupon(kit.deps, coupon('SPRING'), admin);
    await expectRefusal(
      createCoupon(kit.deps, coupon('spring'), admin),
      'conflict',
      'A coupon with this code already exists',
    );
    await expectRefusal(
      createCoupon(kit.deps, coupon('X', { discountPercentage: 101 }), admin),
      'validation',
      'Discount must be between 1 and 100',
    );
    await expectRefusal(
      createCoupon(kit.deps, coupon('X', { maxUsage: 0 }), admin),
      'validation',
      'Max usage must be at least 1',
    );
    await expectRefusal(
      createCoupon(kit.deps, coupon('X', { expiresAt: 'soon' }), admin),
      'validation',
      'Expiry must be a date and time',
    );
  });

  it('retries when the code is taken concurrently, and is then refused', async () => {
    const kit = commandTestKit();
    kit.interleave('reservation-coupon-code-SPRING', [
      { type: 'ValueReserved', data: { owner: 'coupon-9' } },
    ]);
    await expectRefusal(
      createCoupon(kit.deps, coupon('SPRING'), admin),
      'conflict',
      'A coupon with this code already exists',
    );
    expect(kit.retries).toEqual(['CreateCoupon']);
  });
});

describe('UpdateCoupon', () => {
  it('changes only the fields given and moves the code reservation', async () => {
    const kit = commandTestKit();
    await createCoupon(kit.deps, coupon('SPRING'), admin);
    await kit.appended();
    await updateCoupon(
      kit.deps,
      { couponId: 1, changes: { code: 'summer', maxUsage: undefined, discountPercentage: 20 } },
      admin,
    );
    expect(await kit.appended()).toEqual([
      ['reservation-coupon-code-SPRING', 'ValueReleased', { owner: 'coupon-1' }],
      ['reservation-coupon-code-SUMMER', 'ValueReserved', { owner: 'coupon-1' }],
      ['coupon-1', 'CouponUpdated', coupon('SUMMER', { discountPercentage: 20 })],
    ]);
  });

  it('refuses an unknown coupon and a code another coupon holds', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      updateCoupon(kit.deps, { couponId: 1, changes: {} }, admin),
      'not_found',
      'Coupon not found',
    );
    await createCoupon(kit.deps, coupon('A'), admin);
    await createCoupon(kit.deps, coupon('B'), admin);
    await expectRefusal(
      updateCoupon(kit.deps, { couponId: 2, changes: { code: 'a' } }, admin),
      'conflict',
      'A coupon with this code already exists',
    );
  });

  it('retries after a concurrent redemption and keeps the usage', async () => {
    const kit = commandTestKit();
    await createCoupon(kit.deps, coupon('A'), admin);
    kit.interleave('coupon-1', [{ type: 'CouponRedeemed', data: { orderId: 4 } }]);
    await updateCoupon(kit.deps, { couponId: 1, changes: { isActive: false } }, admin);
    expect(kit.retries).toEqual(['UpdateCoupon']);
    const events = (await kit.store.read(['coupon-1'])).get('coupon-1')!.events;
    expect(events.map((event) => event.type)).toEqual([
      'CouponCreated',
      'CouponRedeemed',
      'CouponUpdated',
    ]);
  });
});

describe('DeleteCoupon', () => {
  it('deletes the coupon and frees its code for a new one', async () => {
    const kit = commandTestKit();
    await createCoupon(kit.deps, coupon('A'), admin);
    await kit.appended();
    await deleteCoupon(kit.deps, { couponId: 1 }, admin);
    expect(await kit.appended()).toEqual([
      ['reservation-coupon-code-A', 'ValueReleased', { owner: 'coupon-1' }],
      ['coupon-1', 'CouponDeleted', { couponId: 1 }],
    ]);
    await expectRefusal(
      deleteCoupon(kit.deps, { couponId: 1 }, admin),
      'not_found',
      'Coupon not found',
    );
    expect((await createCoupon(kit.deps, coupon('A'), admin)).result).toEqual({ couponId: 2 });
  });

  it('retries after a concurrent redemption', async () => {
    const kit = commandTestKit();
    await createCoupon(kit.deps, coupon('A'), admin);
    kit.interleave('coupon-1', [{ type: 'CouponRedeemed', data: { orderId: 4 } }]);
    await deleteCoupon(kit.deps, { couponId: 1 }, admin);
    expect(kit.retries).toEqual(['DeleteCoupon']);
  });
});
