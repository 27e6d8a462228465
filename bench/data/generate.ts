/**
 * The data generator (ARCHITECTURE.md "Benchmarks"): fills an empty, migrated store with a
 * year of a realistic shop: an admin, the spec's categories, products with stock and FAQs,
 * customers who register over the year, top up their balance (crypto deposits through the sandbox
 * gateway, some failed or expired, and card or PayPal requests credited by staff), buy, review,
 * open support tickets and file warranty claims, and staff who restock, deliver manual orders,
 * answer tickets, moderate reviews and answer claims.
 *
 * Every event comes from the domain's decide functions applied to in-memory states folded with
 * the domain's evolve functions, in the streams and order the real command handlers append them
 * (application/commands/), so the shapes are the commands' and the invariants hold: no balance
 * below zero, each stock item delivered once, unique ids, e-mails and URLs. The events are
 * bulk-inserted (bench/data/event-writer.ts) with recorded times spread over the year before
 * `until`, increasing with position; the id sequences are then set past the generated ids so the
 * store keeps running on the data. Amounts are integer cents.
 */
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from '../../application/db/pool';
import { linkTokenHash } from '../../application/security/link-tokens';
import { hashPassword } from '../../application/security/passwords';
import { manualDepositTicket } from '../../application/commands/request-manual-deposit';
import { depositFeeCents } from '../../contracts/deposit-fee';
import { MAXIMUM_DEPOSIT_CENTS, MINIMUM_DEPOSIT_CENTS } from '../../contracts/deposit-limits';
import { QUICK_AMOUNTS } from '../../contracts/payments';
import {
  CATEGORY_URL_NAMESPACE,
  categoryStream,
  evolveCategory,
  initialCategory,
  type Category,
} from '../../domain/catalogue/category';
import { createCategory, normaliseCategoryDetails } from '../../domain/catalogue/decide-category';
import {
  addProductFaq,
  createProduct,
  normaliseProductDetails,
  productUrls,
  updateProduct,
} from '../../domain/catalogue/decide-product';
import {
  availableStock,
  evolveProduct,
  initialProduct,
  PRODUCT_URL_NAMESPACE,
  productStream,
  type Product,
  type ProductEvent,
} from '../../domain/catalogue/product';
import {
  confirmPayment,
  creditManualRequest,
  expireDeposit,
  failPayment,
  requestDeposit,
} from '../../domain/deposit/decide';
import {
  depositNumberFor,
  depositStream,
  evolveDeposit,
  initialDeposit,
  paymentReservation,
  type Deposit,
} from '../../domain/deposit/deposit';
import { EMAIL_NAMESPACE, registerUser } from '../../domain/identity/decide';
import { EMAIL_VERIFICATION_NAMESPACE } from '../../domain/identity/decide-email-verification';
import { initialUser, normaliseEmail, userStream } from '../../domain/identity/user';
import { changeOrderStatus } from '../../domain/order/decide';
import { evolveOrder, initialOrder, orderStream, type Order } from '../../domain/order/order';
import { decidePurchase } from '../../domain/purchase/decide-purchase';
import {
  initialReservation,
  reservationStream,
  reserve,
} from '../../domain/reservation/reservation';
import { deleteReview, moderateReview, postReview } from '../../domain/review/decide-review';
import {
  evolveReview,
  initialReview,
  REVIEW_NAMESPACE,
  reviewKey,
  reviewOwner,
  reviewStream,
  type Review,
} from '../../domain/review/review';
import { fold } from '../../domain/shared/event';
import {
  changeTicketStatus,
  openTicket,
  postTicketMessage,
  replyToTicket,
} from '../../domain/support/decide';
import {
  evolveTicket,
  initialTicket,
  ticketStream,
  type Ticket,
  type TicketEvent,
  type TicketPriority,
} from '../../domain/support/ticket';
import { adjustBalance } from '../../domain/wallet/decide';
import { evolveWallet, initialWallet, walletStream, type Wallet } from '../../domain/wallet/wallet';
import { claimStream, evolveClaim, initialClaim, type Claim } from '../../domain/warranty/claim';
import { initialClaimHistory } from '../../domain/warranty/claim-history';
import { fileWarrantyClaim, respondToWarrantyClaim } from '../../domain/warranty/decide';
import { warrantyEligibility } from '../../contracts/warranty-eligibility';
import type { DemoProduct } from '../../seed/demo-catalogue';
import { categoryPlans, productPlan, StockItems } from './catalogue';
import { EventWriter, type StreamAppend } from './event-writer';
import { Random } from './random';
import {
  BENCH_PASSWORD,
  CLAIM_APPROVALS,
  CLAIM_DESCRIPTIONS,
  CLAIM_REJECTIONS,
  CLAIM_TYPES,
  COUNTRIES,
  CUSTOMER_FOLLOW_UPS,
  FIRST_NAMES,
  LAST_NAMES,
  REVIEW_COMMENTS,
  STAFF_REPLIES,
  TICKET_OPENINGS,
  TOP_UP_CREDITED,
} from './texts';

