/**
 * Texts of the policy pages (docs/specs/admin-area.md 2.18 and section 9), written for KeyMart:
 * operated from the United Arab Emirates, prices in US dollars. Every page states the same policy
 * constants: manual delivery within 15 minutes; e-mail replies within 24 hours; warranty from 30 to
 * 365 days depending on the product; warranty claims processed within 24 hours; refund requests
 * only within 24 hours of purchase, reviewed within 48 hours, paid in 5-10 business days; the
 * balance is non-refundable, non-transferable and never expires; not for children under 13; prices
 * in USD. Terms of Service: 13 sections; Privacy Policy: 12; Refund Policy: 11.
 */
import { SITE_NAME, SUPPORT_EMAIL } from '@/config/site';

/** One numbered section: paragraphs, then an optional bullet list, then optional closing paragraphs. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
  after?: string[];
}

export interface Policy {
  title: string;
  /** The meta description of the page. */
  description: string;
  lastUpdated: string;
  intro: string;
  sections: PolicySection[];
}

/** The date every policy states (docs/specs/admin-area.md section 9: Terms last updated January 2025). */
const POLICIES_LAST_UPDATED = 'January 2025';

/**
 * The Terms of Service. `isMailEnabled` (GET /api/site-config): whether the store sends e-mail, so
 * the delivery section may promise license details by e-mail; otherwise it points to My Orders.
 */
export const termsOfService = (isMailEnabled: boolean): Policy => ({
  title: 'Terms of Service',
  description: `The terms that apply when you use ${SITE_NAME}: accounts, the prepaid USD balance, delivery, warranty, refunds and acceptable use.`,
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `These Terms of Service govern your use of ${SITE_NAME}, an online store for digital software licenses and premium accounts. Please read them carefully before you create an account or make a purchase.`,
  sections: [
    {
      title: 'Acceptance of Terms',
      paragraphs: [
        `By creating an account, adding funds or buying on ${SITE_NAME} you agree to these Terms of Service, our Privacy Policy and our Refund Policy. If you do not agree, please do not use the store.`,
      ],
    },
    {
      title: 'About KeyMart',
      paragraphs: [
        `${SITE_NAME} is operated from the United Arab Emirates and serves customers worldwide. All prices are shown and charged in US dollars (USD). Taxes, bank charges or currency conversion costs applied by your payment provider are your responsibility.`,
      ],
    },
    {
      title: 'Eligibility and Your Account',
      paragraphs: ['To use the store you must:'],
      bullets: [
        'be at least 13 years old; our services are not intended for children under 13, and users under the age of majority in their country need a parent or guardian’s permission;',
        'give accurate details when you register and keep them up to date;',
        'keep your password secret and tell us at once if you suspect someone else has used your account.',
      ],
      after: [
        'You are responsible for everything done with your account. One person may hold one account; accounts may not be sold or shared.',
      ],
    },
    {
      title: 'Account Balance and Payments',
      paragraphs: [
        'Purchases are paid from a prepaid balance in US dollars. You can add funds by cryptocurrency (no fee, minimum $5), credit card or PayPal (10% fee, minimum $10), up to $10,000 per transaction. The fee is shown before you pay.',
        'Your balance is non-refundable and non-transferable: it cannot be paid out in cash, moved to another account or exchanged. Your balance never expires.',
      ],
    },
    {
      title: 'Products and Licenses',
      paragraphs: [
        'We sell licenses, keys and accounts for software, games, streaming and cloud services. Each product page describes what you receive, how it is delivered and the length of its warranty. Products are for your personal use unless the product page says otherwise; reselling them is not permitted.',
        'Product names and trademarks belong to their owners. We are not affiliated with the makers of the products we sell unless we say so.',
      ],
    },
    {
      title: 'Orders and Delivery',
      paragraphs: [
        `An order is placed when the price is taken from your balance. Products marked for automatic delivery are delivered instantly on the order page. All other products are delivered manually by our team within 15 minutes. ${
          isMailEnabled
            ? 'License details are also sent to your e-mail address.'
            : 'Your license keys and account details are shown on the My Orders page of your account.'
        }`,
        'If a delivery is late or incomplete, contact support and we will put it right.',
      ],
    },
    {
      title: 'Warranty and Replacements',
      paragraphs: [
        'Products come with a warranty of 30 to 365 days depending on the product, counted from the date of the order. During the warranty you can file a claim from your orders page with one click. Warranty claims are processed within 24 hours; when a claim is approved you receive a replacement account or key.',
        'The warranty does not cover problems caused by changing the details of a delivered account against its instructions, sharing it, or breaking the rules of the service it belongs to.',
      ],
    },
    {
      title: 'Refunds',
      paragraphs: [
        'Refund requests are accepted only within 24 hours of purchase and are reviewed within 48 hours. Approved refunds are paid in 5-10 business days. The full rules are in our Refund Policy.',
      ],
    },
    {
      title: 'Acceptable Use',
      paragraphs: ['You agree not to:'],
      bullets: [
        'use the store for fraud, money laundering or with payment methods you are not entitled to use;',
        'open chargebacks or disputes for orders that were delivered as described;',
        'attempt to interfere with the store, probe it for weaknesses or access other customers’ data;',
        'abuse our staff or the support system.',
      ],
      after: ['We may suspend or close accounts that break these rules.'],
    },
    {
      title: 'Intellectual Property',
      paragraphs: [
        `The ${SITE_NAME} name, logo, website design and texts belong to ${SITE_NAME}. You may not copy or reuse them without our written permission.`,
      ],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        `${SITE_NAME} is provided “as is”. To the extent the law allows, our total liability for any claim about an order is limited to the amount you paid for that order. We are not liable for indirect or consequential losses, or for changes a third-party service makes to its own products.`,
      ],
    },
    {
      title: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows when they last changed. Continuing to use the store after a change means you accept the updated terms.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        `Questions about these terms? Write to ${SUPPORT_EMAIL} (we reply to e-mails within 24 hours) or open a ticket in the Support Center. Our support team is available 24/7.`,
      ],
    },
  ],
});

