/**
 * The customer e-mails: an order was delivered, an order was refunded, a deposit was credited, a password reset link,
 * an e-mail verification link, a sign-in from a new device; and a visitor's: their contact-form
 * message was received (a guest ticket), staff replied to it. Pure functions
 * from what the events and streams say to a subject, a plain-text body and an HTML body. Every
 * value put into the HTML is escaped: a delivered item or a product name may hold `<` or `&`.
 */
import { formatDollars as dollars } from '../../contracts/money';
import type { DepositMethod } from '../../domain/deposit/deposit';

/** A rendered e-mail, ready for the mailer. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /**
   * The store's own links in the mail, in order: what the log shows when mail is off (never the
   * delivered item, which may hold addresses of its own).
   */
  links: string[];
}

/** What the "order delivered" e-mail says. */
export interface OrderDeliveredMail {
  /** The customer's first name, for the greeting. */
  firstName: string;
  orderId: number;
  /** e.g. KM-000042. */
  orderNumber: string;
  productName: string;
  quantity: number;
  /** The keys or account details, one per line; shown exactly as stored. */
  deliveredItem: string;
  /** The store's address without a trailing slash (PUBLIC_URL or http://localhost:<PORT>). */
  storeUrl: string;
}

/** What the "order refunded" e-mail says. */
export interface OrderRefundedMail {
  firstName: string;
  orderId: number;
  /** e.g. KM-000042. */
  orderNumber: string;
  productName: string;
  /** What the balance gained, integer cents. */
  amountCents: number;
  /** Why staff refunded. */
  reason: string;
  /** Whether the order's keys went back to the store's stock (no longer the customer's). */
  restock: boolean;
  /** Whether the order is now refunded in full. */
  isFull: boolean;
  storeUrl: string;
}

/** What the "deposit credited" e-mail says. */
export interface DepositCreditedMail {
  firstName: string;
  /** e.g. DEP-000042. */
  depositNumber: string;
  /** What the balance gained, integer cents. */
  amountCents: number;
  /** How the customer paid; null when unknown. */
  method: DepositMethod | null;
  storeUrl: string;
}

const METHOD_LABELS: Record<DepositMethod, string> = {
  crypto: 'Crypto',
  credit_card: 'Credit card',
  paypal: 'PayPal',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` safe inside HTML text and double- or single-quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Integer cents as dollars for people: 1250 -> "$12.50". */

/**
 * The store's address from its configuration: PUBLIC_URL without a trailing slash, else
 * localhost:PORT.
 */
export function storeUrlFor(publicUrl: string | undefined, port: number): string {
  return (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

const SHOPPING_SIGNATURE = 'Thank you for shopping with KeyMart.';

/** Wraps a body's HTML in the shared frame (greeting above, signature below). */
function htmlFrame(firstName: string, body: string, signature = SHOPPING_SIGNATURE): string {
  return [
    '<!doctype html>',
    '<html><body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5;">',
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    body,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** The e-mail telling a customer their order was delivered, with the delivered item. */
export function orderDeliveredEmail(mail: OrderDeliveredMail): EmailContent {
  const orderUrl = `${mail.storeUrl}/orders/${mail.orderId}`;
  const rule = '-'.repeat(40);
  const text = [
    `Hello ${mail.firstName},`,
    '',
    `Your order ${mail.orderNumber} has been delivered.`,
    '',
    `Product: ${mail.productName}`,
    `Quantity: ${mail.quantity}`,
    '',
    'Your delivered item:',
    rule,
    mail.deliveredItem,
    rule,
    '',
    `View your order: ${orderUrl}`,
    '',
    'Thank you for shopping with KeyMart.',
    '',
  ].join('\n');
  const html = htmlFrame(
    mail.firstName,
    [
      `<p>Your order <strong>${escapeHtml(mail.orderNumber)}</strong> has been delivered.</p>`,
      '<table style="border-collapse: collapse;">',
      `<tr><td style="padding-right: 12px;">Product</td><td>${escapeHtml(mail.productName)}</td></tr>`,
      `<tr><td style="padding-right: 12px;">Quantity</td><td>${escapeHtml(String(mail.quantity))}</td></tr>`,
      '</table>',
      '<p>Your delivered item:</p>',
      '<pre style="border: 1px solid #999; background: #f4f4f4; padding: 12px; white-space: pre-wrap; word-break: break-all;">' +
        `${escapeHtml(mail.deliveredItem)}</pre>`,
      `<p><a href="${escapeHtml(orderUrl)}">View your order</a></p>`,
    ].join('\n'),
  );
  return {
    subject: `Your order ${mail.orderNumber} has been delivered`,
    text,
    html,
    links: [orderUrl],
  };
}

/** The e-mail telling a customer (part of) an order was refunded to their balance, and why. */
export function orderRefundedEmail(mail: OrderRefundedMail): EmailContent {
  const amount = dollars(mail.amountCents);
  const orderUrl = `${mail.storeUrl}/orders/${mail.orderId}`;
  const what = mail.isFull ? 'refunded in full' : 'partly refunded';
  const lines = [
    `Your order ${mail.orderNumber} (${mail.productName}) was ${what}: ${amount} has been credited to your balance.`,
    `Reason: ${mail.reason}`,
    ...(mail.restock
      ? ["The order's keys were returned to our stock and are no longer valid for you."]
      : []),
  ];
  const text = [
    `Hello ${mail.firstName},`,
    '',
    ...lines,
    '',
    `View your order: ${orderUrl}`,
    '',
    SHOPPING_SIGNATURE,
    '',
  ].join('\n');
  const html = htmlFrame(
    mail.firstName,
    [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(orderUrl)}">View your order</a></p>`,
    ].join('\n'),
  );
  return {
    subject: `Your order ${mail.orderNumber} was ${what}: ${amount}`,
    text,
    html,
    links: [orderUrl],
  };
}