/** What to generate. */
export interface GenerateOptions {
  /** Customers registered over the year (the admin comes on top). */
  customers: number;
  /** Products created at the start of the year. */
  products: number;
  /** Events to write, about (the last command may go a few over). */
  events: number;
  /** Called with the number of events committed after each batch. */
  onProgress?: (eventsWritten: number) => void;
  /** The end of the year the events span; default now. */
  until?: Date;
  /** Seed of the random choices; default 1. */
  seed?: number;
}

/** A customer a benchmark can sign in as (password: GeneratedStore.password). */
export interface BenchCustomer {
  userId: number;
  email: string;
}

/** A product a benchmark can buy: automatic delivery, stock untouched by the generated orders. */
export interface BenchProduct {
  productId: number;
  name: string;
  productUrl: string;
  categoryId: number;
  priceCents: number;
  /** Auto-delivery items in stock. */
  stock: number;
}

/** What was generated, and what the HTTP benchmarks need from it. */
export interface GeneratedStore {
  /** Events written, and per event type. */
  events: number;
  eventsByType: Record<string, number>;
  streams: number;
  seconds: number;
  eventsPerSecond: number;
  /** The password of every generated account, the admin's included. */
  password: string;
  admin: BenchCustomer;
  customers: number;
  products: number;
  /** The first customers, each with a large balance (BENCH_BALANCE_CENTS) left. */
  benchCustomers: BenchCustomer[];
  /** Products nobody bought in the generated year, each with thousands of items. */
  benchProducts: BenchProduct[];
  /** A category and a product URL (of the first bench product) for catalogue reads. */
  category: { categoryId: number; customUrl: string };
  productUrl: string;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const BATCH_SIZE = 10_000;
const BENCH_CUSTOMERS = 100;
/** $100,000: enough for thousands of benchmark purchases. */
export const BENCH_BALANCE_CENTS = 10_000_000;
const BENCH_PRODUCTS = 100;
const BENCH_STOCK = 2_000;
/** The store's default address, in the sandbox payment pages of the generated deposits. */
const PUBLIC_URL = 'http://localhost:5000';
/** DEPOSIT_EXPIRY_MINUTES' default. */
const DEPOSIT_EXPIRY_MS = 60 * 60_000;
/** Completed orders customers may still review or claim (the most recent ones). */
const RECENT_ORDERS = 5_000;
/** Work staff leave waiting before they take the oldest item (so some is pending at the end). */
const BACKLOG = { manualOrders: 30, tickets: 40, claims: 20, reviews: 50 };
/** How unevenly customers buy and products sell (Random.skewed). */
const CUSTOMER_SKEW = 1.6;
const PRODUCT_SKEW = 2;
const ADMIN_EMAIL = 'admin@example.com';

/** The id sequences the commands take ids from (CommandRunner.nextId, application/commands/postgres-command-runner.ts). */
type Sequence =
  | 'user_ids'
  | 'category_ids'
  | 'product_ids'
  | 'faq_ids'
  | 'order_ids'
  | 'deposit_ids'
  | 'ticket_ids'
  | 'ticket_message_ids'
  | 'claim_ids'
  | 'review_ids';

type PlacedOrder = Exclude<Order, { status: 'none' }>;
type ExistingProduct = Extract<Product, { productId: number }>;

interface SimProduct {
  state: ExistingProduct;
  template: DemoProduct;
  isBench: boolean;
}

/** A ticket staff still work on, and what happens to it next. */
interface OpenTicket {
  /** The generator opens customers' tickets only (no guest tickets). */
  state: Extract<Ticket, { ticketId: number }> & { userId: number };
  next: 'reply' | 'customer' | 'second-reply' | 'close' | 'top-up-reply';
}

/**
 * Generates a store into the empty, migrated database behind `pool`.
 * @throws Error when the store already has events; a database error
 */
export async function generateStore(pool: Pool, options: GenerateOptions): Promise<GeneratedStore> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ has_events: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM events) AS has_events',
    );
    if (rows[0]!.has_events)
      throw new Error('The store already has events: the generator only fills an empty store');
    // One hash for every account, by the store's own KDF, so each can sign in.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const writer = new EventWriter(client, BATCH_SIZE, options.onProgress);
    const simulation = new StoreSimulation(writer, options, passwordHash);
    await simulation.run();
    const counts = await writer.finish();
    await simulation.setSequences(client);
    await client.query('ANALYZE events, streams');
    const seconds = (performance.now() - started) / 1000;
    return {
      ...simulation.summary(),
      events: writer.recorded,
      eventsByType: Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b))),
      streams: writer.streams,
      seconds,
      eventsPerSecond: writer.recorded / seconds,
      password: BENCH_PASSWORD,
    };
  } finally {
    client.release();
  }
}

