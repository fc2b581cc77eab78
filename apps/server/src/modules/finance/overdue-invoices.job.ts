import type { AppContext } from '../../platform/app-context.js';
import { addDays, clubDateOf } from '../../platform/club-clock.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { moneyDisplay } from '../../platform/money.js';
import { findClubById, type Club } from '../clubs/index.js';
import { markOverdue, overdueInvoices, recordReminderOnce, type OverdueInvoice } from './overdue-invoices.repository.js';
import { reminderStepDue } from './overdue-reminders.js';
import { overdueReminderMail } from './overdue-reminder.mail.js';

/**
 * A club's daily overdue run (test plan L5), queued by the daily club tasks: on the club's today (its own zone),
 * SENT invoices past due become OVERDUE and each overdue invoice gets the reminder of the latest of the club's steps
 * (Settings → Finance) it reached, once: the reminder row and its mail are written in one transaction per invoice, so a second run, a retry or
 * another server sends nothing twice, and one failing invoice does not hold up the others.
 */
export const OVERDUE_INVOICES_JOB: JobDefinition<{ period: string }> = {
  name: 'finance.overdue-invoices',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  async run(app, job) {
    if (job.clubId === null) throw new Error('finance.overdue-invoices needs a club');
    const club = await findClubById(app.db, job.clubId);
    if (!club) return job.log('The club is gone; nothing to do.');
    await job.log(await runOverdueInvoices(app, club));
  },
};

/** Marks and reminds as of now on the club's clock, and says what it did. */
export async function runOverdueInvoices(app: AppContext, club: Club): Promise<string> {
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const marked = await app.db.transaction().execute((trx) => markOverdue(trx, club.id, today, now));
  const firstStep = Math.min(...club.overdueReminderDays);
  let reminded = 0;
  for (const invoice of await overdueInvoices(app.db, club.id, addDays(today, -firstStep))) {
    if (await remindOnce(app, club, invoice, today, now)) reminded += 1;
  }
  return `On ${today}: ${marked} invoice(s) marked overdue, ${reminded} reminder(s) sent.`;
}

async function remindOnce(app: AppContext, club: Club, invoice: OverdueInvoice, today: string, now: Date): Promise<boolean> {
  const step = reminderStepDue(invoice.dateDue, today, club.overdueReminderDays);
  if (step === null || invoice.email === '') return false;
  return app.db.transaction().execute(async (trx) => {
    if (!(await recordReminderOnce(trx, { clubId: club.id, financeInvoiceId: invoice.id, step, sentOn: today, createdAt: now }))) return false;
    await app.mailer.queue(
      trx,
      club.id,
      overdueReminderMail({
        publicUrl: app.config.publicUrl,
        club,
        to: invoice.email,
        firstName: invoice.firstName,
        invoiceNumber: invoice.invoiceNumber,
        dateDue: invoice.dateDue,
        balanceDisplay: moneyDisplay(club.currencySymbol, invoice.balance),
      }),
    );
    return true;
  });
}
