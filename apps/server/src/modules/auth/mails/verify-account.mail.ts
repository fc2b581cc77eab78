import { pagePath, PORTAL_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../../platform/mail/mail-layout.js';

/** Sent after registration (and on a resend): the link confirms the email address. */
export function verifyAccountMail(p: { publicUrl: string; club: { slug: string; name: string }; to: string; firstName: string; token: string }): MailMessage {
  return composeMail(p.to, `Confirm your email address for ${p.club.name}`, [
    `Hello ${p.firstName || 'there'},`,
    `Welcome to ${p.club.name}! Please confirm your email address with the link below.`,
    { label: 'Confirm my email address', link: clubUrl(p.publicUrl, p.club.slug, pagePath(PORTAL_PAGES.verifyAccount, { token: p.token })) },
    'The link is valid for 7 days. If you did not create this account, you can ignore this email.',
  ]);
}
