/**
 * The audit log's one-line sentence for an event ("Balance adjusted: +$12.50 (Welcome bonus)"),
 * from its type and data alone, so a rebuild writes the same sentence. Money in events is integer
 * cents, shown as dollars (contracts/money.ts). Sealed text (stock items, delivered items,
 * personal fields) is shown as "(sealed)", never opened. A type without a sentence of its own
 * reads as its name in words ("SomethingHappened" -> "Something happened").
 */
import { isSealed } from '../../application/security/secret-box';
import { deviceName } from '../../contracts/device-name';
import { FRAUD_ACTION_LABELS, FRAUD_MATCH_LABELS } from '../../contracts/fraud-rules';
import { formatDollars } from '../../contracts/money';
import type { AnnouncementEvent } from '../../domain/announcement/announcement';
import type { ApiKeyEvent } from '../../domain/api-key/api-key';
import type { ApiKeyUsedEvent } from '../../domain/api-key/api-key-used';
import type { CategoryEvent } from '../../domain/catalogue/category';
import type { ProductEvent } from '../../domain/catalogue/product';
import type { CouponEvent } from '../../domain/coupon/coupon';
import type { DepositEvent } from '../../domain/deposit/deposit';
import type { FraudRuleEvent } from '../../domain/fraud/fraud-rule';
import type { FraudRuleHitEvent } from '../../domain/fraud/fraud-rule-hit';
import type { UserEvent } from '../../domain/identity/user';
import type { OrderEvent } from '../../domain/order/order';
import type { ReservationEvent } from '../../domain/reservation/reservation';
import type { ReviewEvent } from '../../domain/review/review';
import type { SettingsEvent } from '../../domain/settings/settings';
import type { TicketEvent } from '../../domain/support/ticket';
import type { WalletEvent } from '../../domain/wallet/wallet';
import type { ClaimEvent } from '../../domain/warranty/claim';
import type { ClaimHistoryEvent } from '../../domain/warranty/claim-history';
import type { WebhookEndpointEvent } from '../../domain/webhook/webhook-endpoint';
import type { WalletFreezeEvent } from '../../domain/wallet/freeze';

type SummarisedEvent =
  | AnnouncementEvent
  | ApiKeyEvent
  | ApiKeyUsedEvent
  | CategoryEvent
  | ProductEvent
  | CouponEvent
  | DepositEvent
  | FraudRuleEvent
  | FraudRuleHitEvent
  | WebhookEndpointEvent
  | UserEvent
  | OrderEvent
  | ReservationEvent
  | ReviewEvent
  | SettingsEvent
  | TicketEvent
  | WalletEvent
  | ClaimEvent
  | ClaimHistoryEvent
  | WalletFreezeEvent;

/** What a sealed value reads as in the audit log. */
export const SEALED_TEXT = '(sealed)';

/** Quoted text is cut to this many characters, so a summary stays one line. */
const MAX_QUOTED = 60;

/** Text from an event as the log may show it: sealed hidden, on one line, at most MAX_QUOTED. */
function shown(text: string): string {
  if (isSealed(text)) return SEALED_TEXT;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_QUOTED ? `${line.slice(0, MAX_QUOTED - 1)}…` : line;
}

/** Cents with a sign before the dollar symbol: 1250 -> "+$12.50", -500 -> "-$5.00". */
const signedDollars = (cents: number) =>
  cents > 0 ? `+${formatDollars(cents)}` : formatDollars(cents);

/** "1 item", "3 items". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A status as words: "in_progress" -> "in progress". */
const words = (status: string) => status.replace(/_/g, ' ');

/** " (reason)", or nothing for a blank reason. */
const aside = (text: string) => (text.trim() ? ` (${shown(text)})` : '');

/** A rule in words: "Block E-mail wildcard *@mail.ru on registration (shadow)". */
function fraudRule(d: Extract<FraudRuleEvent, { type: 'FraudRuleUpdated' }>['data']): string {
  const value = d.matchValue ? ` ${shown(d.matchValue)}` : '';
  const actions = d.actions.map((action) => FRAUD_ACTION_LABELS[action].toLowerCase()).join(', ');
  return `${d.outcome} ${FRAUD_MATCH_LABELS[d.matchKind]}${value} on ${actions}${d.mode === 'shadow' ? ' (shadow)' : ''}`;
}

