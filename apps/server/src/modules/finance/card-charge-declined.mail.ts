import { pagePath, SHOP_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail, type FailedInvoicePayment } from '../../platform/mail/mail-layout.js';

/** Sent once when the monthly charge of a saved card is declined: which invoice, why, and where to pay it. */
export function cardChargeDeclinedMail(p: FailedInvoicePayment & { cardLabel: string }): MailMessage {
  return composeMail(p.to, `Your card payment for invoice ${p.invoiceNumber} at ${p.club.name} failed`, [
    `Hello ${p.firstName || 'there'},`,
    `We could not charge ${p.amountDisplay} for invoice ${p.invoiceNumber} to your card${p.cardLabel ? ` ${p.cardLabel}` : ''}: ${p.reason}`,
    'The invoice is still open. Please pay it online from My invoices; the card you pay with is kept for the next months.',
    { label: 'My invoices', link: clubUrl(p.publicUrl, p.club.slug, pagePath(SHOP_PAGES.invoices)) },
  ]);
}