/** The year of the shop, command by command, on in-memory states. */
class StoreSimulation {
  private readonly random: Random;
  private readonly items: StockItems;
  private readonly start: number;
  private readonly lastIds = new Map<Sequence, number>();
  private adminId = 0;
  /** Category ids by demo category key, and URLs by id. */
  private readonly categoryIds = new Map<string, number>();
  private readonly categoryUrls = new Map<number, string>();
  /** Category states by id (a product joining one checks it exists). */
  private readonly categories = new Map<number, Category>();
  /** Owners of the product URL reservations. */
  private readonly productUrls = new Map<string, string>();
  /** By product id - 1. */
  private readonly products: SimProduct[] = [];
  /** Products customers buy, most popular first. */
  private popular: SimProduct[] = [];
  /** By customer index (user id - 2). */
  private readonly wallets: Wallet[] = [];
  /** E-mail addresses by customer index. */
  private readonly emails: string[] = [];
  private readonly benchCustomerCount: number;
  private readonly recentOrders: PlacedOrder[] = [];
  private recentSlot = 0;
  private readonly manualOrders: PlacedOrder[] = [];
  private readonly expiring: Extract<Deposit, { depositId: number }>[] = [];
  private readonly tickets: OpenTicket[] = [];
  private readonly claims: Extract<Claim, { claimId: number }>[] = [];
  private readonly reviews: Extract<Review, { reviewId: number }>[] = [];
  private readonly reviewed = new Set<string>();

  constructor(
    private readonly writer: EventWriter,
    private readonly options: GenerateOptions,
    private readonly passwordHash: string,
  ) {
    this.random = new Random(options.seed ?? 1);
    this.items = new StockItems(this.random);
    this.start = (options.until ?? new Date()).getTime() - YEAR_MS;
    this.benchCustomerCount = Math.min(BENCH_CUSTOMERS, options.customers);
  }

  async run(): Promise<void> {
    this.registerAdmin();
    this.createCategories();
    const benchProducts = Math.min(BENCH_PRODUCTS, Math.floor(this.options.products / 5));
    const benchEvery = benchProducts > 0 ? Math.floor(this.options.products / benchProducts) : 0;
    for (let i = 0; i < this.options.products; i++) {
      const isBench = benchEvery > 0 && i % benchEvery === benchEvery - 1;
      this.createProduct(i, isBench && i < benchEvery * benchProducts);
      await this.flushIfFull();
    }
    this.popular = this.random.shuffled(this.products.filter((product) => !product.isBench));
    for (let i = 0; i < this.benchCustomerCount; i++) {
      const userId = this.registerCustomer();
      this.creditBenchCustomer(userId);
      await this.flushIfFull();
    }
    while (this.writer.recorded < this.options.events) {
      this.step();
      await this.flushIfFull();
    }
  }

  /** Sets each id sequence to the last id generated (the next nextval continues after it). */
  async setSequences(client: PoolClient): Promise<void> {
    for (const [sequence, last] of this.lastIds)
      await client.query('SELECT setval($1::regclass, $2)', [sequence, last]);
  }

  summary(): Omit<
    GeneratedStore,
    'events' | 'eventsByType' | 'streams' | 'seconds' | 'eventsPerSecond' | 'password'
  > {
    const bench = this.products.filter((product) => product.isBench);
    const first = bench[0] ?? this.products[0]!;
    const categoryId = first.state.details.categoryId!;
    return {
      admin: { userId: this.adminId, email: ADMIN_EMAIL },
      customers: this.wallets.length,
      products: this.products.length,
      benchCustomers: this.emails
        .slice(0, this.benchCustomerCount)
        .map((email, index) => ({ userId: index + 2, email })),
      benchProducts: bench.map(({ state }) => ({
        productId: state.productId,
        name: state.details.name,
        productUrl: state.details.productUrl,
        categoryId: state.details.categoryId!,
        priceCents: state.details.priceCents,
        stock: state.stockItems.length,
      })),
      category: { categoryId, customUrl: this.categoryUrls.get(categoryId)! },
      productUrl: first.state.details.productUrl,
    };
  }

  private async flushIfFull(): Promise<void> {
    if (this.writer.isFull) await this.writer.flush();
  }

  private nextId(sequence: Sequence): number {
    const id = (this.lastIds.get(sequence) ?? 0) + 1;
    this.lastIds.set(sequence, id);
    return id;
  }

  /** The time of the next command: the year's start plus its share of the events so far. */
  private now(): Date {
    const share = Math.min(1, this.writer.recorded / this.options.events);
    return new Date(this.start + share * YEAR_MS);
  }

  private append(name: string, actorId: number | null, at: Date, streams: StreamAppend[]) {
    this.writer.append({ name, actorId, at }, streams);
  }

