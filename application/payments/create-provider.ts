/** The payment provider PAYMENT_PROVIDER names (ARCHITECTURE.md contract "payments"). */
import type { Config } from '../config';
import { NowPaymentsProvider } from './nowpayments-provider';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox-provider';

/**
 * Builds the configured provider.
 * @param webhookSecret PAYMENT_WEBHOOK_SECRET, or the generated sandbox secret
 * @param baseUrl the store's public address, read when a payment is created
 * @throws Error when NOWPayments lacks its API key (config validation normally catches it first)
 */
export function createPaymentProvider(
  settings: Config['payments'],
  webhookSecret: string,
  baseUrl: () => string,
): PaymentProvider {
  if (settings.provider === 'sandbox') return new SandboxProvider(webhookSecret, baseUrl);
  return new NowPaymentsProvider({
    apiKey: settings.nowPayments.apiKey ?? '',
    apiUrl: settings.nowPayments.apiUrl,
    ipnSecret: webhookSecret,
  });
}
