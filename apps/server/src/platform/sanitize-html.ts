import sanitizeHtml from 'sanitize-html';

// Staff write product descriptions and terms as HTML that the shop and mails show to members: only text markup,
// links and lists survive (sanitize-html's allowlist), never scripts, styles, event handlers or javascript: links.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** HTML a staff member entered, reduced to what is safe to show to members. */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
