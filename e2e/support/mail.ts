import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './env.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments: string[];
}

const OUTBOX = path.join(E2E_DATA_DIR, 'mail');

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

/** The parts of a multipart body (none for a single part). */
function partsOf(headers: Map<string, string>, body: string): { headers: Map<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  return boundary ? body.split(`--${boundary}`).map((part) => splitHeaders(part.replace(/^\r?\n/, ''))) : [];
}

/**
 * The text/plain part of one .eml file: nodemailer writes a single part, multipart/alternative, or (with
 * attachments) multipart/mixed holding the alternative.
 */
function plainText(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const parts = partsOf(headers, body);
  if (parts.length === 0) return decode(body, headers.get('content-transfer-encoding'));
  const text = parts.find((part) => part.headers.get('content-type')?.startsWith('text/plain'));
  if (text) return decode(text.body, text.headers.get('content-transfer-encoding'));
  const alternative = parts.find((part) => part.headers.get('content-type')?.startsWith('multipart/'));
  const first = alternative ?? parts[0]!;
  return alternative ? plainText(`${[...first.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${first.body}`) : decode(first.body, first.headers.get('content-transfer-encoding'));
}

/** The file names of a mail's attachments (an invoice's or a quote's PDF). */
function attachmentNames(raw: string): string[] {
  const { headers, body } = splitHeaders(raw);
  return partsOf(headers, body).flatMap((part) => {
    const name = /attachment;\s*filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1];
    return name ? [name] : [];
  });
}

function decodeSubject(subject: string): string {
  return subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decode(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

function readOutbox(): Mail[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  // Files are numbered by outbox id, so name order is sending order.
  return files.sort().map((file) => {
    const raw = readFileSync(path.join(OUTBOX, file), 'utf8');
    const { headers } = splitHeaders(raw);
    return { to: headers.get('to') ?? '', subject: decodeSubject(headers.get('subject') ?? ''), text: plainText(raw), attachments: attachmentNames(raw) };
  });
}

/**
 * The newest mail kept for `to` (whose text contains `containing`, if given), waiting up to 10 s for it:
 * the server's job worker writes it a moment after the request that queued it.
 */
export async function readLatestMail(to: string, { containing = '', timeoutMs = 10_000 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.text.includes(containing))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} containing "${containing}" in ${OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's text that points into the club (e.g. /northside/password-reset/...). */
export function linkIn(mail: Mail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link with ${pathPart} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