/** The e-mail telling a customer a deposit was credited to their balance. */
export function depositCreditedEmail(mail: DepositCreditedMail): EmailContent {
  const amount = dollars(mail.amountCents);
  const transactionsUrl = `${mail.storeUrl}/transactions`;
  const method = mail.method ? METHOD_LABELS[mail.method] : null;
  const text = [
    `Hello ${mail.firstName},`,
    '',
    `Your deposit ${mail.depositNumber} of ${amount} has been credited to your balance.`,
    ...(method ? [`Payment method: ${method}`] : []),
    '',
    `View your transactions: ${transactionsUrl}`,
    '',
    'Thank you for shopping with KeyMart.',
    '',
  ].join('\n');
  const html = htmlFrame(
    mail.firstName,
    [
      `<p>Your deposit <strong>${escapeHtml(mail.depositNumber)}</strong> of <strong>${escapeHtml(amount)}</strong> has been credited to your balance.</p>`,
      ...(method ? [`<p>Payment method: ${escapeHtml(method)}</p>`] : []),
      `<p><a href="${escapeHtml(transactionsUrl)}">View your transactions</a></p>`,
    ].join('\n'),
  );
  return {
    subject: `Your deposit ${mail.depositNumber} of ${amount} has been credited`,
    text,
    html,
    links: [transactionsUrl],
  };
}

/** What an e-mail with one link to follow says (a password reset, an e-mail verification). */
export interface LinkMail {
  firstName: string;
  /** The link, with its token (sealed until the job is sent). */
  url: string;
}

/** An e-mail whose point is one link: `lead` above it, `note` below, both plain sentences. */
function linkEmail(
  mail: LinkMail,
  words: { subject: string; lead: string; action: string; note: string },
): EmailContent {
  const text = [
    `Hello ${mail.firstName},`,
    '',
    words.lead,
    '',
    `${words.action}: ${mail.url}`,
    '',
    words.note,
    '',
    'Thank you for shopping with KeyMart.',
    '',
  ].join('\n');
  const html = htmlFrame(
    mail.firstName,
    [
      `<p>${escapeHtml(words.lead)}</p>`,
      `<p><a href="${escapeHtml(mail.url)}">${escapeHtml(words.action)}</a></p>`,
      `<p>${escapeHtml(words.note)}</p>`,
    ].join('\n'),
  );
  return { subject: words.subject, text, html, links: [mail.url] };
}

