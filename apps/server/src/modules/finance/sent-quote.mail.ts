import type { MailMessage } from '../../platform/mail/mailer.js';
import { composeMail } from '../../platform/mail/mail-layout.js';

/** Sent when staff send a quote (its PDF is attached by the sender). */
export function sentQuoteMail(p: {
  club: { name: string };
  to: string;
  greeting: string;
  quote: { quoteNumber: string; dateCreated: string; dateExpire: string; terms: string };
  totalDisplay: string;
}): MailMessage {
  const { quote } = p;
  return composeMail(p.to, `Quote ${quote.quoteNumber} from ${p.club.name}`, [
    `Hello ${p.greeting || 'there'},`,
    `Please find attached quote ${quote.quoteNumber} of ${quote.dateCreated} for ${p.totalDisplay}, valid until ${quote.dateExpire}.`,
    ...(quote.terms ? [quote.terms] : []),
    `To accept it, reply to this mail or contact ${p.club.name}.`,
  ]);
}
