import { pagePath, SHOP_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';

/** Sent by the daily overdue job, once per reminder step: which invoice, what is open and since when. */
export function overdueReminderMail(p: {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  firstName: string;
  invoiceNumber: string;
  dateDue: string;
  balanceDisplay: string;
}): MailMessage {
  return composeMail(p.to, `Reminder: invoice ${p.invoiceNumber} at ${p.club.name} is overdue`, [
    `Hello ${p.firstName || 'there'},`,
    `Our invoice ${p.invoiceNumber} was due on ${p.dateDue} and ${p.balanceDisplay} of it is still open.`,
    'If you have paid it in the meantime, thank you, and please ignore this reminder. Otherwise please pay it soon.',
    { label: 'My invoices', link: clubUrl(p.publicUrl, p.club.slug, pagePath(SHOP_PAGES.invoices)) },
  ]);
}