/** The password reset e-mail: the link, valid `validMinutes`, once. */
export function passwordResetEmail(mail: LinkMail & { validMinutes: number }): EmailContent {
  return linkEmail(mail, {
    subject: 'Reset your KeyMart password',
    lead: 'Someone (we hope you) asked to reset the password of your KeyMart account.',
    action: 'Choose a new password',
    note: `The link works once, for ${mail.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
}

/** The e-mail verification e-mail: the link that confirms the address. */
export function emailVerificationEmail(mail: LinkMail): EmailContent {
  return linkEmail(mail, {
    subject: 'Confirm your e-mail address for KeyMart',
    lead: 'Please confirm that this is your e-mail address.',
    action: 'Confirm my e-mail address',
    note: 'If you did not create a KeyMart account, ignore this e-mail.',
  });
}

/** What the "new sign-in" e-mail says: where and when an account was signed in from. */
export interface NewSignInMail {
  firstName: string;
  /** The device, as deviceName names it ("Chrome on Windows"). */
  device: string;
  ip: string;
  /** When, ISO 8601 (shown in UTC). */
  at: string;
  storeUrl: string;
}

/**
 * The e-mail telling a customer their account was signed in to from a device it had not been
 * used on, with the link to the sessions list.
 */
export function newSignInEmail(mail: NewSignInMail): EmailContent {
  const when = `${mail.at.slice(0, 10)} ${mail.at.slice(11, 16)} UTC`;
  return linkEmail(
    { firstName: mail.firstName, url: `${mail.storeUrl}/profile?tab=security` },
    {
      subject: 'New sign-in to your KeyMart account',
      lead: `Your KeyMart account was signed in to from a new device: ${mail.device}, address ${mail.ip || 'unknown'}, at ${when}.`,
      action: 'Review your sessions',
      note: 'If this was you, there is nothing to do. If not, change your password now and sign out your other sessions.',
    },
  );
}

/** What a mail about a guest ticket says: the visitor, the ticket and one message of it. */
export interface GuestTicketMail {
  /** The name the visitor gave (sealed until the job is sent). */
  name: string;
  ticketId: number;
  subject: string;
  /** The visitor's own message (received) or the staff reply, shown as written. */
  message: string;
  storeUrl: string;
}

const GUEST_SIGNATURE = 'The KeyMart Support Team';

/** A guest-ticket mail: `lead`, then `message` quoted between rules, then how to answer. */
function guestTicketEmail(mail: GuestTicketMail, subject: string, lead: string): EmailContent {
  const rule = '-'.repeat(40);
  const answer = `To add anything, write to us again at ${mail.storeUrl}/contact and quote ticket #${mail.ticketId}.`;
  const text = [
    `Hello ${mail.name},`,
    '',
    lead,
    '',
    rule,
    mail.message,
    rule,
    '',
    answer,
    '',
    GUEST_SIGNATURE,
    '',
  ].join('\n');
  const html = htmlFrame(
    mail.name,
    [
      `<p>${escapeHtml(lead)}</p>`,
      '<blockquote style="border-left: 3px solid #999; margin: 0; padding: 4px 12px; white-space: pre-wrap;">' +
        `${escapeHtml(mail.message)}</blockquote>`,
      `<p>${escapeHtml(answer)}</p>`,
    ].join('\n'),
    GUEST_SIGNATURE,
  );
  return { subject, text, html, links: [`${mail.storeUrl}/contact`] };
}

/** The confirmation a visitor gets when their contact-form message opened a guest ticket. */
export function guestTicketReceivedEmail(mail: GuestTicketMail): EmailContent {
  return guestTicketEmail(
    mail,
    `We have received your message [Ticket #${mail.ticketId}]`,
    `We have received your message "${mail.subject}" and opened ticket #${mail.ticketId}. Our team answers by e-mail, usually within 24 hours. Your message:`,
  );
}

/** A staff reply to a guest ticket, mailed to the visitor (who has no account to read it in). */
export function guestTicketReplyEmail(mail: GuestTicketMail): EmailContent {
  return guestTicketEmail(
    mail,
    `Re: ${mail.subject} [Ticket #${mail.ticketId}]`,
    `Our support team has replied to your message "${mail.subject}" (ticket #${mail.ticketId}):`,
  );
}

/** The one log line of a mail not sent (SMTP_URL unset): recipient, subject and the store's links in it. */
/**
 * A stock alert to staff (workers/stock-alerts.ts): its subject, its text, and a link to the
 * admin's products page.
 */
export function stockAlertEmail(alert: {
  subject: string;
  text: string;
  storeUrl: string;
}): EmailContent {
  const link = `${alert.storeUrl}/admin/products`;
  return {
    subject: `KeyMart stock: ${alert.subject}`,
    text: `${alert.text}\n\nProducts: ${link}\n`,
    html: `<p>${escapeHtml(alert.text)}</p><p><a href="${escapeHtml(link)}">Open the products</a></p>`,
    links: [link],
  };
}

export function mailLogLine(mail: { to: string; subject: string; links: readonly string[] }) {
  return `Mail to ${mail.to} (not sent: SMTP_URL is not set): "${mail.subject}" ${mail.links.join(' ')}`.trimEnd();
}
