/**
 * Mixed concurrent operations: many customers at once buy products with limited automatic-delivery
 * stock (some with coupons whose usage is capped, tried past the cap), top up through the sandbox
 * gateway (some callbacks repeated concurrently, some failed), have an admin add to and subtract
 * from their balance (some subtractions larger than the balance), file warranty claims that the
 * admin approves with a replacement from the same stock (or rejects). Then, as the customers and
 * the admin see it through the API and as the events say: no balance below zero at any point, no
 * key delivered twice (orders and replacements together), every key either delivered or still in
 * stock, no coupon used past its limit, no deposit credited twice, every purchase answered 201 in
 * its customer's orders, read tables equal a fresh replay and the ledger audit clean. Shared by
 * mixed-operations.int.test.ts (1,000) and the soak (3,000).
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminProductDto, OrderDto } from '../../contracts/responses';
import type { CouponDto } from '../../contracts/coupons';
import type { WarrantyClaimDto } from '../../contracts/warranty';
import { shop } from '../support/shop';
import { startTestStore, type TestResponse, type TestStore } from '../support/store';
import { expectAcknowledgedPurchasesKept } from './acknowledged-purchases';
import {
  expectLedgerAuditClean,
  expectNoNegativeBalance,
  expectReadTablesEqualReplay,
} from './invariants';
import type { AcknowledgedPurchase, LoadCustomer } from './steady-load';
import { ADMIN_EMAIL, WEBHOOK_SECRET } from './store-environment';

export interface MixedOperationsOptions {
  operations: number;
  customers: number;
  /** Operations in flight at once. */
  concurrency: number;
}

/** The kinds of operation, and their weights in the mix. */
const MIX = {
  purchase: 30,
  'coupon purchase': 12,
  deposit: 15,
  adjustment: 18,
  claim: 13,
  'claim response': 12,
} as const;
type Operation = keyof typeof MIX;

export interface MixedOperationsFigures {
  operations: number;
  /** Operations run, by kind. */
  byKind: Record<string, number>;
  /** HTTP requests made by the operations. */
  requests: number;
  /** Answers by operation, then status (the last request of each operation). */
  statuses: Record<string, Record<string, number>>;
  orders: number;
  deliveredKeys: number;
  keysLeft: number;
  /** Replacements held by claims rejected after their approval (not shown to the customer). */
  keysHeldByRejectedClaims: number;
  couponUses: Record<string, string>;
  lowestBalanceCents: number;
  /** The operations alone (no set-up, no checks). */
  loadMs: number;
  durationMs: number;
  operationsPerSecond: number;
}

/** A purchase answered 201, with what the customer got. */
interface Sold extends AcknowledgedPurchase {
  productId: number;
}

