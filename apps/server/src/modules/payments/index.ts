// The front door of payments: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './payments.graphql.js';

export { paymentWebhookRoute } from './payment-webhook.route.js';
export { createPaymentProvider } from './create-payment-provider.js';
export { TEST_PAYMENT_EVENT_JOB } from './test-payment-event.job.js';
