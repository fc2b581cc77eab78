import type { MailMessage } from '../../platform/mail/mailer.js';

/** Settings → Mail's test mail: plain text, only to see that the club's mail arrives. */
export function testMail(p: { to: string; clubName: string; sentAt: string }): MailMessage {
  return {
    to: p.to,
    subject: `Test mail from ${p.clubName}`,
    text: `This is a test mail from ${p.clubName}, sent from the back office at ${p.sentAt}.\n\nIf you can read this, the club's mail works.`,
  };
}