/** Runs the scenario; fails the calling test on any broken invariant. */
export async function runMixedOperations(
  options: MixedOperationsOptions,
): Promise<MixedOperationsFigures> {
  const startedAt = Date.now();
  const store: TestStore = await startTestStore({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  try {
    const admin = store.client();
    await admin.register(ADMIN_EMAIL);
    const catalogue = shop(admin, () => store.client(), 'Mixed');

    // Less stock than the purchases ask for: some products sell out while claims still want
    // replacements from them.
    const purchases = options.operations * ((MIX.purchase + MIX['coupon purchase']) / 100);
    const stockSizes = [0.05, 0.15, 0.25, 0.35].map((share) => Math.ceil(purchases * share));
    const prices = ['2.00', '3.50', '5.00', '7.25'];
    const stock = new Map<number, string[]>();
    for (const [i, size] of stockSizes.entries()) {
      const items = Array.from({ length: size }, (_, n) => `MIX-${i}-${n}`);
      const product = await catalogue.product({ price: prices[i]!, items });
      stock.set(product.id, items);
    }
    const productIds = [...stock.keys()];
    // A coupon that runs out early and one that runs out late.
    const coupons: { code: string; maxUsage: number }[] = [
      { code: 'FAULT50', maxUsage: Math.max(3, Math.round(options.operations / 200)) },
      { code: 'FAULT10', maxUsage: Math.max(10, Math.round(options.operations / 25)) },
    ];
    for (const coupon of coupons) {
      const created = await admin.post('/api/admin/coupons', {
        code: coupon.code,
        discountPercentage: coupon.code === 'FAULT50' ? 50 : 10,
        maxUsage: coupon.maxUsage,
      });
      expect(created.status).toBe(201);
    }

    const customers: LoadCustomer[] = [];
    for (let i = 0; i < options.customers; i += 4) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(4, options.customers - i) }, (_, n) =>
          catalogue.customer(`mixed-${i + n}@keymart.test`, '20.00'),
        ),
      );
      customers.push(...batch.map(({ client, user }) => ({ client, id: user.id })));
    }

    const statuses: Record<string, Record<string, number>> = {};
    const byKind: Record<string, number> = {};
    const sold: Sold[] = [];
    const unknownPurchases = customers.map(() => 0);
    const ordersOf = customers.map(() => [] as number[]);
    const pendingClaims: number[] = [];
    let requests = 0;
    const record = (operation: Operation, answer: TestResponse | string) => {
      const status = typeof answer === 'string' ? answer : String(answer.status);
      const byStatus = (statuses[operation] ??= {});
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    };
    const send = async (request: () => Promise<TestResponse>) => {
      requests += 1;
      return request().catch((error: unknown) => `connection error: ${String(error)}`);
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const signed = (callback: object) => {
      const body = JSON.stringify(callback);
      return {
        body,
        signature: createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      };
    };
    const webhook = (callback: object) =>
      send(async () => {
        const { body, signature } = signed(callback);
        const response = await fetch(`${store.url}/api/payments/sandbox/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          body,
        });
        return { status: response.status, body: await response.text(), headers: response.headers };
      });

    const runOne = async (operation: Operation) => {
      const index = Math.floor(Math.random() * customers.length);
      const customer = customers[index]!;
      switch (operation) {
        case 'purchase':
        case 'coupon purchase': {
          const productId = pick(productIds);
          const answer = await send(() =>
            customer.client.post('/api/purchase', {
              productId,
              quantity: Math.random() < 0.8 ? 1 : 2,
              ...(operation === 'coupon purchase' ? { couponCode: pick(coupons).code } : {}),
            }),
          );
          record(operation, answer);
          if (typeof answer === 'string' || answer.status >= 500) unknownPurchases[index]! += 1;
          else if (answer.status === 201) {
            const order = answer.body.order as OrderDto | null;
            sold.push({
              customer: index,
              orderId: order?.id ?? null,
              deliveredItem: order?.deliveredItem ?? null,
              productId,
            });
            if (order) ordersOf[index]!.push(order.id);
          }
          return;
        }
        case 'deposit': {
          const created = await send(() =>
            customer.client.post('/api/create-payment', {
              amount: String(5 + Math.floor(Math.random() * 46)),
            }),
          );
          if (typeof created === 'string' || created.status !== 200) {
            record(operation, created);
            return;
          }
          const paymentId = (created.body.paymentUrl as string).split('/').pop();
          const status = Math.random() < 0.05 ? 'failed' : 'paid';
          // One callback in ten comes twice at once: the gateway's retries must credit once.
          const answers = await Promise.all(
            Array.from({ length: Math.random() < 0.1 ? 2 : 1 }, () =>
              webhook({ paymentId, status }),
            ),
          );
          for (const answer of answers) record(operation, answer);
          return;
        }
        case 'adjustment': {
          const subtract = Math.random() < 0.5;
          const answer = await send(() =>
            admin.post(`/api/admin/users/${customer.id}/balance`, {
              amount: `${1 + Math.floor(Math.random() * (subtract ? 40 : 15))}.00`,
              operation: subtract ? 'subtract' : 'add',
              reason: 'mixed operations',
            }),
          );
          record(operation, answer);
          return;
        }
        case 'claim': {
          const orders = ordersOf[index]!;
          if (orders.length === 0) {
            record(operation, 'no order yet');
            return;
          }
          const answer = await send(() =>
            customer.client.post('/api/warranty-claims', {
              orderId: pick(orders),
              claimType: 'account_access',
              description: 'The account no longer works',
            }),
          );
          record(operation, answer);
          if (typeof answer !== 'string' && answer.status === 201 && answer.body)
            pendingClaims.push((answer.body as WarrantyClaimDto).id);
          return;
        }
        case 'claim response': {
          if (pendingClaims.length === 0) {
            record(operation, 'no pending claim');
            return;
          }
          // Several admins may answer the same claim at once: it stays in the list a moment.
          const at = Math.floor(Math.random() * pendingClaims.length);
          const claimId = pendingClaims[at]!;
          if (Math.random() < 0.7) pendingClaims.splice(at, 1);
          const approve = Math.random() < 0.85;
          const answer = await send(() =>
            admin.put(`/api/admin/warranty-claims/${claimId}`, {
              status: approve ? 'approved' : 'rejected',
              ...(approve ? { replaceFromStock: true } : { adminResponse: 'Works for us' }),
            }),
          );
          record(operation, answer);
          return;
        }
      }
    };

    const kinds = Object.keys(MIX) as Operation[];
    const total = kinds.reduce((sum, kind) => sum + MIX[kind], 0);
    const plan = Array.from({ length: options.operations }, () => {
      let at = Math.random() * total;
      return kinds.find((kind) => (at -= MIX[kind]) < 0) ?? 'purchase';
    });
    for (const kind of plan) byKind[kind] = (byKind[kind] ?? 0) + 1;
    const loadStartedAt = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < plan.length) await runOne(plan[next++]!);
      }),
    );
    const loadMs = Date.now() - loadStartedAt;

    // No answer was a server error, a cut connection or a hang.
    const failed = Object.entries(statuses).flatMap(([operation, byStatus]) =>
      Object.keys(byStatus)
        .filter((status) => /^5\d\d$|^connection error/.test(status))
        .map((status) => `${operation} ${status}`),
    );
    expect(failed, JSON.stringify(statuses)).toEqual([]);
    // The limits were reached: out of stock, coupons used up, balances too low to subtract.
    expect(statuses.purchase?.['201'] ?? 0).toBeGreaterThan(0);
    expect(statuses.adjustment?.['422'] ?? 0, 'subtractions refused').toBeGreaterThan(0);
    expect(statuses['coupon purchase']?.['422'] ?? 0, 'coupons refused').toBeGreaterThan(0);

    await store.core.runner.catchUp();
    const pool = store.core.pool;
    const floors = await expectNoNegativeBalance(pool);
    for (const customer of customers) {
      const user = await customer.client.get('/api/user');
      expect(user.body.balance).not.toMatch(/^-/);
    }

    // Every 201 is in its customer's orders; no key twice across orders and replacements.
    const kept = await expectAcknowledgedPurchasesKept(pool, customers, {
      acknowledged: sold,
      unknownPurchases,
    });
    // Every key sold, given as a replacement or still in stock, exactly once.
    const products = (await admin.get<AdminProductDto[]>('/api/admin/products')).body;
    const handedOut: string[] = [];
    for (const customer of customers) {
      const orders = (await customer.client.get<OrderDto[]>('/api/orders')).body;
      for (const order of orders) handedOut.push(...(order.deliveredItem?.split('\n') ?? []));
      const claims = (await customer.client.get<WarrantyClaimDto[]>('/api/warranty-claims')).body;
      for (const claim of claims)
        if (claim.status === 'approved' && claim.adminResponse) handedOut.push(claim.adminResponse);
    }
    // A claim rejected after its approval keeps its replacement (approving it again gives the
    // same one back): out of stock, though its customer does not see it now. The replacement is
    // read from the claim's events: the approving admin's answer can already show a concurrent
    // rejection.
    const allClaims = (await admin.get<WarrantyClaimDto[]>('/api/admin/warranty-claims')).body;
    const replacements = await pool.query<{ stream_id: string; item: string }>(
      `SELECT stream_id, data->>'replacementItem' AS item FROM events
       WHERE event_type = 'WarrantyClaimResponded' AND data ? 'replacementItem'`,
    );
    const replacementOf = new Map<string, string>();
    for (const row of replacements.rows)
      replacementOf.set(row.stream_id, await store.core.secrets.open(row.item));
    const heldByClaims = allClaims
      .filter((claim) => claim.status !== 'approved' && replacementOf.has(`claim-${claim.id}`))
      .map((claim) => replacementOf.get(`claim-${claim.id}`)!);
    let keysLeft = 0;
    const everyKey = [...stock.values()].flat().sort();
    const accounted = [...handedOut, ...heldByClaims];
    for (const productId of productIds) {
      const left = products.find((product) => product.id === productId)!.autoDeliveryStock;
      keysLeft += left.length;
      accounted.push(...left);
    }
    expect(accounted.sort(), 'keys delivered, replaced, held by a claim or left in stock').toEqual(
      everyKey,
    );

    // No coupon past its limit: the admin's count, the orders carrying it and the events agree.
    const couponRows = (await admin.get<CouponDto[]>('/api/admin/coupons')).body;
    const couponUses: Record<string, string> = {};
    const redeemed = await pool.query<{ stream_id: string; uses: number }>(
      `SELECT stream_id, count(*)::int AS uses FROM events WHERE event_type = 'CouponRedeemed' GROUP BY 1`,
    );
    for (const coupon of coupons) {
      const row = couponRows.find((candidate) => candidate.code === coupon.code)!;
      const ordersWithCode = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM events WHERE event_type = 'OrderPlaced' AND data->>'couponCode' = $1`,
        [coupon.code],
      );
      const events = redeemed.rows.find((r) => r.stream_id === `coupon-${row.id}`)?.uses ?? 0;
      expect(row.currentUsage, `uses of ${coupon.code}`).toBeLessThanOrEqual(coupon.maxUsage);
      expect(events).toBe(row.currentUsage);
      expect(ordersWithCode.rows[0]!.n).toBe(row.currentUsage);
      couponUses[coupon.code] = `${row.currentUsage}/${coupon.maxUsage}`;
    }
    const customersOrders = await Promise.all(
      customers.map(async (c) => (await c.client.get<OrderDto[]>('/api/orders')).body),
    );
    for (const coupon of coupons)
      expect(
        customersOrders.flat().filter((order) => order.couponCode === coupon.code).length,
      ).toBeLessThanOrEqual(coupon.maxUsage);

    // A deposit is credited once, however many callbacks came.
    const credited = await pool.query<{ deposit: string }>(
      `SELECT data->>'depositId' AS deposit FROM events WHERE event_type = 'DepositCredited'
        GROUP BY 1 HAVING count(*) > 1`,
    );
    expect(credited.rows).toEqual([]);

    await expectReadTablesEqualReplay(pool, store.core.database.url);
    await expectLedgerAuditClean(store.core.database.url);
    return {
      operations: options.operations,
      byKind,
      requests,
      statuses,
      orders: kept.orders,
      deliveredKeys: kept.deliveredKeys,
      keysLeft,
      keysHeldByRejectedClaims: heldByClaims.length,
      couponUses,
      lowestBalanceCents: Math.min(floors.lowestRunningCents, floors.lowestReadCents),
      loadMs,
      durationMs: Date.now() - startedAt,
      operationsPerSecond: Math.round((options.operations / loadMs) * 1000),
    };
  } finally {
    await store.stop();
  }
}
