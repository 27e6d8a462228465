/**
 * What the generated customers and staff type: names, countries, ticket threads, reviews,
 * warranty claims and the staff's answers. Short lists, combined at random.
 */
import type { ClaimType } from '../../domain/warranty/claim';

const list = (items: string, separator = ' ') => items.split(separator);

export const FIRST_NAMES = list(
  'James Mary Ahmed Fatima Mehmet Ayse Carlos Lucia Wei Mei Ivan Olga Lukas Anna Omar Layla Arjun Priya Kenji Yuki David Sarah Emre Zeynep Pierre Camille Mateo Sofia Noah Emma',
);

export const LAST_NAMES = list(
  'Smith Johnson Yilmaz Kaya Garcia Martinez Wang Li Ivanov Petrova Muller Schmidt Hassan Ali Sharma Patel Tanaka Sato Brown Wilson Demir Celik Dubois Martin Rossi Silva Kim Nguyen Jones Taylor',
);

export const COUNTRIES = list(
  'United States,Turkey,United Kingdom,Germany,United Arab Emirates,France,India,Brazil,Canada,Netherlands,Spain,Italy,Poland,Saudi Arabia,Egypt,Pakistan,Indonesia,Mexico,Australia,Japan',
  ',',
);

/** Regions and editions that tell apart the products made from one demo product. */
export const EDITIONS = list('Global,EU,US,UK,Turkey,MENA,LATAM,Asia,India,Reseller', ',');

/** A customer's first message: subject and text. */
export const TICKET_OPENINGS = [
  [
    'Order not received',
    'I paid for my order but I cannot see the delivery on the order page. Can you check?',
  ],
  [
    'Key does not activate',
    'The key I bought says it is already in use when I try to activate it.',
  ],
  [
    'Question about warranty',
    'How long is the warranty on my subscription and what does it cover?',
  ],
  [
    'Account password changed',
    'The password of the account I received no longer works since this morning.',
  ],
  [
    'Refund request',
    'I bought the wrong edition by mistake. Is it possible to get a refund to my balance?',
  ],
  [
    'Deposit not credited',
    'I sent the crypto payment an hour ago but my balance has not changed yet.',
  ],
  [
    'Bulk order',
    'I would like to buy 50 keys for my company. Do you offer a discount for larger orders?',
  ],
  ['Region question', 'Will this product work in my country, or is it region locked?'],
] as const;

/** A customer's follow-up in a thread. */
export const CUSTOMER_FOLLOW_UPS = [
  'Thank you, it works now.',
  'I tried again and I still get the same error. Screenshot attached in my e-mail.',
  'Thanks for the quick answer!',
  'Could you also send the installation guide?',
  'It has been a day, any update please?',
] as const;

/** Staff replies (shown as Support Team). */
export const STAFF_REPLIES = [
  'Thank you for contacting us. We have checked your order and resent the delivery details.',
  'We are sorry for the trouble. Please try again now, we have reset the account for you.',
  'Your balance has been updated. Let us know if there is anything else we can help with.',
  'This product works worldwide; follow the activation steps on the product page.',
  'We have forwarded your request to our supplier and will get back to you within 24 hours.',
] as const;

/** Staff's answer when a card or PayPal top-up has been credited. */
export const TOP_UP_CREDITED = 'We received your payment and credited your balance. Thank you!';

/** Review texts by stars (index 0 for 1 star). */
export const REVIEW_COMMENTS = [
  ['Did not work for me and it took days to get a replacement.', 'Not as described.'],
  ['Worked in the end, but delivery was slow.', 'Key worked after contacting support.'],
  ['Does the job. Price is fair.', 'OK product, support could be faster.'],
  ['Good product, arrived instantly.', 'Works well, would buy again.', 'Fast delivery, all good.'],
  [
    'Perfect! Activated in seconds.',
    'Great price and instant delivery, highly recommended.',
    'Excellent service, thank you KeyMart!',
  ],
] as const;

/** What a customer writes when filing a claim, per claim type. */
export const CLAIM_DESCRIPTIONS: Record<ClaimType, readonly string[]> = {
  account_access: [
    'I cannot log in to the account any more: the password was changed.',
    'The account was suspended after two weeks of use.',
  ],
  product_defect: [
    'The licence was deactivated and Windows says it is not genuine.',
    'The subscription stopped working before the end of its term.',
  ],
  delivery_issue: [
    'The delivered code was already redeemed.',
    'Part of the delivery text is missing, I only got the e-mail without a password.',
  ],
};

export const CLAIM_TYPES = Object.keys(CLAIM_DESCRIPTIONS) as ClaimType[];

/** Staff's answers to claims. */
export const CLAIM_APPROVALS = [
  'We sent a replacement to your e-mail address. Sorry for the trouble.',
  'Approved: your replacement is on the way from our team.',
] as const;
export const CLAIM_REJECTIONS = [
  'The licence was activated on more devices than allowed, which the warranty does not cover.',
  'We checked the account and it works as delivered; please follow the login steps again.',
] as const;

/** The password every generated account has. */
export const BENCH_PASSWORD = 'keymart-bench';