/**
 * The Privacy Policy. `isMailEnabled` (GET /api/site-config): whether the store sends e-mail, so
 * the uses of your data may include sending licenses by e-mail; otherwise they are shown in My
 * Orders.
 */
export const privacyPolicy = (isMailEnabled: boolean): Policy => ({
  title: 'Privacy Policy',
  description: `How ${SITE_NAME} collects, uses and protects your personal data, and the choices you have.`,
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `This Privacy Policy explains what personal data ${SITE_NAME} collects when you use our store, why we collect it and how we keep it safe.`,
  sections: [
    {
      title: 'Who We Are',
      paragraphs: [
        `${SITE_NAME} is an online store for digital licenses and premium accounts, operated from the United Arab Emirates. We are responsible for the personal data described in this policy.`,
      ],
    },
    {
      title: 'Information We Collect',
      paragraphs: ['We collect only what we need to run your account and deliver your orders:'],
      bullets: [
        'account details: your name, e-mail address, country and a securely hashed password;',
        'order and balance history: products bought, amounts in US dollars, deposits and refunds;',
        'support conversations and warranty claims you send us;',
        'technical data: your IP address and browser information, used for security and rate limiting.',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: ['We use your data to:'],
      bullets: [
        'create and secure your account and keep you signed in;',
        isMailEnabled
          ? 'deliver your orders, instantly or by our team within 15 minutes, and send licenses to your e-mail;'
          : 'deliver your orders, instantly or by our team within 15 minutes, and show your license keys on the My Orders page of your account;',
        'process warranty claims (within 24 hours) and refund requests;',
        'answer support requests, replying to e-mails within 24 hours;',
        'prevent fraud and abuse of the store.',
      ],
    },
    {
      title: 'Payments',
      paragraphs: [
        'Card, PayPal and cryptocurrency payments are handled by our payment partners. We never see or store your full card number. We keep a record of each deposit (amount, method, status and time) so that your balance is correct.',
      ],
    },
    {
      title: 'Cookies and Sessions',
      paragraphs: [
        'We use one essential cookie to keep you signed in, and your browser’s storage to remember your light or dark theme. We do not use advertising cookies.',
      ],
    },
    {
      title: 'Sharing Your Information',
      paragraphs: [
        'We do not sell your personal data. We share it only with the providers that help us run the store (hosting, payments, e-mail and messaging), bound by confidentiality, and with authorities when the law requires it.',
      ],
    },
    {
      title: 'Data Retention',
      paragraphs: [
        'We keep your account data while your account is open. Order and payment records are kept for as long as accounting and tax laws require, even after an account is closed.',
      ],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'Passwords are stored with a memory-hard hash, sessions use signed, HTTP-only cookies and all traffic is encrypted. Changing your password signs out your other sessions. No system is perfectly secure; please use a strong, unique password.',
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'You can see and correct your name and country on your profile page at any time. You may also ask us for a copy of your data or ask us to delete your account by contacting support; we will answer within 24 hours.',
      ],
    },
    {
      title: 'Children’s Privacy',
      paragraphs: [
        'Our services are not intended for children under 13, and we do not knowingly collect data from them. If you believe a child under 13 has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      title: 'International Transfers',
      paragraphs: [
        'We operate from the United Arab Emirates and serve customers worldwide, so your data may be processed outside your country. We protect it with the same safeguards wherever it is processed.',
      ],
    },
    {
      title: 'Changes and Contact',
      paragraphs: [
        `We may update this policy; the date at the top shows the latest version. Questions about your privacy? Write to ${SUPPORT_EMAIL} or open a ticket in the Support Center.`,
      ],
    },
  ],
});

export const REFUND_POLICY: Policy = {
  title: 'Refund Policy',
  description: `When ${SITE_NAME} refunds a purchase: requests within 24 hours, reviewed within 48 hours, paid in 5-10 business days.`,
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `Digital products are delivered instantly or within minutes, so refunds work differently from a physical shop. This policy explains when ${SITE_NAME} refunds a purchase and how.`,
  sections: [
    {
      title: 'Overview',
      paragraphs: [
        'Most problems with a digital product are solved fastest by a warranty replacement. Where a replacement is not possible, you may be entitled to a refund as described below. All amounts are in US dollars.',
      ],
    },
    {
      title: 'Refund Window',
      paragraphs: [
        'Refund requests are accepted only within 24 hours of purchase. Requests made later cannot be accepted; problems that appear later are handled under the product’s warranty.',
      ],
    },
    {
      title: 'When a Refund Is Possible',
      paragraphs: ['Within the refund window we refund a purchase when:'],
      bullets: [
        'the product was not delivered (manual deliveries are due within 15 minutes);',
        'the delivered key or account does not work and we cannot replace it;',
        'the product delivered is materially different from its description.',
      ],
    },
    {
      title: 'When a Refund Is Not Possible',
      paragraphs: ['We cannot refund a purchase when:'],
      bullets: [
        'the key or account was delivered as described and works;',
        'you changed your mind after the product was delivered;',
        'the problem was caused by changing the account’s details against its instructions or by breaking the rules of its service;',
        'the request was made more than 24 hours after the purchase.',
      ],
    },
    {
      title: 'Warranty Replacements',
      paragraphs: [
        'Every product carries a warranty of 30 to 365 days depending on the product. If something stops working during the warranty, file a claim from your orders page; claims are processed within 24 hours and approved claims receive a replacement account.',
      ],
    },
    {
      title: 'How to Request a Refund',
      paragraphs: [
        `Open a ticket in the Support Center, or write to ${SUPPORT_EMAIL}, within 24 hours of your purchase. Include your order number and a short description of the problem, with a screenshot if you can.`,
      ],
    },
    {
      title: 'Review Process',
      paragraphs: [
        'Our team reviews every refund request within 48 hours. We may ask you for more details or offer a replacement first. We will tell you the outcome in your support ticket.',
      ],
    },
    {
      title: 'How Refunds Are Paid',
      paragraphs: [
        `Approved refunds are paid in 5-10 business days. A refunded purchase is returned to your ${SITE_NAME} balance, from which you can buy any other product.`,
      ],
    },
    {
      title: 'Account Balance',
      paragraphs: [
        'Funds added to your balance are non-refundable and non-transferable: the balance cannot be paid out in cash or moved to another account. Your balance never expires, so you can use it whenever you like.',
      ],
    },
    {
      title: 'Chargebacks',
      paragraphs: [
        'If you have a problem with an order, please contact us before opening a dispute with your bank or payment provider. Accounts with chargebacks for delivered orders may be suspended while the dispute is resolved.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        `Questions about refunds? Our support team is available 24/7 in the Support Center, and we reply to e-mails at ${SUPPORT_EMAIL} within 24 hours.`,
      ],
    },
  ],
};
