import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isWebPage } from '@kiai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderConfirmationMail } from '../../../src/modules/finance/order-confirmation.mail.js';
import type { MailMessage } from '../../../src/platform/mail/mailer.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { MAIL_CATALOGUE, type MailSampleContext } from './mail-catalogue.js';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const mailFiles = sourceFiles.filter((file) => file.endsWith('.mail.ts'));
const PUBLIC_URL = 'https://kiai.example';

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The links of a mail: its HTML's hrefs and the URLs written out in its text. */
function linksOf(mail: MailMessage): { inHtml: string[]; inText: string[] } {
  return {
    inHtml: [...(mail.html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => unescapeHtml(match[1]!)),
    inText: mail.text.match(/https?:\/\/\S+/g) ?? [],
  };
}

describe('every mail the product sends', () => {
  let t: TestApp;
  let context: MailSampleContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    const club = await t.make.club({ slug: 'mail-links', name: 'Mail Links Club' });
    context = { publicUrl: t.config.publicUrl, club };
  });
  afterAll(() => t.close());

  it('is built by a *.mail.ts builder that the mail catalogue renders', async () => {
    for (const file of sourceFiles) {
      const source = readFileSync(path.join(SRC, file), 'utf8');
      // The mail layout is used only by mail builders, and whatever queues a mail takes it from one.
      if (!file.endsWith('.mail.ts')) expect(source, `${file} composes a mail: move it into a *.mail.ts builder`).not.toMatch(/(?<!function )composeMail\(/);
      if (/mailer\.queue\(/.test(source)) expect(source, `${file} queues a mail that no *.mail.ts builder makes`).toMatch(/from '[^']*\.mail\.js'/);
    }
    expect(mailFiles.length).toBeGreaterThan(0);
    for (const file of mailFiles) {
      const builders = Object.values(await import(pathToFileURL(path.join(SRC, file)).href)).filter((value) => typeof value === 'function');
      expect(builders.length, `${file} exports no mail builder`).toBeGreaterThan(0);
      for (const builder of builders) {
        expect(MAIL_CATALOGUE.has(builder as never), `${file}: ${(builder as { name: string }).name} has no renderings in test/integration/platform/mail-catalogue.ts`).toBe(true);
      }
    }
  });

  it("links only to pages of the web app, at the club's own address, the same links in its text and its HTML", async () => {
    const clubBase = `${PUBLIC_URL}/${context.club.slug}`;
    let followed = 0;
    for (const [builder, render] of MAIL_CATALOGUE) {
      for (const mail of render(context)) {
        const { inHtml, inText } = linksOf(mail);
        if (mail.html !== undefined) expect([...inText].sort(), `${builder.name}: ${mail.subject}`).toEqual([...inHtml].sort());
        for (const link of new Set([...inHtml, ...inText])) {
          const where = `${builder.name} (${mail.subject}): ${link}`;
          expect(link.startsWith(`${clubBase}/`), where).toBe(true);
          expect(isWebPage(link.slice(clubBase.length)), `${where} is 'Page not found' in the web app`).toBe(true);
          const url = new URL(link);
          const answer = await t.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
          expect(answer.statusCode, where).toBe(200);
          expect(answer.headers['content-type'], where).toMatch(/^text\/html/);
          followed++;
        }
      }
    }
    expect(followed).toBeGreaterThanOrEqual(5);
  });

  it('the order mail\'s "My invoices" opens the shop\'s invoices, where a member finds them', () => {
    const [withInvoice, withoutInvoice] = MAIL_CATALOGUE.get(orderConfirmationMail)!(context);
    expect(linksOf(withInvoice!).inHtml).toEqual([`${PUBLIC_URL}/mail-links/shop/invoices`]);
    expect(linksOf(withoutInvoice!).inHtml).toEqual([]);
  });
});
