import { addDays, clubDateOf } from '../../platform/club-clock.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { oncePerPeriod } from '../../platform/jobs/once-per-period.js';
import { findClubById } from '../clubs/index.js';
import { blockUnpaidSubscriptions, liftSettledBlocks } from './unpaid-block.repository.js';

const NAME = 'subscriptions.unpaid-blocks';

/**
 * A club's daily task (domain notes "Monthly jobs": a failed charge or return blocks booking after the club's grace
 * days): a subscription whose invoice is still open more than subscription_grace_days after its due date gets a block
 * "Unpaid invoice <number>" from today (booking and check-in stop, billing goes on), and a block whose invoice has
 * been paid or credited since is lifted, from today. Once per club day (oncePerPeriod), in one transaction.
 */
export const UNPAID_BLOCKS_JOB: JobDefinition<{ period: string }> = {
  name: NAME,
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  run: (app, job) =>
    oncePerPeriod(app, job, NAME, async (trx, clubId) => {
      const club = await findClubById(trx, clubId);
      if (!club) return 'The club is gone; nothing to do.';
      const today = clubDateOf(app.clock.now(), club.timeZone);
      const lifted = await liftSettledBlocks(trx, clubId, today, addDays(today, -1));
      const blocked = await blockUnpaidSubscriptions(trx, clubId, today, addDays(today, -club.subscriptionGraceDays), app.clock.now());
      return `On ${today}: ${blocked} subscription(s) blocked for unpaid invoices, ${lifted} block(s) lifted.`;
    }),
};
