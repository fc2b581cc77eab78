import { pagePath, SHOP_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';

/** Sent when staff issue a credit note (its PDF is attached by the sender), naming the invoice it corrects. */
export function creditNoteMail(p: {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  greeting: string;
  creditNote: { invoiceNumber: string; dateCreated: string };
  original: { invoiceNumber: string; dateCreated: string };
  /** what the credit note credits, as a positive amount */
  creditDisplay: string;
  /** a member's credit note (their shop's "My invoices" shows it); a business relation has no account */
  forMember: boolean;
}): MailMessage {
  const { creditNote, original } = p;
  return composeMail(p.to, `Credit note ${creditNote.invoiceNumber} from ${p.club.name}`, [
    `Hello ${p.greeting || 'there'},`,
    `Please find attached credit note ${creditNote.invoiceNumber} of ${creditNote.dateCreated}: it is a credit note for invoice ${original.invoiceNumber} of ${original.dateCreated} and credits ${p.creditDisplay}.`,
    ...(p.forMember ? [{ label: 'My invoices', link: clubUrl(p.publicUrl, p.club.slug, pagePath(SHOP_PAGES.invoices)) }] : []),
  ]);
}
