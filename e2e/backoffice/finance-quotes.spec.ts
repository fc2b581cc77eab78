import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { login, portal, toast } from '../support/session.js';

// Finance → Quotes (issue 22): a quote written through the API is sent, accepted into a draft invoice; another is
// rejected; at a laptop's and a phone's width, axe on each page.
test.describe.configure({ timeout: 180_000 });

async function quoteFor(page: Page, token: string, group: string, productName: string): Promise<void> {
  const { accounts } = await graphql<{ accounts: { edges: { node: { id: string } }[] } }>(page, 'query($q: String) { accounts(search: $q, first: 1) { edges { node { id } } } }', { q: DEMO_ACCOUNTS.member.email }, token);
  await graphql(
    page,
    'mutation($input: CreateFinanceQuoteInput!) { createFinanceQuote(input: $input) { financeQuote { id } } }',
    { input: { account: accounts.edges[0]!.node.id, group, summary: productName, lines: [{ productName, quantity: '2', price: '125.00' }] } },
    token,
  );
}

for (const width of [1280, 360]) {
  test(`quotes at ${width} px: send a quote, accept it into a draft invoice, reject another`, async ({ page }) => {
    const id = randomUUID().slice(0, 6);
    await page.setViewportSize({ width, height: 800 });
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const { createFinanceInvoiceGroup: created } = await graphql<{ createFinanceInvoiceGroup: { financeInvoiceGroup: { id: string } } }>(
      page,
      'mutation($input: CreateFinanceInvoiceGroupInput!) { createFinanceInvoiceGroup(input: $input) { financeInvoiceGroup { id } } }',
      { input: { kind: 'QUOTE', name: `Quotes ${id}`, prefix: `Q${id}`, dueAfterDays: 30 } },
      admin,
    );
    await quoteFor(page, admin, created.financeInvoiceGroup.id, `Seminar ${id}`);
    await quoteFor(page, admin, created.financeInvoiceGroup.id, `Workshop ${id}`);

    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal('/backoffice/finance'));
    await page.getByRole('main').getByRole('link', { name: 'Quotes', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await expect(page.getByRole('row').filter({ hasText: 'Draft' }).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await page.getByRole('row').filter({ hasText: '250.00' }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Quote (draft)', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quote lines' })).toContainText('125.00');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Quote sent')).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`^Quote Q${id}\\d{4}-0001$`), level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Quote accepted: its draft invoice is written')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the draft invoice it became' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.goto(portal('/backoffice/finance/quotes?status=DRAFT'));
    await page.getByRole('row').filter({ hasText: '250.00' }).first().getByRole('link').click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Quote Q${id}\\d{4}-0002$`), level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Quote rejected')).toBeVisible();
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
