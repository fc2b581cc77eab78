import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { PaymentProvider } from '../../platform/payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/** Stripe when both of its keys are configured, otherwise the built-in test provider (the offline demo). */
export function createPaymentProvider(config: Config, db: Db, clock: Clock): PaymentProvider {
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    return createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret, apiUrl: config.stripeApiUrl });
  }
  return createTestProvider({ db, secret: config.testPaymentsSecret, publicUrl: config.publicUrl, clock });
}
