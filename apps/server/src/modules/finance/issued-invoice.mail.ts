import { pagePath, SHOP_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';

/** Sent when staff issue an invoice (its PDF is attached by the sender); a member's mail links to their invoices. */
export function issuedInvoiceMail(p: {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  greeting: string;
  invoice: { invoiceNumber: string; dateCreated: string; dateDue: string; terms: string };
  totalDisplay: string;
  /** a member's invoice (their shop's "My invoices" shows it); a business relation has no account */
  forMember: boolean;
}): MailMessage {
  const { invoice } = p;
  return composeMail(p.to, `Invoice ${invoice.invoiceNumber} from ${p.club.name}`, [
    `Hello ${p.greeting || 'there'},`,
    `Please find attached invoice ${invoice.invoiceNumber} of ${invoice.dateCreated} for ${p.totalDisplay}, due on ${invoice.dateDue}.`,
    ...(invoice.terms ? [invoice.terms] : []),
    ...(p.forMember ? [{ label: 'My invoices', link: clubUrl(p.publicUrl, p.club.slug, pagePath(SHOP_PAGES.invoices)) }] : []),
  ]);
}
