import { pagePath, SHOP_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail, type FailedInvoicePayment } from '../../platform/mail/mail-layout.js';

/** Sent when the bank returns a direct debit: which invoice, why, that it is open again, and the return fee's invoice. */
export function paymentFailedMail(p: FailedInvoicePayment & {
  mandateRetired: boolean;
  /** the return fee charged on a new invoice, if any */
  fee: { invoiceNumber: string; amountDisplay: string } | null;
}): MailMessage {
  return composeMail(p.to, `Your direct debit for invoice ${p.invoiceNumber} at ${p.club.name} failed`, [
    `Hello ${p.firstName || 'there'},`,
    `Your bank returned our direct debit of ${p.amountDisplay} for invoice ${p.invoiceNumber}: ${p.reason}.`,
    p.mandateRetired
      ? 'We can no longer collect from this account. Please pay the invoice another way, or sign a new mandate with us.'
      : 'The invoice is open again. We will collect it in a later direct debit after letting you know, unless you pay it before.',
    ...(p.fee ? [`The bank's return fee of ${p.fee.amountDisplay} is on a new invoice, ${p.fee.invoiceNumber}.`] : []),
    { label: 'My invoices', link: clubUrl(p.publicUrl, p.club.slug, pagePath(SHOP_PAGES.invoices)) },
  ]);
}
