import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { readLatestMail } from '../support/mail.js';
import { login, portal, toast } from '../support/session.js';

// Finance → Quotes (issue 22): the finance staff member writes a quote for a business relation in the editor (the
// relation searched by a part of its name, a line refused under its field, a line added and removed, the totals as
// they type), downloads its PDF, sends it (the relation gets the mail with the PDF), sends it again, accepts it and
// lands on the draft invoice, at a laptop's and a phone's width; on the laptop another quote, written through the
// API for the demo member, shows its account in the editor and is rejected. Axe on each page.
// Each write reads every cached answer again (invalidates 'all'): on a busy machine that takes its time.
test.describe.configure({ timeout: 300_000 });
const AFTER_WRITE = { timeout: 30_000 };

async function create<T>(page: Page, token: string, mutation: string, input: Record<string, unknown>): Promise<T> {
  return graphql<T>(page, mutation, { input }, token);
}

/** The file a download button saves, with the name it suggests. */
async function download(page: Page, button: string): Promise<{ name: string; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), head: (await readFile(await file.path())).subarray(0, 5).toString() };
}

/** An option of the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The relation picker's match for `part` of a name, found on the server, by its name and email. */
async function search(page: Page, label: string, part: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(part);
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const width of [1280, 360]) {
  test(`quotes at ${width} px: write one for a business relation, send it by mail, download its PDF, accept it into a draft invoice${width === 1280 ? '; reject another' : ''}`, async ({ page }) => {
    const id = randomUUID().slice(0, 6);
    await page.setViewportSize({ width, height: 800 });
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const group = await create<{ createFinanceInvoiceGroup: { financeInvoiceGroup: { id: string } } }>(
      page,
      admin,
      'mutation($input: CreateFinanceInvoiceGroupInput!) { createFinanceInvoiceGroup(input: $input) { financeInvoiceGroup { id } } }',
      { kind: 'QUOTE', name: `Quotes ${id}`, prefix: `Q${id}`, dueAfterDays: 30, terms: 'Valid for 30 days.' },
    );
    const email = `acme-${id}@example.test`;
    await create(page, admin, 'mutation($input: CreateRelationsBusinessInput!) { createRelationsBusiness(input: $input) { relationsBusiness { id } } }', {
      name: `Acme ${id} BV`,
      addressLine1: 'Dock 7',
      postcode: '3011 AA',
      city: 'Rotterdam',
      vatId: 'NL123456789B01',
      email,
    });

    await login(page, DEMO_ACCOUNTS.finance);
    await page.goto(portal('/backoffice/finance/quotes'));
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add quote' }).click();
    await expect(page.getByRole('heading', { name: 'New quote', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Line 1' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Nothing chosen yet: the form says what is missing under each field.
    await page.getByRole('button', { name: 'Save draft quote' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    // The relation is searched on the server by a part of its name, and shows with its email.
    await expect(page.getByRole('combobox', { name: 'Quote for' })).toHaveValue('business');
    await search(page, 'Business relation', `cme ${id}`, `Acme ${id} BV (${email})`);
    await choose(page, 'Quote group', `Quotes ${id}`);
    await page.getByRole('textbox', { name: 'Summary' }).fill(`Team seminar ${id}`);
    const line1 = page.getByRole('group', { name: 'Line 1' });
    await line1.getByRole('textbox', { name: 'Product' }).fill(`Seminar ${id}`);
    await line1.getByRole('textbox', { name: 'Description' }).fill('Two days');
    await line1.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await line1.getByRole('textbox', { name: 'Price' }).fill('250.005');
    await page.getByRole('button', { name: 'Save draft quote' }).click();
    await expect(line1.getByText('Please enter an amount with at most two decimals')).toBeVisible();
    await line1.getByRole('textbox', { name: 'Price' }).fill('250.00');
    await expect(line1.getByText('Please enter an amount with at most two decimals')).toHaveCount(0);
    await line1.getByRole('textbox', { name: 'Tax rate' }).click();
    await page.getByRole('option', { name: /^VAT 21%/ }).click();
    await expect(line1.getByText('Line total € 500.00 (tax € 86.78)')).toBeVisible();

    await page.getByRole('button', { name: 'Add line' }).click();
    const line2 = page.getByRole('group', { name: 'Line 2' });
    await line2.getByRole('textbox', { name: 'Product' }).fill('Lunch');
    await line2.getByRole('textbox', { name: 'Quantity' }).fill('10');
    await line2.getByRole('textbox', { name: 'Price' }).fill('10.90');
    await expect(page.getByText('Subtotal € 522.22 · Tax € 86.78 · Total € 609.00')).toBeVisible();
    await page.getByRole('button', { name: 'Remove line 2' }).click();
    await expect(page.getByText('Subtotal € 413.22 · Tax € 86.78 · Total € 500.00')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Save draft quote' }).click();
    await expect(toast(page, 'Quote added')).toBeVisible(AFTER_WRITE);
    await expect(page.getByRole('heading', { name: 'Quote (draft)', level: 1 })).toBeVisible(AFTER_WRITE);
    // The draft opens in its editor, as saved; its PDF is a preview.
    await expect(page.getByRole('group', { name: 'Line 1' }).getByRole('textbox', { name: 'Product' })).toHaveValue(`Seminar ${id}`);
    await expect(page.getByRole('textbox', { name: 'Business relation', exact: true })).toHaveValue(`Acme ${id} BV (${email})`);
    await expect(page.getByRole('textbox', { name: 'Terms' })).toHaveValue('Valid for 30 days.');
    expect(await download(page, 'Download PDF')).toEqual({ name: expect.stringMatching(/^draft-quote-\d+\.pdf$/), head: '%PDF-' });
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, 'Quote sent: it is mailed with its PDF')).toBeVisible(AFTER_WRITE);
    const title = page.getByRole('heading', { name: new RegExp(`^Quote Q${id}\\d{4}-0001$`), level: 1 });
    await expect(title).toBeVisible(AFTER_WRITE);
    const number = (await title.textContent())!.replace('Quote ', '');
    await expect(page.getByText(`Acme ${id} BV ·`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quote lines' })).toContainText(`Seminar ${id}`);
    const mail = await readLatestMail(email, { containing: number, timeoutMs: 30_000 });
    expect(mail.subject).toBe(`Quote ${number} from Northside Boxing & Fitness`);
    expect(mail.text).toContain('€ 500.00');
    expect(mail.attachments).toEqual([`quote-${number}.pdf`]);
    expect(await download(page, 'Download PDF')).toEqual({ name: `quote-${number}.pdf`, head: '%PDF-' });
    await expectNoSeriousAxeViolations(page);
    // Sent again: the same mail (the integration tests count them); the quote keeps its number and status.
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(toast(page, 'Quote sent again: it is mailed with its PDF')).toBeVisible(AFTER_WRITE);
    await expect(title).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Quote accepted: its draft invoice is written')).toBeVisible(AFTER_WRITE);
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See the draft invoice it became' }).click();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Seminar ${id}`);
    await expectNoSeriousAxeViolations(page);

    // Another quote, for the demo member through the API, is sent and rejected (the phone saw these pages above).
    if (width !== 1280) return;
    const { accounts } = await graphql<{ accounts: { edges: { node: { id: string } }[] } }>(
      page,
      'query($q: String) { accounts(search: $q, first: 1) { edges { node { id } } } }',
      { q: DEMO_ACCOUNTS.member.email },
      admin,
    );
    await create(page, admin, 'mutation($input: CreateFinanceQuoteInput!) { createFinanceQuote(input: $input) { financeQuote { id } } }', {
      account: accounts.edges[0]!.node.id,
      group: group.createFinanceInvoiceGroup.financeInvoiceGroup.id,
      summary: `Workshop ${id}`,
      lines: [{ productName: `Workshop ${id}`, quantity: '2', price: '125.00' }],
    });
    await page.goto(portal('/backoffice/finance/quotes?status=DRAFT'));
    await page.getByRole('row').filter({ hasText: '250.00' }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Quote (draft)', level: 1 })).toBeVisible();
    // Its editor names the account it is for by name and email.
    await expect(page.getByRole('combobox', { name: 'Quote for' })).toHaveValue('account');
    await expect(page.getByRole('textbox', { name: 'Account', exact: true })).toHaveValue(`${fullName(DEMO_ACCOUNTS.member)} (${DEMO_ACCOUNTS.member.email})`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Quote Q${id}\\d{4}-0002$`), level: 1 })).toBeVisible(AFTER_WRITE);
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Quote rejected')).toBeVisible(AFTER_WRITE);
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
