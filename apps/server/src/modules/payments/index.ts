// The front door of payments: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).

export { createPaymentProvider } from './create-payment-provider.js';
export { TEST_PAYMENT_EVENT_JOB } from './test-payment-event.job.js';