  /** One thing happening in the shop. */
  private step(): void {
    const share = this.writer.recorded / this.options.events;
    const others = this.options.customers - this.benchCustomerCount;
    if (this.wallets.length < this.benchCustomerCount + others * Math.min(1, share / 0.97)) {
      this.registerCustomer();
      return;
    }
    const due = this.expiring[0];
    if (due && Date.parse(due.expiresAt!) <= this.now().getTime()) {
      this.expire(this.expiring.shift()!);
      return;
    }
    if (this.manualOrders.length > BACKLOG.manualOrders) return this.deliverManualOrder();
    if (this.tickets.length > BACKLOG.tickets) return this.workOnTicket();
    if (this.claims.length > BACKLOG.claims) return this.answerClaim();
    if (this.reviews.length > BACKLOG.reviews) return this.moderateReview();
    const roll = this.random.next();
    if (roll < 0.06 && this.postReview()) return;
    if (roll >= 0.06 && roll < 0.09) return this.openTicket();
    if (roll >= 0.09 && roll < 0.11 && this.fileClaim()) return;
    this.purchase();
  }

  private registerAdmin(): void {
    this.adminId = this.register(ADMIN_EMAIL, 'Store', 'Admin', 'United Arab Emirates', true);
  }

  /** A customer signs up (RegisterUser); returns the user id. */
  private registerCustomer(): number {
    const index = this.wallets.length;
    const firstName = this.random.pick(FIRST_NAMES);
    const lastName = this.random.pick(LAST_NAMES);
    const email = normaliseEmail(`${firstName}.${lastName}.${index + 1}@example.com`);
    const userId = this.register(email, firstName, lastName, this.random.pick(COUNTRIES), false);
    if (userId !== index + 2) throw new Error('Customer ids must follow the admin');
    this.wallets.push(initialWallet);
    this.emails.push(email);
    return userId;
  }

  private register(
    address: string,
    firstName: string,
    lastName: string,
    country: string,
    isAdmin: boolean,
  ): number {
    const at = this.now();
    const email = normaliseEmail(address);
    const userId = this.nextId('user_ids');
    // A verification link no one can open: the bench customers are never verified by mail.
    const verificationId = `bench-${userId}`;
    const tokenHash = linkTokenHash(verificationId);
    const events = registerUser(
      {
        userId,
        email,
        passwordHash: this.passwordHash,
        firstName,
        lastName,
        country,
        isAdmin,
        emailVerification: { verificationId, tokenHash },
      },
      { user: initialUser, email: initialReservation, verificationLink: initialReservation },
    );
    this.append('RegisterUser', null, at, [
      { streamId: reservationStream(EMAIL_NAMESPACE, email), events: events.email },
      { streamId: userStream(userId), events: events.user },
      {
        streamId: reservationStream(EMAIL_VERIFICATION_NAMESPACE, tokenHash),
        events: events.verificationLink,
      },
    ]);
    return userId;
  }

  /** Staff credit a bench customer's corporate prepayment (AdjustBalance). */
  private creditBenchCustomer(userId: number): void {
    const at = this.now();
    const index = userId - 2;
    const events = adjustBalance(
      {
        userId,
        amountCents: BENCH_BALANCE_CENTS,
        operation: 'add',
        adminId: this.adminId,
        reason: 'Corporate prepayment',
      },
      this.wallets[index]!,
    );
    this.append('AdjustBalance', this.adminId, at, [{ streamId: walletStream(userId), events }]);
    this.wallets[index] = fold(events, evolveWallet, this.wallets[index]!);
  }

  private createCategories(): void {
    for (const { key, details } of categoryPlans()) {
      const at = this.now();
      const categoryId = this.nextId('category_ids');
      const normalised = normaliseCategoryDetails(details);
      const events = createCategory(
        { categoryId, details: normalised },
        { category: initialCategory, urls: new Map() },
      );
      this.append('CreateCategory', this.adminId, at, [
        ...[...events.urls].map(([url, urlEvents]) => ({
          streamId: reservationStream(CATEGORY_URL_NAMESPACE, url),
          events: urlEvents,
        })),
        { streamId: categoryStream(categoryId), events: events.category },
      ]);
      this.categoryIds.set(key, categoryId);
      this.categoryUrls.set(categoryId, normalised.customUrl);
      this.categories.set(categoryId, fold(events.category, evolveCategory, initialCategory));
    }
  }

