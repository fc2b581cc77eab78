import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/index.js';
import { refundUndeliveredOrder } from './refund-undelivered-order.js';

/**
 * Refunds a paid order that could not be delivered; queued in the transaction that recorded the failure, so a
 * crash never loses it. 5 tries over 7 to 15 minutes while the provider cannot be reached, then staff take over.
 */
export const REFUND_ORDER_JOB: JobDefinition<{ orderId: number }> = {
  name: 'finance.refund-order',
  tries: 5,
  retryDelaySeconds: 30,
  timeoutSeconds: 120,
  async run(app, job) {
    const club = job.clubId === null ? undefined : await findClubById(app.db, job.clubId);
    if (!club) {
      await job.log('Not refunded: the club is gone.');
      return;
    }
    await job.log(await refundUndeliveredOrder(app, club, job.data.orderId, job.lastAttempt));
  },
};
