/** Payment methods as titles on the Add Funds page and in the admin's top-up requests. */
import type { PaymentMethod } from '@contracts/payments';

/** The method's title ("Credit Card"). */
export const METHOD_TITLES: Record<PaymentMethod, string> = {
  crypto: 'Cryptocurrency',
  credit_card: 'Credit Card',
  paypal: 'PayPal',
};