  /** CreateProduct, then SetProductStock (automatic delivery) and AddProductFaq per FAQ. */
  private createProduct(index: number, isBench: boolean): void {
    const plan = productPlan(index, isBench, this.categoryIds, this.random);
    const at = this.now();
    const productId = this.nextId('product_ids');
    const details = normaliseProductDetails(plan.details);
    // The reservations as they stand, so a URL taken twice is refused as the command would.
    const urls = new Map(
      productUrls(details).map((url) => [url, { owner: this.productUrls.get(url) ?? null }]),
    );
    const category =
      details.categoryId === null
        ? null
        : (this.categories.get(details.categoryId) ?? initialCategory);
    const created = createProduct(
      { productId, details },
      { product: initialProduct, urls, category },
    );
    for (const url of created.urls.keys()) this.productUrls.set(url, `product-${productId}`);
    this.append('CreateProduct', this.adminId, at, [
      ...[...created.urls].map(([url, urlEvents]) => ({
        streamId: reservationStream(PRODUCT_URL_NAMESPACE, url),
        events: urlEvents,
      })),
      { streamId: productStream(productId), events: created.product },
    ]);
    const product: SimProduct = {
      state: fold(created.product, evolveProduct, initialProduct) as ExistingProduct,
      template: plan.template,
      isBench,
    };
    this.products.push(product);
    if (details.deliveryType === 'automatic') {
      const count = isBench ? BENCH_STOCK + this.random.int(0, 500) : this.random.int(20, 100);
      this.setStock(product, this.items.make(plan.template, count));
    }
    for (const [order, faq] of plan.faqs.entries()) {
      const faqId = this.nextId('faq_ids');
      this.applyToProduct(
        product,
        'AddProductFaq',
        addProductFaq({ faqId, ...faq, order, isActive: true }, product.state),
      );
    }
  }

  private setStock(product: SimProduct, items: string[]): void {
    // Generated items are unique and unsealed; like events recorded before fingerprints, the
    // event carries none (the store fingerprints such items when a stock edit needs them).
    this.applyToProduct(product, 'SetProductStock', [{ type: 'StockItemsSet', data: { items } }]);
  }

  /** Appends an admin command's events to the product's stream and folds them. */
  private applyToProduct(product: SimProduct, command: string, events: ProductEvent[]): void {
    this.append(command, this.adminId, this.now(), [
      { streamId: productStream(product.state.productId), events },
    ]);
    product.state = fold(events, evolveProduct, product.state) as ExistingProduct;
  }

  /**
   * Staff restock a product with at least `needed` units: new items after the ones left
   * (SetProductStock), or more manual units (UpdateProduct).
   */
  private restock(product: SimProduct, needed: number): void {
    const { state } = product;
    if (state.details.deliveryType === 'automatic') {
      const added = this.items.make(product.template, Math.max(needed, this.random.int(50, 150)));
      this.setStock(product, [...state.stockItems, ...added]);
      return;
    }
    const manualStock = state.details.manualStock + Math.max(needed, this.random.int(100, 300));
    // The URLs and the category do not change, so the reservations stay as they are.
    const held = { owner: `product-${state.productId}` };
    const urls = new Map(productUrls(state.details).map((url) => [url, held]));
    const events = updateProduct(
      { details: { ...state.details, manualStock } },
      { product: state, urls, category: null },
    );
    this.applyToProduct(product, 'UpdateProduct', events.product);
  }

  /** A customer buys (Purchase), topping up first when the balance is short. */
  private purchase(): void {
    const index = this.random.skewed(this.wallets.length, CUSTOMER_SKEW);
    const userId = index + 2;
    const product = this.popular[this.random.skewed(this.popular.length, PRODUCT_SKEW)]!;
    const roll = this.random.next();
    const quantity = roll < 0.9 ? 1 : roll < 0.97 ? 2 : 3;
    if (availableStock(product.state) < quantity) this.restock(product, quantity);
    const totalCents = product.state.details.priceCents * quantity;
    while (this.wallets[index]!.balanceCents < totalCents)
      this.topUp(index, totalCents - this.wallets[index]!.balanceCents);
    const at = this.now();
    const orderId = this.nextId('order_ids');
    const productId = product.state.productId;
    const events = decidePurchase(
      { orderId, userId, productId, quantity, placedAt: at.toISOString(), couponCode: null },
      { wallet: this.wallets[index]!, product: product.state, order: initialOrder },
    );
    this.append('Purchase', userId, at, [
      { streamId: walletStream(userId), events: events.wallet },
      { streamId: productStream(productId), events: events.product },
      { streamId: orderStream(orderId), events: events.order },
    ]);
    this.wallets[index] = fold(events.wallet, evolveWallet, this.wallets[index]!);
    product.state = fold(events.product, evolveProduct, product.state) as ExistingProduct;
    const order = fold(events.order, evolveOrder, initialOrder) as PlacedOrder;
    if (order.status === 'completed') this.remember(order);
    else this.manualOrders.push(order);
  }

  /** Keeps `order` among the recent orders customers review and claim. */
  private remember(order: PlacedOrder): void {
    if (this.recentOrders.length < RECENT_ORDERS) this.recentOrders.push(order);
    else this.recentOrders[this.recentSlot++ % RECENT_ORDERS] = order;
  }

