import { clubDocumentJob } from './club-document-job.js';
import { refundUndeliveredOrder } from './refund-undelivered-order.js';

/**
 * Refunds a paid order that could not be delivered; queued in the transaction that recorded the failure, so a
 * crash never loses it. 5 tries over 7 to 15 minutes while the provider cannot be reached, then staff take over.
 */
export const REFUND_ORDER_JOB = clubDocumentJob<{ orderId: number }>('finance.refund-order', 'Not refunded: the club is gone.', (app, club, job) =>
  refundUndeliveredOrder(app, club, job.data.orderId, job.lastAttempt),
);
