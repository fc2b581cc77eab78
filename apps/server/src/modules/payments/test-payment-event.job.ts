import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/index.js';
import { findCheckout, updateCheckoutState } from '../finance/index.js';
import { receivePaymentEvent } from './receive-payment-event.js';
import { isTestProvider } from './test-provider.js';

export interface TestPaymentEventData {
  sessionId: string;
  type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed';
  /** A delayed payment that has now come in: the test provider marks its checkout paid first. */
  settlesPaid?: boolean;
}

/**
 * Sends one event of the built-in test provider: signed like Stripe's and handed to the same webhook
 * handler. A failed try is retried with the same event id, as Stripe retries.
 */
export const TEST_PAYMENT_EVENT_JOB: JobDefinition<TestPaymentEventData> = {
  name: 'payments.test-event',
  tries: 5,
  retryDelaySeconds: 5,
  timeoutSeconds: 60,
  async run(app, job) {
    const provider = app.payments;
    const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
    const checkout = club && (await findCheckout(app.db, club.id, 'test', job.data.sessionId));
    if (!isTestProvider(provider) || !club || !checkout) {
      await job.log('Not sent: the test provider is not in use or the checkout is gone.');
      return;
    }
    if (job.data.settlesPaid && checkout.paymentStatus !== 'paid') {
      await updateCheckoutState(app.db, club.id, checkout.id, { paymentStatus: 'paid' });
      checkout.paymentStatus = 'paid';
    }
    const { rawBody, signature } = provider.signedEvent({ id: `evt_test_${job.id}`, type: job.data.type }, checkout, app.clock.now());
    const { outcome } = await receivePaymentEvent(app, club, provider.name, rawBody, signature);
    await job.log(`${job.data.type}: ${outcome}`);
  },
};