  /**
   * The customer adds at least `neededCents`: a quick amount (or the need rounded up to $10),
   * by crypto mostly; some crypto attempts fail or are abandoned first.
   */
  private topUp(index: number, neededCents: number): void {
    const quick = QUICK_AMOUNTS.map((dollars) => dollars * 100).filter(
      (cents) => cents >= neededCents && cents >= MINIMUM_DEPOSIT_CENTS.crypto,
    );
    // Most customers add more than they need at once: one of the next three quick amounts.
    const amountCents = Math.min(
      MAXIMUM_DEPOSIT_CENTS,
      quick[this.random.int(0, Math.min(2, quick.length - 1))] ??
        Math.ceil(neededCents / 1000) * 1000,
    );
    const roll = this.random.next();
    if (roll < 0.04) return this.manualTopUp(index, amountCents, 'credit_card');
    if (roll < 0.08) return this.manualTopUp(index, amountCents, 'paypal');
    if (roll < 0.11) this.fail(this.requestCryptoDeposit(index, amountCents));
    else if (roll < 0.14 && this.now().getTime() + 2 * DEPOSIT_EXPIRY_MS < this.start + YEAR_MS)
      this.expiring.push(this.requestCryptoDeposit(index, amountCents));
    this.confirm(index, this.requestCryptoDeposit(index, amountCents));
  }

  /** RequestDeposit at the sandbox gateway, with the reservation of its payment id. */
  private requestCryptoDeposit(
    index: number,
    amountCents: number,
  ): Extract<Deposit, { depositId: number }> {
    const at = this.now();
    const depositId = this.nextId('deposit_ids');
    const providerPaymentId = `sbx_${randomUUID()}`;
    const streamId = depositStream(depositId);
    const events = requestDeposit(
      {
        depositId,
        depositNumber: depositNumberFor(depositId),
        userId: index + 2,
        amountCents,
        method: 'crypto',
        provider: 'sandbox',
        providerPaymentId,
        payUrl: `${PUBLIC_URL}/sandbox/pay/${providerPaymentId}`,
        expiresAt: new Date(at.getTime() + DEPOSIT_EXPIRY_MS).toISOString(),
        ticketId: null,
      },
      initialDeposit,
    );
    const reserved = reserve(
      initialReservation,
      streamId,
      'This payment id already belongs to another deposit',
    );
    this.append('RequestDeposit', index + 2, at, [
      { streamId, events },
      {
        streamId: reservationStream(paymentReservation('sandbox'), providerPaymentId),
        events: reserved,
      },
    ]);
    return fold(events, evolveDeposit, initialDeposit) as Extract<Deposit, { depositId: number }>;
  }

  /** The gateway's paid webhook (SettlePayment): confirmed and credited in one append. */
  private confirm(index: number, deposit: Deposit): void {
    const at = this.now();
    const decision = confirmPayment({ providerTransactionId: null, paidCents: null }, deposit);
    this.append('SettlePayment', null, at, [
      { streamId: depositStream(decision.deposit[0]!.data.depositId), events: decision.deposit },
      { streamId: walletStream(index + 2), events: decision.wallet },
    ]);
    this.wallets[index] = fold(decision.wallet, evolveWallet, this.wallets[index]!);
  }

  /** The gateway's failed webhook (SettlePayment). */
  private fail(deposit: Extract<Deposit, { depositId: number }>): void {
    const at = this.now();
    const events = failPayment({ reason: 'Sandbox payment failed' }, deposit);
    this.append('SettlePayment', null, at, [
      { streamId: depositStream(deposit.depositId), events },
    ]);
  }

  /** The expiry job (ExpireDeposit) of an abandoned deposit: no request, no actor. */
  private expire(deposit: Extract<Deposit, { depositId: number }>): void {
    const events = expireDeposit(deposit);
    this.writer.append({ name: 'ExpireDeposit', actorId: null, at: this.now(), viaHttp: false }, [
      { streamId: depositStream(deposit.depositId), events },
    ]);
  }

