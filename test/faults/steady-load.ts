/**
 * A steady load on a running store for the fault tests: every customer runs a loop of operations
 * (purchases, sandbox deposits, admin balance adjustments, support tickets, warranty claims and
 * the admin's approvals) one after the other until stopped, and every answer is counted by
 * operation and status. Purchases answered 201 are kept, so a test can check afterwards that none
 * was lost; requests whose outcome is unknown (a 5xx, a cut connection, no answer in time) are
 * counted per customer, since such a purchase may or may not have been committed.
 */
import { createHmac } from 'node:crypto';
import type { TestClient, TestResponse } from '../support/store';

/** The kinds of operation the load runs. */
export type LoadOperation = 'purchase' | 'deposit' | 'adjustment' | 'ticket' | 'claim' | 'approval';

/** A signed-in customer. */
export interface LoadCustomer {
  client: TestClient;
  id: number;
}

/** A purchase the store acknowledged with 201. */
export interface AcknowledgedPurchase {
  customer: number;
  /** The order's id; null when the store answered before its read model had the order. */
  orderId: number | null;
  deliveredItem: string | null;
}

/** An answer's status, what happened instead of one, or why nothing was sent. */
export type Outcome = number | 'connection error' | 'timeout' | 'no order yet' | 'no pending claim';

export interface SteadyLoadOptions {
  admin: TestClient;
  customers: readonly LoadCustomer[];
  /** The automatic-delivery product the customers buy. */
  productId: number;
  /** The sandbox gateway's PAYMENT_WEBHOOK_SECRET, to sign the payment callbacks. */
  webhookSecret: string;
  /** Relative weights of the operations (missing: never). */
  weights: Partial<Record<LoadOperation, number>>;
  /** A request with no answer after this long counts as 'timeout' (a hung store). */
  requestTimeoutMs?: number;
  /** Pause between one customer's operations, in milliseconds. */
  pauseMs?: number;
}

