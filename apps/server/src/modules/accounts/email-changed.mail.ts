import { pagePath, PORTAL_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';

/**
 * Sent to the old address when staff change an account's sign-in email (test plan Z7): whoever did it, the owner
 * learns of it and can undo it for 7 days, once.
 */
export function emailChangedMail(p: { publicUrl: string; club: { slug: string; name: string }; to: string; firstName: string; newEmail: string; token: string }): MailMessage {
  return composeMail(p.to, `Your sign-in email for ${p.club.name} was changed`, [
    `Hello ${p.firstName || 'there'},`,
    `The email address you sign in to ${p.club.name} with was changed to ${p.newEmail}, and you were signed out everywhere. If you asked the club for this, there is nothing to do.`,
    { label: 'This was not me: undo the change', link: clubUrl(p.publicUrl, p.club.slug, pagePath(PORTAL_PAGES.undoEmailChange, { token: p.token })) },
    'The link is valid for 7 days and can be used once. It makes this address your sign-in email again, signs everyone out of your account and sends you a link to choose a new password.',
  ]);
}
