import { describe, expect, it } from 'vitest';
import {
  depositCreditedEmail,
  emailVerificationEmail,
  escapeHtml,
  guestTicketReceivedEmail,
  guestTicketReplyEmail,
  mailLogLine,
  newSignInEmail,
  orderDeliveredEmail,
  orderRefundedEmail,
  passwordResetEmail,
  storeUrlFor,
  type OrderDeliveredMail,
} from './messages';

const delivered: OrderDeliveredMail = {
  firstName: 'Ada',
  orderId: 42,
  orderNumber: 'KM-000042',
  productName: 'Office 2024 Pro',
  quantity: 2,
  deliveredItem: 'KEY-AAA\nKEY-BBB',
  storeUrl: 'https://shop.example',
};

describe('order refunded e-mail', () => {
  const refunded = {
    firstName: 'Ada',
    orderId: 42,
    orderNumber: 'KM-000042',
    productName: 'Office <2024>',
    amountCents: 1250,
    reason: 'Key "blocked" & replaced',
    restock: false,
    isFull: false,
    storeUrl: 'https://shop.example',
  };

  it('says how much went back to the balance and why, escaped in the HTML, with a link to the order', () => {
    const mail = orderRefundedEmail(refunded);
    expect(mail.subject).toBe('Your order KM-000042 was partly refunded: $12.50');
    expect(mail.text).toContain(
      'Your order KM-000042 (Office <2024>) was partly refunded: $12.50 has been credited to your balance.',
    );
    expect(mail.text).toContain('Reason: Key "blocked" & replaced');
    expect(mail.html).toContain('Reason: Key &quot;blocked&quot; &amp; replaced');
    expect(mail.html).toContain('Office &lt;2024&gt;');
    expect(mail.text).not.toContain('returned to our stock');
    expect(mail.links).toEqual(['https://shop.example/orders/42']);
  });

  it("says a full refund is one, and that returned keys are no longer the customer's", () => {
    const mail = orderRefundedEmail({ ...refunded, isFull: true, restock: true });
    expect(mail.subject).toBe('Your order KM-000042 was refunded in full: $12.50');
    expect(mail.text).toContain(
      "The order's keys were returned to our stock and are no longer valid for you.",
    );
  });
});

