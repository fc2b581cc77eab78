import { pagePath, PORTAL_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';

/** Sent by the daily renewal run with the next period it makes: which membership, the new period, what it costs. */
export function membershipRenewalMail(p: {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  firstName: string;
  membershipName: string;
  dateStart: string;
  dateEnd: string;
  priceDisplay: string;
}): MailMessage {
  return composeMail(p.to, `Your membership ${p.membershipName} at ${p.club.name} renews on ${p.dateStart}`, [
    `Hello ${p.firstName || 'there'},`,
    `Your membership ${p.membershipName} renews for the period from ${p.dateStart} to ${p.dateEnd}, at ${p.priceDisplay}.`,
    'Its invoice follows in a separate mail. If you do not want to renew, please contact us.',
    { label: 'My memberships', link: clubUrl(p.publicUrl, p.club.slug, pagePath(PORTAL_PAGES.myMemberships)) },
  ]);
}