  /**
   * A card or PayPal request (RequestManualDeposit: the deposit and its high-priority ticket),
   * then staff credit it from the balance dialog (AdjustBalance with the deposit).
   */
  private manualTopUp(index: number, amount: number, method: 'credit_card' | 'paypal'): void {
    const userId = index + 2;
    const amountCents = Math.max(amount, MINIMUM_DEPOSIT_CENTS[method]);
    const feeCents = depositFeeCents(amountCents, method);
    const at = this.now();
    const depositId = this.nextId('deposit_ids');
    const ticketId = this.nextId('ticket_ids');
    const messageId = this.nextId('ticket_message_ids');
    const depositNumber = depositNumberFor(depositId);
    const requested = requestDeposit(
      {
        depositId,
        depositNumber,
        userId,
        amountCents,
        method,
        provider: 'manual',
        providerPaymentId: null,
        payUrl: null,
        expiresAt: null,
        ticketId,
      },
      initialDeposit,
    );
    const opened = openTicket(
      {
        ticketId,
        messageId,
        userId,
        ...manualDepositTicket({ depositNumber, amountCents, feeCents, method, userId }),
        priority: 'high',
      },
      initialTicket,
    );
    this.append('RequestManualDeposit', userId, at, [
      { streamId: depositStream(depositId), events: requested },
      { streamId: ticketStream(ticketId), events: opened },
    ]);
    const deposit = fold(requested, evolveDeposit, initialDeposit);
    const creditedAt = this.now();
    const adjusted = adjustBalance(
      {
        userId,
        amountCents,
        operation: 'add',
        adminId: this.adminId,
        reason: `${method === 'paypal' ? 'PayPal' : 'Card'} payment received (${depositNumber})`,
        depositId,
      },
      this.wallets[index]!,
    );
    const credited = creditManualRequest({ userId, amountCents, adminId: this.adminId }, deposit);
    this.append('AdjustBalance', this.adminId, creditedAt, [
      { streamId: walletStream(userId), events: adjusted },
      { streamId: depositStream(depositId), events: credited },
    ]);
    this.wallets[index] = fold(adjusted, evolveWallet, this.wallets[index]!);
    this.tickets.push({
      state: fold(opened, evolveTicket, initialTicket) as OpenTicket['state'],
      next: 'top-up-reply',
    });
  }

  /**
   * Staff deliver (ChangeOrderStatus completed with the text) or cancel and refund a manual order.
   */
  private deliverManualOrder(): void {
    const order = this.manualOrders.shift()!;
    const at = this.now();
    const decision = this.random.chance(0.05)
      ? changeOrderStatus({ status: 'cancelled' }, order)
      : changeOrderStatus(
          { status: 'completed', deliveredItem: this.items.manualDelivery() },
          order,
        );
    this.append('ChangeOrderStatus', this.adminId, at, [
      { streamId: walletStream(order.userId), events: decision.wallet },
      { streamId: orderStream(order.orderId), events: decision.order },
    ]);
    const index = order.userId - 2;
    this.wallets[index] = fold(decision.wallet, evolveWallet, this.wallets[index]!);
    const changed = fold(decision.order, evolveOrder, order as Order) as PlacedOrder;
    if (changed.status === 'completed') this.remember(changed);
  }

  /** A customer reviews a product they bought recently (PostReview); false when none is left. */
  private postReview(): boolean {
    for (let attempt = 0; attempt < 5 && this.recentOrders.length > 0; attempt++) {
      const order = this.random.pick(this.recentOrders);
      const key = reviewKey(order.productId, order.userId);
      if (this.reviewed.has(key)) continue;
      const at = this.now();
      const roll = this.random.next();
      const rating = roll < 0.55 ? 5 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.95 ? 2 : 1;
      const reviewId = this.nextId('review_ids');
      const events = postReview(
        {
          reviewId,
          productId: order.productId,
          userId: order.userId,
          comment: this.random.pick(REVIEW_COMMENTS[rating - 1]!),
          rating,
        },
        {
          review: initialReview,
          product: this.products[order.productId - 1]!.state,
          reservation: initialReservation,
          orders: [order],
        },
      );
      this.append('PostReview', order.userId, at, [
        { streamId: reservationStream(REVIEW_NAMESPACE, key), events: events.reservation },
        { streamId: reviewStream(reviewId), events: events.review },
      ]);
      this.reviewed.add(key);
      this.reviews.push(
        fold(events.review, evolveReview, initialReview) as (typeof this.reviews)[number],
      );
      return true;
    }
    return false;
  }

  /**
   * Staff approve most reviews (ModerateReview), delete a few (DeleteReview), leave some pending.
   */
  private moderateReview(): void {
    const review = this.reviews.shift()!;
    const at = this.now();
    const roll = this.random.next();
    if (roll < 0.03) {
      const events = deleteReview({ review, reservation: { owner: reviewOwner(review.reviewId) } });
      this.append('DeleteReview', this.adminId, at, [
        {
          streamId: reservationStream(REVIEW_NAMESPACE, reviewKey(review.productId, review.userId)),
          events: events.reservation,
        },
        { streamId: reviewStream(review.reviewId), events: events.review },
      ]);
    } else if (roll < 0.93) {
      this.append('ModerateReview', this.adminId, at, [
        {
          streamId: reviewStream(review.reviewId),
          events: moderateReview({ isApproved: true }, review),
        },
      ]);
    }
  }

  /** A customer opens a support ticket (OpenTicket). */
  private openTicket(): void {
    const userId = this.random.skewed(this.wallets.length, CUSTOMER_SKEW) + 2;
    const at = this.now();
    const ticketId = this.nextId('ticket_ids');
    const messageId = this.nextId('ticket_message_ids');
    const [subject, message] = this.random.pick(TICKET_OPENINGS);
    const priority = this.random.pick<TicketPriority>(['low', 'medium', 'medium', 'high']);
    const events = openTicket(
      { ticketId, messageId, userId, subject, message, priority },
      initialTicket,
    );
    this.append('OpenTicket', userId, at, [{ streamId: ticketStream(ticketId), events }]);
    this.tickets.push({
      state: fold(events, evolveTicket, initialTicket) as OpenTicket['state'],
      next: 'reply',
    });
  }

