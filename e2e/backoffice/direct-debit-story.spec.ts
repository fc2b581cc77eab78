import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { issueDirectDebitInvoice } from '../support/finance.js';
import { login, portal, toast } from '../support/session.js';

// Issue 22's second story: the admin adds a mandate to the demo member, builds a batch for the month, the club's
// finance staff member approves it (a batch needs a second pair of eyes), downloads the pain.008, marks it sent
// to the bank, and the invoice is paid; then an AM04 return opens it again with a return fee invoice beside it.
test.describe.configure({ mode: 'serial' });

const member = DEMO_ACCOUNTS.member;
let memberId = '';
let batchPath = '';
let invoiceNumber = '';

/** The row of an invoice on the account's "Orders and invoices" tab. */
// The invoice's row in the account's invoices (its Payments table names the invoice too).
const invoiceRow = (page: Page, number: string) =>
  page.getByRole('table', { name: 'invoices' }).getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile(await file.path(), 'utf8');
}

test('the admin collects the demo member’s invoice by direct debit, approved by finance; an AM04 return reopens it with a fee invoice', async ({ page }) => {
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
  invoiceNumber = (await issueDirectDebitInvoice(page, admin, memberId, { productName: 'Monthly membership', price: '49.00' })).invoiceNumber;

  // The mandate, on the member's Bank account tab.
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(memberId)}?tab=bank`));
  await expect(page.getByRole('heading', { name: fullName(member), level: 1 })).toBeVisible();
  await page.getByLabel('Account holder').fill(fullName(member));
  await page.getByLabel('IBAN').fill('NL20 INGB 0001 2345 67');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(toast(page, 'Bank account added')).toBeVisible();
  await page.getByLabel('Mandate reference').fill('NORTHSIDE-MILAN-1');
  await page.getByLabel('Signature date').fill('2026-01-15');
  await page.getByRole('button', { name: 'Add mandate' }).click();
  await expect(page.getByText(/Mandate NORTHSIDE-MILAN-1, signed .*: in force/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The batch, built by the admin.
  await page.goto(portal('/backoffice/finance/payment-batches'));
  await page.getByRole('button', { name: /^Build a batch collecting on / }).click();
  await expect(page.getByText('Batch built: 1 invoices, € 49.00')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('row').filter({ hasText: 'Awaiting approval' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Payment batch of / })).toBeVisible();
  batchPath = new URL(page.url()).pathname;
  await expect(page.getByText('Awaiting approval · 1 invoices · € 49.00')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: invoiceNumber })).toContainText('NORTHSIDE-MILAN-1');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Another staff member than the one who built this batch must approve it.')).toBeVisible();

  // The second pair of eyes: the club's finance staff member approves, downloads the bank file and sends it.
  await login(page, DEMO_ACCOUNTS.finance);
  await page.goto(batchPath);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Batch approved')).toBeVisible();
  await expect(page.getByText('Approved · 1 invoices · € 49.00')).toBeVisible();
  const xml = await download(page, 'Download pain.008');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
  expect(xml).toContain(`<EndToEndId>${invoiceNumber}</EndToEndId>`);
  expect(xml).toContain('<MndtId>NORTHSIDE-MILAN-1</MndtId>');
  expect(xml).toContain('<CtrlSum>49.00</CtrlSum>');
  const csv = await download(page, 'Download CSV');
  expect(csv).toContain(`${invoiceNumber},${fullName(member)},NL20INGB0001234567,`);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Mark sent to bank' }).click();
  await expect(toast(page, 'Batch sent to the bank; the payments are recorded')).toBeVisible();
  await expect(page.getByText('Sent to bank · 1 invoices · € 49.00')).toBeVisible();

  // The invoice is paid.
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(memberId)}?tab=finance`));
  await expect(invoiceRow(page, invoiceNumber)).toContainText('Paid');

  // The bank returns it: insufficient funds, with the club's return fee.
  await page.goto(batchPath);
  await page.getByLabel(`Return reason for ${invoiceNumber}`).selectOption('AM04');
  await expect(page.getByRole('checkbox', { name: 'Charge the € 7.50 return fee' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Record return' }).click();
  await expect(toast(page, 'Return recorded; the invoice is open again')).toBeVisible();
  await expect(page.getByText(/^Returned: AM04 Insufficient funds · return fee invoice \S+$/)).toBeVisible();

  // Open again, with the fee invoice beside it.
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(memberId)}?tab=finance`));
  await expect(invoiceRow(page, invoiceNumber)).not.toContainText('Paid');
  await expect(invoiceRow(page, invoiceNumber)).toContainText('€ 49.00');
  await expect(page.getByRole('row').filter({ hasText: '€ 7.50' })).toContainText('Sent');
  await expectNoSeriousAxeViolations(page);
});

test('on a phone, the returned batch and the member’s invoices read the same', async ({ page }) => {
  test.skip(batchPath === '', 'needs the story above');
  await page.setViewportSize({ width: 360, height: 800 });
  await login(page, DEMO_ACCOUNTS.finance);
  await page.goto(batchPath);
  await expect(page.getByText('Sent to bank · 1 invoices · € 49.00')).toBeVisible();
  await expect(page.getByText(/^Returned: AM04 Insufficient funds · return fee invoice \S+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(memberId)}?tab=finance`));
  await expect(invoiceRow(page, invoiceNumber)).not.toContainText('Paid');
  await expectNoSeriousAxeViolations(page);
});
