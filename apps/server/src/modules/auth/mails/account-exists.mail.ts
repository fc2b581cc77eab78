import { pagePath, PORTAL_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../../platform/mail/mail-layout.js';

/**
 * Sent instead of a second account when someone registers with a known email: the answer on screen
 * stays the same, only the owner of the address learns that the account exists (test plan A3).
 */
export function accountExistsMail(p: { publicUrl: string; club: { slug: string; name: string }; to: string }): MailMessage {
  return composeMail(p.to, `You already have an account at ${p.club.name}`, [
    'Hello,',
    `Someone, hopefully you, tried to create an account at ${p.club.name} with this email address. You already have an account, so nothing was changed.`,
    { label: 'Sign in', link: clubUrl(p.publicUrl, p.club.slug, pagePath(PORTAL_PAGES.login)) },
    { label: 'Forgot your password? Reset it here', link: clubUrl(p.publicUrl, p.club.slug, pagePath(PORTAL_PAGES.forgotPassword)) },
    'If this was not you, you can ignore this email.',
  ]);
}