/** What a hit did (or, in shadow mode, would have done). */
const HIT_VERBS = { block: 'blocked', hold: 'held', flag: 'flagged' } as const;

type Sentences = {
  [T in SummarisedEvent['type']]?: (data: Extract<SummarisedEvent, { type: T }>['data']) => string;
};

const SENTENCES: Sentences = {
  // Orders and money.
  OrderPlaced: (d) =>
    `Order ${d.orderNumber} placed: ${d.quantity} × ${shown(d.productName)}` +
    (d.couponCode ? ` with coupon ${shown(d.couponCode)}` : ''),
  OrderDelivered: () => 'Order delivered',
  OrderStatusChanged: (d) => `Order status changed to ${words(d.status)}`,
  OrderWarrantyClaimed: (d) => `Warranty claim ${d.claimId} filed on the order`,
  OrderDeliveryResent: () => 'Delivery e-mail sent again',
  OrderRefunded: (d) =>
    `Refunded ${formatDollars(d.amountCents)}${d.restock ? ', keys returned to stock' : ''}${aside(d.reason)}`,
  OrderDeliveryCompensated: (d) =>
    d.kind === 'cancel_refund'
      ? `Late delivery compensated automatically: cancelled and refunded ${formatDollars(d.amountCents)}`
      : `Late delivery compensated automatically: ${d.percent}% credited (${formatDollars(d.amountCents)})`,
  OrderReplacementDelivered: (d) =>
    `Replacement ${shown(d.item)} delivered outside the warranty${aside(d.reason)}`,
  OrderHeld: (d) => `Order held for review by fraud rule ${d.ruleId}`,
  OrderReleased: () => 'Held order released',
  OrderHoldRefused: (d) => `Held order refused${aside(d.reason)}`,
  // Fraud rules and their hits.
  FraudRuleCreated: (d) => `Fraud rule ${d.ruleId} created: ${fraudRule(d)}`,
  FraudRuleUpdated: (d) => `Fraud rule updated: ${fraudRule(d)}`,
  FraudRuleDeleted: (d) => `Fraud rule ${d.ruleId} deleted`,
  FraudRuleHit: (d) =>
    `Fraud rule ${d.ruleId} ${d.mode === 'shadow' ? 'would have ' : ''}${HIT_VERBS[d.outcome]} ${FRAUD_ACTION_LABELS[d.action].toLowerCase()}` +
    (d.subject.userId !== null ? ` by user ${d.subject.userId}` : '') +
    (d.subject.ip ? ` from ${d.subject.ip}` : '') +
    (d.subject.ipCountry ? ` (${d.subject.ipCountry})` : ''),
  // API keys and the requests made with them.
  ApiKeyCreated: (d) =>
    `API key ${d.keyId} "${shown(d.name)}" created (${d.prefix}…): ${d.scopes.join(', ')}` +
    (d.expiresAt ? `, until ${d.expiresAt}` : ''),
  ApiKeyRevoked: (d) => `API key ${d.keyId} revoked`,
  ApiKeyUsed: (d) => `${d.method} ${shown(d.path)} answered ${d.status}`,
  // Webhook endpoints (their secret is sealed in the event and never shown here).
  WebhookEndpointCreated: (d) =>
    `Webhook endpoint ${d.endpointId} created: ${shown(d.url)} for ${d.eventTypes.join(', ')}${d.enabled ? '' : ' (off)'}`,
  WebhookEndpointUpdated: (d) =>
    `Webhook endpoint updated: ${shown(d.url)} for ${d.eventTypes.join(', ')}`,
  WebhookEndpointDeleted: (d) => `Webhook endpoint ${d.endpointId} deleted`,
  WebhookEndpointDisabled: (d) =>
    d.reason === 'failing'
      ? 'Webhook endpoint turned off: it failed every delivery for 24 hours'
      : 'Webhook endpoint turned off',
  WebhookEndpointEnabled: () => 'Webhook endpoint turned on',
  WebhookReplayRequested: (d) => `Webhook events replayed from position ${d.fromPosition}`,
  WebhookDeliveryResent: (d) => `Webhook delivery ${d.deliveryId} resent`,
  OverdueCompensationSet: (d) =>
    d.mode === 'off'
      ? 'Overdue compensation turned off'
      : d.mode === 'cancel_refund'
        ? 'Overdue orders are cancelled and refunded automatically'
        : `Overdue orders are credited ${d.percent}% automatically`,
  CaptchaRequirementSet: (d) =>
    d.required
      ? 'Captcha required on registration and after failed sign-ins'
      : 'Captcha no longer required',
  VelocityLimitsSet: (d) =>
    `Velocity limits set: deposit requests per hour ${d.depositsPerHour || 'off'}, claims per 90 days ${d.claimsPer90Days || 'off'}, new accounts per address per day ${d.accountsPerAddressPerDay || 'off'}`,
  WalletFrozen: (d) => `Wallet of user ${d.userId} frozen${aside(d.reason)}`,
  WalletUnfrozen: (d) => `Wallet of user ${d.userId} unfrozen`,
  BalanceAdjusted: (d) => `Balance adjusted: ${signedDollars(d.amountCents)}${aside(d.reason)}`,
  DepositCredited: (d) => `Deposit ${d.depositNumber} credited: ${formatDollars(d.amountCents)}`,
  PurchaseDebited: (d) =>
    `Purchase of ${d.quantity} × ${shown(d.productName)} debited: ${formatDollars(d.amountCents)} (${d.orderNumber})`,
  PurchaseRefunded: (d) => `Order ${d.orderNumber} refunded: ${formatDollars(d.amountCents)}`,
  DeliveryCompensationCredited: (d) =>
    `Late delivery of ${d.orderNumber} compensated: ${formatDollars(d.amountCents)} (${d.percent}%)`,
  DepositRequested: (d) =>
    `Deposit ${d.depositNumber} requested: ${formatDollars(d.amountCents)} by ${words(d.method)}`,
  DepositConfirmed: (d) => `Deposit ${d.depositNumber} confirmed: ${formatDollars(d.amountCents)}`,
  DepositFailed: (d) => `Deposit ${d.depositId} failed${aside(d.reason)}`,
  DepositExpired: (d) => `Deposit ${d.depositId} expired`,
  // Catalogue.
  StockItemsSet: (d) => `Stock set: ${count(d.items.length, 'item')}`,
  StockTaken: (d) =>
    `Stock taken: ${count(d.quantity, 'item')} for order ${d.orderId}` +
    (d.claimId ? ` (replacement for claim ${d.claimId})` : ''),
  StockBatchAdded: (d) =>
    `Stock batch ${d.batchId} added: ${count(d.items.length, 'item')} from ${shown(d.supplier)} at ${formatDollars(d.unitCostCents)} each`,
  StockItemsWithdrawn: (d) => `Stock withdrawn: ${count(d.items.length, 'item')}${aside(d.reason)}`,
  StockBatchQuarantined: (d) =>
    `Stock batch ${d.batchId} quarantined${d.cause === 'claim_rate' ? ' automatically' : ''}: ${count(d.items.length, 'item')} pulled from sale${aside(d.reason)}`,
  StockItemsReportedBad: (d) =>
    `Claim ${d.claimId} on order ${d.orderId}: ${count(d.items.length, 'item')} reported bad`,
  StockReturned: (d) => `Stock returned: ${count(d.quantity, 'item')} from order ${d.orderId}`,
  ProductCreated: (d) => `Product ${d.productId} created: ${shown(d.name)}`,
  ProductUpdated: (d) => `Product updated: ${shown(d.name)}`,
  ProductDeleted: (d) => `Product ${d.productId} deleted`,
  FaqAdded: (d) => `FAQ added: ${shown(d.question)}`,
  FaqRemoved: (d) => `FAQ ${d.faqId} removed`,
  ProductPurchaseLimitsSet: (d) =>
    `Purchase limits set: ${d.maxPerOrder || 'no limit'} per order, ${d.maxPerCustomerPerDay || 'no limit'} per customer per day`,
  ProductPolicySet: (d) =>
    `Policy set: claims ${d.autoApproveClaims ? `auto-approved up to ${d.claimCapPer90Days} per customer in 90 days` : 'wait for staff'}`,
  CategoryCreated: (d) => `Category ${d.categoryId} created: ${shown(d.name)}`,
  CategoryUpdated: (d) => `Category updated: ${shown(d.name)}`,
  CategoryDeleted: (d) => `Category ${d.categoryId} deleted`,
  // Coupons, announcements, reviews.
  CouponCreated: (d) =>
    `Coupon ${shown(d.code)} created: ${d.discountPercentage}% off, ${count(d.maxUsage, 'use')}`,
  CouponUpdated: (d) =>
    `Coupon ${shown(d.code)} updated: ${d.discountPercentage}% off, ${count(d.maxUsage, 'use')}`,
  CouponDeleted: (d) => `Coupon ${d.couponId} deleted`,
  CouponRedeemed: (d) => `Coupon redeemed by order ${d.orderId}`,
  AnnouncementCreated: (d) => `Announcement ${d.announcementId} created: ${shown(d.text)}`,
  AnnouncementUpdated: (d) => `Announcement updated: ${shown(d.text)}`,
  AnnouncementDeleted: (d) => `Announcement ${d.announcementId} deleted`,
  ReviewPosted: (d) => `Review ${d.reviewId} posted on product ${d.productId}: ${d.rating}/5`,
  ReviewApproved: (d) => `Review ${d.reviewId} approved`,
  ReviewUnapproved: (d) => `Review ${d.reviewId} unapproved`,
  ReviewEdited: () => 'Review edited',
  ReviewDeleted: (d) => `Review ${d.reviewId} deleted`,
  // Support and warranty.
  TicketOpened: (d) => `Ticket ${d.ticketId} opened: ${shown(d.subject)}`,
  GuestTicketOpened: (d) => `Guest ticket ${d.ticketId} opened: ${shown(d.subject)}`,
  GuestContactErased: () => "Guest ticket's contact erased",
  TicketMessagePosted: (d) =>
    d.isAdminReply
      ? `Staff reply posted: ${shown(d.message)}`
      : `Message posted: ${shown(d.message)}`,
  TicketStatusChanged: (d) => `Ticket status changed to ${words(d.status)}`,
  WarrantyClaimFiled: (d) => `Warranty claim ${d.claimId} filed on order ${d.orderId}`,
  WarrantyClaimResponded: (d) =>
    (d.status === 'pending'
      ? 'Warranty claim answered, still pending'
      : `Warranty claim ${d.status}`) + (d.replacementItem ? ', replacement delivered' : ''),
  WarrantyClaimAutoApproved: (d) =>
    `Warranty claim ${d.claimId} approved at once by the product's policy`,
  // Unique values (e-mail, coupon code, URLs): the value is in the stream id.
  ValueReserved: (d) => `Unique value reserved for ${d.owner}`,
  ValueReleased: (d) => `Unique value released by ${d.owner}`,
  // Accounts and staff.
  UserRegistered: (d) => `User ${d.userId} registered`,
  ProfileUpdated: () => 'Profile updated',
  PasswordChanged: () => 'Password changed',
  ImpersonationStarted: (d) => `Impersonation of user ${d.userId} started`,
  ImpersonationEnded: (d) => `Impersonation of user ${d.userId} ended`,
  AdminGranted: () => 'Admin rights granted',
  StaffRolesChanged: (d) =>
    d.roles.length > 0 ? `Staff roles set: ${d.roles.join(', ')}` : 'Staff roles removed',
  PersonalDataErased: () => 'Personal data erased',
  SessionStarted: (d) => `Signed in on ${deviceName(d)}${d.newDevice ? ' (a new device)' : ''}`,
  SessionEnded: (d) => SESSION_ENDINGS[d.reason],
};

/** How a session ended, as the log says it. */
const SESSION_ENDINGS: Record<
  Extract<UserEvent, { type: 'SessionEnded' }>['data']['reason'],
  string
> = {
  'signed-out': 'Signed out',
  revoked: 'Session revoked',
  replaced: 'Session replaced by a new one',
};

/** An event type as words: "SomethingHappened" -> "Something happened". */
function typeAsWords(type: string): string {
  const spaced = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The sentence for an event of `type` with `data` (as the store reads it: upcast to the current
 * shape). Pure; never opens sealed values.
 */
export function summarizeEvent(type: string, data: Record<string, unknown>): string {
  const sentence = (SENTENCES as Record<string, ((data: unknown) => string) | undefined>)[type];
  return sentence ? sentence(data) : typeAsWords(type);
}
