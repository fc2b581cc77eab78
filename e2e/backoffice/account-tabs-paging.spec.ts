import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount } from '../support/accounts.js';
import { graphql, shopClasspassId, tokenOf } from '../support/api.js';
import { clubDate } from '../support/club-time-zone.js';
import { login, portal } from '../support/session.js';

// The back office's page size (list-params BACKOFFICE_PAGE_SIZE): one row more than a page gives a second page.
const PAGE_SIZE = 25;
const ROWS = PAGE_SIZE + 2;

test.describe.configure({ timeout: 240_000 });

const noteText = (n: number) => `Paging note ${String(n).padStart(2, '0')}`;

/** A new account with more notes and class passes than a page holds, made through the API as the admin. */
async function accountWithManyRows(page: Page): Promise<{ id: string; name: string }> {
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const account = newAccount('Pager');
  const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
    page,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
    { input: { email: account.email, firstName: account.firstName, lastName: account.lastName } },
    admin,
  );
  const id = createAccount.account.id;
  const product = await shopClasspassId(page, '5-class pass');
  for (let n = 1; n <= ROWS; n++) {
    await graphql(page, 'mutation($input: CreateAccountNoteInput!) { createAccountNote(input: $input) { accountNote { id } } }', { input: { account: id, noteType: 'BACKOFFICE', note: noteText(n) } }, admin);
    // Each pass starts a day later: the newest (latest start) comes first, the first one sold is alone on page two.
    await graphql(
      page,
      'mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { accountClasspass { id } } }',
      { input: { account: id, organizationClasspass: product, dateStart: clubDate(n) } },
      admin,
    );
  }
  return { id, name: fullName(account) };
}

test('an account tab pages forward and back through its rows, each tab on its own', async ({ page }) => {
  const account = await accountWithManyRows(page);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(account.id)}?tab=notes`));
  await expect(page.getByRole('heading', { name: account.name, level: 1 })).toBeVisible();

  // Notes: the newest first, a page of 25, then the two oldest.
  const notes = page.getByRole('table', { name: 'notes' });
  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(notes.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expect(notes.getByRole('row').nth(1)).toContainText(noteText(ROWS));
  await expect(notes).not.toContainText(noteText(2));
  await expect(previous).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await next.click();
  await expect(page).toHaveURL(/[?&]notes\.after=/);
  await expect(notes.getByRole('row')).toHaveCount(ROWS - PAGE_SIZE + 1);
  await expect(notes.getByRole('row').nth(1)).toContainText(noteText(2));
  await expect(notes.getByRole('row').nth(2)).toContainText(noteText(1));
  await expect(next).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await previous.click();
  await expect(page).toHaveURL(/[?&]notes\.before=/);
  await expect(notes.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expect(notes.getByRole('row').nth(1)).toContainText(noteText(ROWS));

  // Class passes: the latest start first; the first pass sold (starting tomorrow) is on page two.
  await page.getByRole('tab', { name: 'Class passes' }).click();
  const passes = page.getByRole('table', { name: 'class passes' });
  await expect(passes.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expect(passes.getByRole('row').nth(1)).toContainText(clubDate(ROWS));
  await expect(passes).not.toContainText(clubDate(1));
  await next.click();
  await expect(page).toHaveURL(/[?&]passes\.after=/);
  await expect(passes.getByRole('row')).toHaveCount(ROWS - PAGE_SIZE + 1);
  await expect(passes.getByRole('row').nth(2)).toContainText(clubDate(1));
  await expect(passes.getByRole('row').nth(2).getByRole('button', { name: `Change end date of 5-class pass from ${clubDate(1)}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await previous.click();
  await expect(passes.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expect(passes).not.toContainText(clubDate(1));
  await expect(previous).toBeDisabled();

  // Orders and invoices share a tab: each has its own buttons beside its table, and pages alone.
  await page.getByRole('tab', { name: 'Orders and invoices' }).click();
  const orders = page.getByRole('table', { name: 'orders' });
  const invoices = page.getByRole('table', { name: 'invoices' });
  await expect(orders.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expect(invoices.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await next.first().click();
  await expect(page).toHaveURL(/[?&]orders\.after=/);
  await expect(orders.getByRole('row')).toHaveCount(ROWS - PAGE_SIZE + 1);
  await expect(invoices.getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expectNoSeriousAxeViolations(page);
});
