import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { expectNothingClipped } from '../support/layout.js';
import { login, portal, toast } from '../support/session.js';

// Issue 22's category batches: the admin adds a batch category and an amount of it on the demo member's bank tab,
// builds the category batch of the month, the club's finance staff member approves it and downloads its pain.008.
test.describe.configure({ mode: 'serial' });

const member = DEMO_ACCOUNTS.member;
// A month of its own, far from today's, so no other spec's amounts or batches meet this one.
const MONTH = '2027-03';
const CATEGORY = `Locker rent ${Date.now() % 100000}`;
let memberId = '';
let batchPath = '';

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile(await file.path(), 'utf8');
}

/**
 * The demo member needs a mandate in force: the direct debit story may have added one already. This file is named to run
 * after direct-debit-story.spec.ts (one worker, files in name order), whose story adds the member's first bank account
 * and mandate through the screens and expects none before it.
 */
async function ensureMandate(page: Page, admin: string): Promise<void> {
  type Banks = { accountBankAccounts: { id: string; mandates: { retiredAt: string | null }[] }[] };
  const banks = (await graphql<Banks>(page, 'query($a: ID!) { accountBankAccounts(account: $a) { id mandates { retiredAt } } }', { a: memberId }, admin)).accountBankAccounts;
  if (banks.some((b) => b.mandates.some((m) => m.retiredAt === null))) return;
  const bank = await graphql<{ addBankAccount: { id: string } }>(
    page,
    'mutation($input: AddBankAccountInput!) { addBankAccount(input: $input) { id } }',
    { input: { account: memberId, holder: fullName(member), iban: 'NL20 INGB 0001 2345 67' } },
    admin,
  );
  await graphql(
    page,
    'mutation($input: AddDirectDebitMandateInput!) { addDirectDebitMandate(input: $input) { id } }',
    { input: { bankAccount: bank.addBankAccount.id, reference: `CAT-${Date.now() % 100000}`, signatureDate: '2026-01-15' } },
    admin,
  );
}

test('the admin sets a category amount on the demo member and builds the month’s category batch; finance approves it and downloads the pain.008', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  await graphql(
    page,
    'mutation($input: UpdateDirectDebitSettingsInput!) { updateDirectDebitSettings(input: $input) { creditorId } }',
    { input: { creditorName: 'Northside Boxing & Fitness', creditorId: 'DE98ZZZ09999999999', iban: 'NL91 ABNA 0417 1643 00', noticeDays: 2, approvalByOther: true, returnFee: '7.50' } },
    admin,
  );
  memberId = (await graphql<{ user: { id: string } }>(page, '{ user { id } }', {}, await tokenOf(page, member))).user.id;
  await ensureMandate(page, admin);

  // Finance → Batch categories.
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/finance/batch-categories'));
  await expect(page.getByRole('heading', { name: 'Batch categories', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add category' }).click();
  await page.getByLabel('Name').fill(CATEGORY);
  await page.getByLabel('Description').fill('Collected on the first of the month');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category added')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: CATEGORY })).toContainText('Collected on the first of the month');
  await expectNoSeriousAxeViolations(page);

  // The amount, on the member's Bank account tab: one month.
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(memberId)}?tab=bank`));
  await expect(page.getByRole('heading', { name: 'Category amounts' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: CATEGORY });
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Locker 7');
  await page.getByRole('textbox', { name: 'Month', exact: true }).fill(MONTH);
  // The server's rule, under the field: an amount is exact to the cent.
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('12.505');
  await page.getByRole('button', { name: 'Add amount' }).click();
  await expect(page.getByText('Please input an amount above 0 and at most 999,999,999.99, with at most two decimals.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('12.50');
  await page.getByRole('button', { name: 'Add amount' }).click();
  await expect(toast(page, 'Amount added')).toBeVisible();
  await expect(page.getByText(`${CATEGORY}: € 12.50, ${MONTH} · Locker 7`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The category batch of the month, built by the admin.
  await page.goto(portal('/backoffice/finance/payment-batches'));
  await expect(page.getByRole('heading', { name: 'Category batch' })).toBeVisible();
  await page.getByRole('checkbox', { name: CATEGORY }).check();
  await page.getByRole('textbox', { name: 'Month', exact: true }).fill(MONTH);
  await expect(page.getByText(/^It collects the month's amounts on .*, the first bank day the notice days allow\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Build the category batch' }).click();
  await expect(page.getByText('Category batch built: 1 accounts, € 12.50')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('row').filter({ hasText: `${CATEGORY} ${MONTH}` }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Payment batch of / })).toBeVisible();
  batchPath = new URL(page.url()).pathname;
  await expect(page.getByText(`Awaiting approval · 1 accounts · ${CATEGORY} ${MONTH} · € 12.50`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${CATEGORY} ${MONTH}` })).toContainText(fullName(member));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Another staff member than the one who built this batch must approve it.')).toBeVisible();

  // The finance staff member approves it and downloads the bank file.
  await login(page, DEMO_ACCOUNTS.finance);
  await page.goto(batchPath);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Batch approved')).toBeVisible();
  await expect(page.getByText(`Approved · 1 accounts · ${CATEGORY} ${MONTH} · € 12.50`)).toBeVisible();
  const xml = await download(page, 'Download pain.008');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
  expect(xml).toContain('<CtrlSum>12.50</CtrlSum>');
  expect(xml).toContain(`<Ustrd>${CATEGORY} ${MONTH}</Ustrd>`);
  await expectNoSeriousAxeViolations(page);
});

test('the category screens on a phone: the categories, the bank tab’s amounts and the batch at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await login(page, DEMO_ACCOUNTS.finance);
  await page.goto(portal('/backoffice/finance/batch-categories'));
  await expect(page.getByRole('row').filter({ hasText: CATEGORY })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(memberId)}?tab=bank`));
  await expect(page.getByText(`${CATEGORY}: € 12.50, ${MONTH} · Locker 7`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNothingClipped(page);
  await page.goto(portal('/backoffice/finance/payment-batches'));
  await expect(page.getByRole('button', { name: 'Build the category batch' })).toBeVisible();
  await expectNothingClipped(page);
  await expectNoSeriousAxeViolations(page);
  await page.goto(batchPath);
  await expect(page.getByText(`Approved · 1 accounts · ${CATEGORY} ${MONTH} · € 12.50`)).toBeVisible();
  await expectNothingClipped(page);
  await expectNoSeriousAxeViolations(page);
});