export class SteadyLoad {
  /** Answers by operation, then by status. */
  readonly statuses: Record<string, Record<string, number>> = {};
  readonly acknowledged: AcknowledgedPurchase[] = [];
  /** Per customer index: purchases answered with a 5xx, a cut connection or nothing. */
  readonly unknownPurchases: number[];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly options: SteadyLoadOptions) {
    this.unknownPurchases = options.customers.map(() => 0);
  }

  /** Starts one loop per customer. */
  start(): void {
    this.running = true;
    this.loops = this.options.customers.map((_, index) => this.loop(index));
  }

  /** Stops the loops after their current operation. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** How many answers of `operation` had `status` so far. */
  count(operation: LoadOperation, status: Outcome): number {
    return this.statuses[operation]?.[String(status)] ?? 0;
  }

  /** Every outcome so far that is a 5xx, a cut connection or a timeout, by operation. */
  failures(): Record<string, Record<string, number>> {
    const failed: Record<string, Record<string, number>> = {};
    for (const [operation, byStatus] of Object.entries(this.statuses))
      for (const [status, count] of Object.entries(byStatus))
        if (/^5\d\d$|^connection error$|^timeout$/.test(status))
          (failed[operation] ??= {})[status] = count;
    return failed;
  }

  private async loop(index: number): Promise<void> {
    const entries = Object.entries(this.options.weights) as [LoadOperation, number][];
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    while (this.running) {
      let pick = Math.random() * total;
      const operation = entries.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? entries[0]![0];
      await this.run(operation, index);
      await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs ?? 20));
    }
  }

  private record(operation: LoadOperation, outcome: Outcome): void {
    const byStatus = (this.statuses[operation] ??= {});
    byStatus[String(outcome)] = (byStatus[String(outcome)] ?? 0) + 1;
  }

  /** One request with a deadline; its answer, or what happened instead. */
  private async call<T>(
    request: () => Promise<TestResponse<T>>,
  ): Promise<TestResponse<T> | 'connection error' | 'timeout'> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.requestTimeoutMs ?? 30_000);
    });
    try {
      return await Promise.race([request().catch(() => 'connection error' as const), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async run(operation: LoadOperation, index: number): Promise<void> {
    const { admin, customers, productId, webhookSecret } = this.options;
    const customer = customers[index]!;
    const outcomeOf = (answer: TestResponse | 'connection error' | 'timeout'): Outcome =>
      typeof answer === 'string' ? answer : answer.status;
    switch (operation) {
      case 'purchase': {
        const answer = await this.call(() =>
          customer.client.post('/api/purchase', { productId, quantity: 1 }),
        );
        const outcome = outcomeOf(answer);
        this.record(operation, outcome);
        if (typeof answer !== 'string' && answer.status === 201) {
          const order = answer.body.order as { id: number; deliveredItem: string | null } | null;
          this.acknowledged.push({
            customer: index,
            orderId: order?.id ?? null,
            deliveredItem: order?.deliveredItem ?? null,
          });
        } else if (typeof outcome === 'string' || outcome >= 500) {
          this.unknownPurchases[index]! += 1;
        }
        return;
      }
      case 'deposit': {
        const created = await this.call(() =>
          customer.client.post('/api/create-payment', { amount: '5.00' }),
        );
        if (typeof created === 'string' || created.status !== 200) {
          this.record(operation, outcomeOf(created));
          return;
        }
        const body = JSON.stringify({
          paymentId: (created.body.paymentUrl as string).split('/').pop(),
          status: 'paid',
        });
        const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
        const paid = await this.call(async () => {
          const response = await fetch(`${customer.client.baseUrl}/api/payments/sandbox/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-signature': signature },
            body,
          });
          return {
            status: response.status,
            body: await response.text(),
            headers: response.headers,
          };
        });
        this.record(operation, outcomeOf(paid));
        return;
      }
      case 'adjustment': {
        const answer = await this.call(() =>
          admin.post(`/api/admin/users/${customer.id}/balance`, {
            amount: '1.00',
            operation: Math.random() < 0.5 ? 'add' : 'subtract',
            reason: 'fault test',
          }),
        );
        this.record(operation, outcomeOf(answer));
        return;
      }
      case 'ticket': {
        const answer = await this.call(() =>
          customer.client.post('/api/support/tickets', {
            subject: 'Fault test',
            message: 'A ticket opened under load',
          }),
        );
        this.record(operation, outcomeOf(answer));
        return;
      }
      case 'claim': {
        const orders = await this.call(() => customer.client.get('/api/orders'));
        if (typeof orders === 'string' || orders.status !== 200 || orders.body.length === 0) {
          this.record(operation, typeof orders === 'string' ? orders : 'no order yet');
          return;
        }
        const order = orders.body[Math.floor(Math.random() * orders.body.length)];
        const answer = await this.call(() =>
          customer.client.post('/api/warranty-claims', {
            orderId: order.id,
            claimType: 'product_defect',
            description: 'The key does not work',
          }),
        );
        this.record(operation, outcomeOf(answer));
        return;
      }
      case 'approval': {
        const claims = await this.call(() => admin.get('/api/admin/warranty-claims'));
        const pending =
          typeof claims === 'string' || claims.status !== 200
            ? []
            : (claims.body as { id: number; status: string }[]).filter(
                (claim) => claim.status === 'pending',
              );
        if (pending.length === 0) {
          this.record(operation, typeof claims === 'string' ? claims : 'no pending claim');
          return;
        }
        const claim = pending[Math.floor(Math.random() * pending.length)]!;
        const answer = await this.call(() =>
          admin.put(`/api/admin/warranty-claims/${claim.id}`, {
            status: 'approved',
            replaceFromStock: true,
          }),
        );
        this.record(operation, outcomeOf(answer));
        return;
      }
    }
  }
}