  /**
   * The next message on the oldest open ticket: a staff reply (ReplyToTicket), sometimes the
   * customer's follow-up (PostTicketMessage) and a second reply, then closing (ChangeTicketStatus).
   */
  private workOnTicket(): void {
    const ticket = this.tickets.shift()!;
    const { state } = ticket;
    const at = this.now();
    const streamId = ticketStream(state.ticketId);
    // The customer answers half the first replies; otherwise staff close the ticket.
    if (ticket.next === 'customer' && this.random.chance(0.5)) ticket.next = 'close';
    if (ticket.next === 'close') {
      this.append('ChangeTicketStatus', this.adminId, at, [
        { streamId, events: changeTicketStatus({ status: 'closed' }, state) },
      ]);
      return;
    }
    let events: TicketEvent[];
    if (ticket.next === 'customer') {
      events = postTicketMessage(
        {
          messageId: this.nextId('ticket_message_ids'),
          userId: state.userId,
          message: this.random.pick(CUSTOMER_FOLLOW_UPS),
        },
        state,
      );
      this.append('PostTicketMessage', state.userId, at, [{ streamId, events }]);
      ticket.next = 'second-reply';
    } else {
      const message =
        ticket.next === 'top-up-reply' ? TOP_UP_CREDITED : this.random.pick(STAFF_REPLIES);
      events = replyToTicket(
        { messageId: this.nextId('ticket_message_ids'), adminId: this.adminId, message },
        state,
      );
      this.append('ReplyToTicket', this.adminId, at, [{ streamId, events }]);
      ticket.next = ticket.next === 'reply' ? 'customer' : 'close';
    }
    ticket.state = fold(events, evolveTicket, state as Ticket) as OpenTicket['state'];
    this.tickets.push(ticket);
  }

  /**
   * A customer claims a recent order under warranty (FileWarrantyClaim); false when none is
   * eligible.
   */
  private fileClaim(): boolean {
    for (let attempt = 0; attempt < 5 && this.recentOrders.length > 0; attempt++) {
      const slot = this.random.int(0, this.recentOrders.length - 1);
      const order = this.recentOrders[slot]!;
      const at = this.now();
      if (order.claimIds.length > 0 || !warrantyEligibility(order, [], at).eligible) continue;
      const claimId = this.nextId('claim_ids');
      const claimType = this.random.pick(CLAIM_TYPES);
      const events = fileWarrantyClaim(
        {
          claimId,
          userId: order.userId,
          claimType,
          description: this.random.pick(CLAIM_DESCRIPTIONS[claimType]),
        },
        // The generated catalogue sets no product policy, so every claim waits for staff.
        {
          order,
          claims: [],
          claim: initialClaim,
          product: initialProduct,
          deliveredItems: [],
          history: initialClaimHistory,
        },
        at,
      );
      this.append('FileWarrantyClaim', order.userId, at, [
        { streamId: orderStream(order.orderId), events: events.order },
        { streamId: claimStream(claimId), events: events.claim },
      ]);
      this.recentOrders[slot] = fold(events.order, evolveOrder, order as Order) as PlacedOrder;
      this.claims.push(
        fold(events.claim, evolveClaim, initialClaim) as (typeof this.claims)[number],
      );
      return true;
    }
    return false;
  }

  /**
   * Staff answer the oldest claim (RespondToWarrantyClaim): a replacement from stock for automatic
   * delivery (restocking first when it ran out), a written answer otherwise, or a rejection.
   */
  private answerClaim(): void {
    const claim = this.claims.shift()!;
    const product = this.products[claim.productId - 1]!;
    const isAutomatic = product.state.details.deliveryType === 'automatic';
    const isRejected = this.random.chance(0.25);
    if (!isRejected && isAutomatic && availableStock(product.state) === 0) this.restock(product, 1);
    const at = this.now();
    const events = respondToWarrantyClaim(
      isRejected
        ? { status: 'rejected', adminResponse: this.random.pick(CLAIM_REJECTIONS) }
        : isAutomatic
          ? { status: 'approved', replaceFromStock: true }
          : { status: 'approved', adminResponse: this.random.pick(CLAIM_APPROVALS) },
      { claim, product: product.state },
    );
    this.append('RespondToWarrantyClaim', this.adminId, at, [
      { streamId: claimStream(claim.claimId), events: events.claim },
      { streamId: productStream(product.state.productId), events: events.product },
    ]);
    product.state = fold(events.product, evolveProduct, product.state) as ExistingProduct;
  }
}