describe('order delivered e-mail', () => {
  it('names the order, product and quantity, shows the item in a marked block and links to the order', () => {
    const mail = orderDeliveredEmail(delivered);
    expect(mail.subject).toBe('Your order KM-000042 has been delivered');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Product: Office 2024 Pro');
    expect(mail.text).toContain('Quantity: 2');
    const rule = '-'.repeat(40);
    expect(mail.text).toContain(`Your delivered item:\n${rule}\nKEY-AAA\nKEY-BBB\n${rule}\n`);
    expect(mail.text).toContain('View your order: https://shop.example/orders/42');
    expect(mail.html).toContain('<pre style=');
    expect(mail.html).toContain('>KEY-AAA\nKEY-BBB</pre>');
    expect(mail.html).toContain('<a href="https://shop.example/orders/42">View your order</a>');
  });

  it('escapes every value it puts into the HTML and keeps the plain text as it is', () => {
    const mail = orderDeliveredEmail({
      ...delivered,
      firstName: '<b>Eve</b>',
      productName: 'Netflix "4K" & more',
      deliveredItem: 'user<script>alert(1)</script>@x.com / p&ss\'word"',
      storeUrl: 'https://shop.example/?a=1&b="2"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).toContain('Netflix &quot;4K&quot; &amp; more');
    expect(mail.html).toContain(
      'user&lt;script&gt;alert(1)&lt;/script&gt;@x.com / p&amp;ss&#39;word&quot;</pre>',
    );
    expect(mail.html).toContain('href="https://shop.example/?a=1&amp;b=&quot;2&quot;/orders/42"');
    expect(mail.text).toContain('user<script>alert(1)</script>@x.com / p&ss\'word"');
    expect(mail.text).toContain('Product: Netflix "4K" & more');
  });
});

describe('deposit credited e-mail', () => {
  it('names the deposit and the amount in dollars from integer cents', () => {
    const mail = depositCreditedEmail({
      firstName: 'Ada',
      depositNumber: 'DEP-000007',
      amountCents: 1250,
      method: 'crypto',
      storeUrl: 'http://localhost:5000',
    });
    expect(mail.subject).toBe('Your deposit DEP-000007 of $12.50 has been credited');
    expect(mail.text).toContain(
      'Your deposit DEP-000007 of $12.50 has been credited to your balance.',
    );
    expect(mail.text).toContain('Payment method: Crypto');
    expect(mail.text).toContain('View your transactions: http://localhost:5000/transactions');
    expect(mail.html).toContain(
      'Your deposit <strong>DEP-000007</strong> of <strong>$12.50</strong> has been credited',
    );
    expect(mail.text).not.toMatch(/balance is|new balance/i);
  });

  it('formats whole and small amounts with two decimals and leaves out an unknown method', () => {
    const base = {
      firstName: 'Ada',
      depositNumber: 'DEP-000008',
      storeUrl: 'http://localhost:5000',
    };
    const small = depositCreditedEmail({ ...base, amountCents: 5, method: null });
    expect(small.subject).toBe('Your deposit DEP-000008 of $0.05 has been credited');
    expect(small.text).not.toContain('Payment method');
    const whole = depositCreditedEmail({ ...base, amountCents: 10_000, method: 'paypal' });
    expect(whole.text).toContain('of $100.00 has been credited');
    expect(whole.text).toContain('Payment method: PayPal');
  });

  it('escapes the greeting name in the HTML', () => {
    const mail = depositCreditedEmail({
      firstName: 'Tom & <Jerry>',
      depositNumber: 'DEP-000009',
      amountCents: 100,
      method: 'credit_card',
      storeUrl: 'http://localhost:5000',
    });
    expect(mail.html).toContain('Hello Tom &amp; &lt;Jerry&gt;,');
    expect(mail.html).toContain('Payment method: Credit card');
  });
});

describe('account link e-mails', () => {
  const url = 'https://shop.example/reset-password?token=abc_DEF-123';

  it('gives the reset link, how long it works and what to do if it was not asked for', () => {
    const mail = passwordResetEmail({ firstName: 'Ada', url, validMinutes: 30 });
    expect(mail.subject).toBe('Reset your KeyMart password');
    expect(mail.text).toContain(`Choose a new password: ${url}\n`);
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    expect(mail.html).toContain(`<a href="${url}">Choose a new password</a>`);
    expect(mail.links).toEqual([url]);
  });

  it('gives the verification link and escapes the greeting name', () => {
    const link = 'https://shop.example/verify-email?token=t0ken';
    const mail = emailVerificationEmail({ firstName: '<i>Eve</i>', url: link });
    expect(mail.subject).toBe('Confirm your e-mail address for KeyMart');
    expect(mail.text).toContain(`Confirm my e-mail address: ${link}`);
    expect(mail.html).toContain('Hello &lt;i&gt;Eve&lt;/i&gt;,');
    expect(mail.links).toEqual([link]);
  });

  it('lists only the store’s own links, never the delivered item', () => {
    const mail = orderDeliveredEmail({ ...delivered, deliveredItem: 'https://redeem.example/K' });
    expect(mail.links).toEqual(['https://shop.example/orders/42']);
  });
});

describe('new sign-in e-mail', () => {
  it('names the device, address and time (UTC), links to the sessions and escapes what it shows', () => {
    const mail = newSignInEmail({
      firstName: 'Ada',
      device: 'Safari on <iOS>',
      ip: '203.0.113.9',
      at: '2026-11-26T17:05:09.123Z',
      storeUrl: 'https://shop.example',
    });
    expect(mail.subject).toBe('New sign-in to your KeyMart account');
    expect(mail.text).toContain(
      'from a new device: Safari on <iOS>, address 203.0.113.9, at 2026-11-26 17:05 UTC.',
    );
    expect(mail.text).toContain(
      'Review your sessions: https://shop.example/profile?tab=security\n',
    );
    expect(mail.html).toContain('Safari on &lt;iOS&gt;');
    expect(mail.links).toEqual(['https://shop.example/profile?tab=security']);
  });
});

describe('helpers', () => {
  it('writes a mail not sent as one line: recipient, subject, links', () => {
    expect(
      mailLogLine({
        to: 'ada@example.com',
        subject: 'Reset your KeyMart password',
        links: ['http://localhost:5000/reset-password?token=t'],
      }),
    ).toBe(
      'Mail to ada@example.com (not sent: SMTP_URL is not set): "Reset your KeyMart password" http://localhost:5000/reset-password?token=t',
    );
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('uses PUBLIC_URL without its trailing slash, else localhost and the port', () => {
    expect(storeUrlFor('https://shop.example/', 5000)).toBe('https://shop.example');
    expect(storeUrlFor(undefined, 5123)).toBe('http://localhost:5123');
  });
});

describe('guest ticket e-mails', () => {
  const guest = {
    name: 'Vera <V>',
    ticketId: 12,
    subject: 'Gift cards & Brazil',
    storeUrl: 'https://shop.example',
  };

  it('confirms a contact-form message with the ticket number, the message and how to add to it', () => {
    const mail = guestTicketReceivedEmail({ ...guest, message: 'Line 1\nLine <2>' });
    expect(mail.subject).toBe('We have received your message [Ticket #12]');
    expect(mail.text).toContain('Hello Vera <V>,');
    expect(mail.text).toContain('opened ticket #12');
    expect(mail.text).toContain('Line 1\nLine <2>');
    expect(mail.text).toContain(
      'write to us again at https://shop.example/contact and quote ticket #12',
    );
    expect(mail.text).toContain('The KeyMart Support Team');
    expect(mail.html).toContain('Hello Vera &lt;V&gt;,');
    expect(mail.html).toContain('Line 1\nLine &lt;2&gt;</blockquote>');
    expect(mail.html).not.toContain('shopping');
    expect(mail.links).toEqual(['https://shop.example/contact']);
  });

  it('mails a staff reply under the subject of the ticket', () => {
    const mail = guestTicketReplyEmail({ ...guest, message: 'Yes, they do.' });
    expect(mail.subject).toBe('Re: Gift cards & Brazil [Ticket #12]');
    expect(mail.text).toContain('replied to your message "Gift cards & Brazil" (ticket #12)');
    expect(mail.text).toContain('Yes, they do.');
    expect(mail.html).toContain('&quot;Gift cards &amp; Brazil&quot;');
  });
});
