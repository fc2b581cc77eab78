import type { MailMessage } from './mailer.js';

/** A paragraph of plain text, or a link shown as a button in HTML and as the bare URL in text. */
export type MailBlock = string | { link: string; label: string };

/** What every mail about a failed payment of one invoice names (a returned direct debit, a declined card). */
export interface FailedInvoicePayment {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  firstName: string;
  invoiceNumber: string;
  amountDisplay: string;
  reason: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Builds the plain-text and the simple HTML body of one mail from the same blocks. */
export function composeMail(to: string, subject: string, blocks: MailBlock[]): MailMessage {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}:\n${b.link}`)).join('\n\n');
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">\n${body}\n</body></html>`;
  return { to, subject, text: `${text}\n`, html };
}

/** The club's URL of a web page's path (`pagePath` of @kiai/shared's pages), e.g. clubUrl(config.publicUrl, 'northside', '/user/login'). */
export function clubUrl(publicUrl: string, clubSlug: string, path: string): string {
  return `${publicUrl}/${clubSlug}${path}`;
}
