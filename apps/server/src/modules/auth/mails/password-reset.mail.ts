import { pagePath, PORTAL_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../../platform/mail/mail-layout.js';

/** The password reset link: valid for 60 minutes, once, and only the newest one. */
export function passwordResetMail(p: { publicUrl: string; club: { slug: string; name: string }; to: string; firstName: string; token: string }): MailMessage {
  return composeMail(p.to, `Reset your password for ${p.club.name}`, [
    `Hello ${p.firstName || 'there'},`,
    `We received a request to reset the password of your account at ${p.club.name}.`,
    { label: 'Choose a new password', link: clubUrl(p.publicUrl, p.club.slug, pagePath(PORTAL_PAGES.passwordReset, { token: p.token })) },
    'The link is valid for 60 minutes and can be used once. If you did not ask for a new password, you can ignore this email: your password stays as it is.',
  ]);
}
