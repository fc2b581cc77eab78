import type { AppContext } from '../../platform/app-context.js';
import { addDays } from '../../platform/club-clock.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { moneyDisplay } from '../../platform/money.js';
import { findAccountById } from '../account-records/index.js';
import { findClubById, type Club } from '../clubs/index.js';
import { grantAccountMembership, lockAccountMembership, membershipsDueForRenewal } from '../memberships/index.js';
import { membershipRenewalMail } from './membership-renewal.mail.js';
import { invoiceAccountMembership } from './invoice-membership.js';

/**
 * A club's daily membership renewals (domain notes "Memberships", "Monthly jobs"), queued by the daily club tasks
 * with the club's date: each membership whose product renews makes its next period (from the day after its end)
 * and that period's invoice the product's days before the end, after the notice mail to the member. One
 * transaction per membership, under its row lock, so a second run, a retry or another server renews nothing twice
 * (and the unique renewed_from_id would refuse it), and one failing membership is logged and skips only itself.
 */
export const MEMBERSHIP_RENEWALS_JOB: JobDefinition<{ period: string }> = {
  name: 'memberships.renewals',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  async run(app, job) {
    if (job.clubId === null) throw new Error('memberships.renewals needs a club');
    const club = await findClubById(app.db, job.clubId);
    if (!club) return job.log('The club is gone; nothing to do.');
    await runMembershipRenewals(app, club, job.data.period, (line) => job.log(line));
  },
};

/** Renews what is due on `today` (a club date) and logs each membership and the counts; answers the counts. */
export async function runMembershipRenewals(app: AppContext, club: Club, today: string, log: (line: string) => Promise<void>): Promise<{ renewed: number; failed: number }> {
  const counts = { renewed: 0, failed: 0 };
  for (const { id } of await membershipsDueForRenewal(app.db, club.id, today)) {
    try {
      const made = await renewOnce(app, club, id, today);
      if (made) {
        counts.renewed += 1;
        await log(`Membership ${id}: renewed for ${made}.`);
      }
    } catch (error) {
      counts.failed += 1;
      app.log.warn({ clubId: club.id, accountMembershipId: id, err: error }, 'membership renewal failed');
      await log(`Membership ${id}: not renewed (${error instanceof Error ? error.message : 'unknown error'}).`);
    }
  }
  await log(`On ${today}: ${counts.renewed} membership(s) renewed, ${counts.failed} failed.`);
  return counts;
}

/** The next period, its notice mail and its invoice, once: under the period's lock, nothing when it is renewed already. */
async function renewOnce(app: AppContext, club: Club, accountMembershipId: number, today: string): Promise<string | null> {
  return app.db.transaction().execute(async (trx) => {
    const current = await lockAccountMembership(trx, club.id, accountMembershipId);
    // Between the list and the lock a racing run renewed it (it is no longer due) or staff deleted it.
    if (!current || (await membershipsDueForRenewal(trx, club.id, today, current.id)).length === 0) return null;
    const next = await grantAccountMembership(trx, club.id, {
      accountId: current.accountId,
      organizationMembershipId: current.organizationMembershipId,
      dateStart: addDays(current.dateEnd, 1),
      renewedFromId: current.id,
      note: 'Renewal',
    });
    const account = await findAccountById(trx, club.id, current.accountId);
    if (account && account.email !== '') {
      await app.mailer.queue(
        trx,
        club.id,
        membershipRenewalMail({
          publicUrl: app.config.publicUrl,
          club,
          to: account.email,
          firstName: account.firstName,
          membershipName: next.product.name,
          dateStart: next.dateStart,
          dateEnd: next.dateEnd,
          priceDisplay: moneyDisplay(club.currencySymbol, next.product.price),
        }),
      );
    }
    await invoiceAccountMembership(app, trx, club, next);
    return `${next.dateStart} – ${next.dateEnd}`;
  });
}
