import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount, type Account } from '../support/accounts.js';
import { bookAppointment, graphql, placeOrder, tokenOf } from '../support/api.js';
import { clubDate } from '../support/club-time-zone.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';

const member = DEMO_ACCOUNTS.member;

// Stories of many steps, each screen checked with axe, on a machine the run shares.
test.describe.configure({ timeout: 240_000 });

/** Waits for a toast and for it to hide by itself (4000 ms): its close button is Mantine's, without a name, outside this page. */
async function toastShown(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
  await expect(toast(page, text)).toHaveCount(0, { timeout: 10_000 });
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** A member who registered in the portal (through the API, so the browser stays free for staff). */
async function registered(page: Page, account: Account) {
  await graphql(
    page,
    'mutation($email: String!, $p: String!, $f: String!, $l: String!) { register(email: $email, password1: $p, password2: $p, firstName: $f, lastName: $l) { success } }',
    { email: account.email, p: account.password, f: account.firstName, l: account.lastName },
  );
  const { currentAccount } = await graphql<{ currentAccount: { accountId: string } }>(page, '{ currentAccount { accountId } }', {}, await tokenOf(page, account));
  return currentAccount.accountId;
}

/** The admin delivers the account's order by hand, so it holds a pass (the desk's sale arrives with another screen). */
async function givePass(page: Page, account: { email: string; password: string }) {
  const order = await placeOrder(page, await tokenOf(page, account), '5-class pass');
  await graphql(
    page,
    'mutation($input: UpdateFinanceOrderInput!) { updateFinanceOrder(input: $input) { financeOrder { id } } }',
    { input: { id: order.id, status: 'DELIVERED' } },
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );
}

test('staff find the demo member by name, email and key number, and read the account', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/relations'));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice/relations/accounts'));
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add account' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const row = () => page.getByRole('row').filter({ has: page.getByRole('link', { name: fullName(member), exact: true }) });
  for (const text of [member.firstName, 'member@northside', member.keyNumber]) {
    await search(page, text);
    await expect(row()).toContainText(member.email);
    await expect(row()).toContainText(member.keyNumber);
  }
  await search(page, 'nobody-by-this-name');
  await expect(page.getByText('No account matches "nobody-by-this-name".')).toBeVisible();

  // The search lives in the URL: a reload keeps it.
  await search(page, member.lastName);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(member.lastName);
  await row().getByRole('link', { name: fullName(member) }).click();
  await expect(page.getByRole('heading', { name: fullName(member), level: 1 })).toBeVisible();
  await expect(page.getByText(`Key number ${member.keyNumber}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Amsterdam');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Class passes' }).click();
  await expect(page).toHaveURL(/[?&]tab=classpasses/);
  await expect(page.getByRole('table', { name: 'Class passes' })).toContainText('10-class pass');
  await page.getByRole('tab', { name: 'Classes' }).click();
  await expect(page.getByRole('table', { name: 'Classes' })).toContainText('ATTENDING');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('tab', { name: 'Orders and invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('checkbox', { name: 'Front desk' })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
});

test('staff add an account, which gets a key number; an empty form shows the generic messages', async ({ page }) => {
  const account = newAccount('Casey');
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/relations/accounts'));
  await page.getByRole('link', { name: 'Add account' }).click();
  await expect(page.getByRole('heading', { name: 'Add account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('Please input a valid email address')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('textbox', { name: 'First name' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(account.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'City' }).fill('Haarlem');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(toast(page, 'Account added')).toBeVisible();
  await expect(page.getByRole('heading', { name: fullName(account), level: 1 })).toBeVisible();
  await expect(page.getByText(/^Key number \d{10}$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Haarlem');

  // The same email again is refused under the field.
  await page.goto(portal('/backoffice/relations/accounts/new'));
  await page.getByRole('textbox', { name: 'First name' }).fill('Other');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Person');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('An account with this email address already exists.')).toBeVisible();
});

test("staff edit a member's profile and key number, add a note, move a pass's end date and archive the account", async ({ page, browser }) => {
  const account = newAccount('Jordan');
  await registered(page, account);
  await givePass(page, account);

  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/relations/accounts'));
  await search(page, account.email);
  await page.getByRole('link', { name: fullName(account) }).click();
  await expect(page.getByRole('heading', { name: fullName(account), level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Mobile' }).fill('+31 6 5555 0101');
  await page.getByRole('textbox', { name: 'Key number' }).fill('fob-2026');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('NL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(page.getByText('Key number FOB-2026')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+31 6 5555 0101');
  await page.getByRole('button', { name: 'Generate key number' }).click();
  await expect(toast(page, 'New key number generated')).toBeVisible();
  await expect(page.getByText(/^Key number \d{10}$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('combobox', { name: 'For' }).selectOption('INSTRUCTORS');
  await page.getByRole('textbox', { name: 'Note' }).fill('Recovering from a wrist sprain: no heavy bag.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await toastShown(page, 'Note added');
  const noteRow = page.getByRole('table', { name: 'notes' }).getByRole('row').filter({ hasText: 'Recovering from a wrist sprain: no heavy bag.' });
  await expect(noteRow).toContainText('Instructors');
  await expect(noteRow).toContainText('Alex Admin');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Class passes' }).click();
  const passRow = page.getByRole('row').filter({ hasText: '5-class pass' });
  await expect(passRow).toContainText('5');
  await passRow.getByRole('button', { name: /^Change end date/ }).click();
  await page.getByRole('textbox', { name: 'End date' }).fill('2030-06-30');
  await page.getByRole('button', { name: 'Save end date' }).click();
  await toastShown(page, 'End date changed');
  await expect(passRow).toContainText('2030-06-30');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this account?' });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Account archived')).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The archived account can no longer sign in.
  const other = await browser.newPage();
  await other.goto(portal('/user/login'));
  await other.getByLabel('Email').fill(account.email);
  await other.getByLabel('Password', { exact: true }).fill(account.password);
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(toast(other, 'wrong email, password')).toBeVisible();
  await expect(other).toHaveURL(/\/user\/login$/);
  await other.close();

  // It is listed under the archived accounts only.
  await page.goto(portal(`/backoffice/relations/accounts?search=${encodeURIComponent(account.email)}`));
  await expect(page.getByText(`No account matches "${account.email}".`)).toBeVisible();
  await page.goto(portal(`/backoffice/relations/accounts?search=${encodeURIComponent(account.email)}&status=archived`));
  await expect(page.getByRole('link', { name: fullName(account) })).toBeVisible();
});

test('staff sell a class pass on the account page: it shows with its classes, and its order on the Orders tab', async ({ page }) => {
  const account = newAccount('Sasha');
  await registered(page, account);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/relations/accounts?search=${encodeURIComponent(account.email)}`));
  await page.getByRole('link', { name: fullName(account) }).click();
  await expect(page.getByRole('heading', { name: fullName(account), level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Class passes' }).click();
  await expect(page.getByText('No class passes yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sell a class pass' })).toBeVisible();
  // The start date is the club's today.
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(clubDate());
  await page.getByRole('button', { name: 'Sell class pass' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const product = page.getByRole('combobox', { name: 'Class pass' });
  await product.selectOption((await product.locator('option', { hasText: '10-class pass' }).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Sell class pass' }).click();
  await toastShown(page, 'Class pass sold');
  const passRow = page.getByRole('table', { name: 'Class passes' }).getByRole('row').filter({ hasText: '10-class pass' });
  await expect(passRow).toContainText(clubDate());
  await expect(passRow.getByRole('cell').nth(3)).toHaveText('10');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Orders and invoices' }).click();
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders).toContainText('Delivered');
  await expect(orders).toContainText('150.00');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('150.00');
  await expectNoSeriousAxeViolations(page);
});

test("the Appointments tab shows the demo member's appointment, and staff cancel it", async ({ page }) => {
  // Booked as the member through the portal's API, three weeks ahead (within the booking horizon).
  const booked = await bookAppointment(page, await tokenOf(page, member), {
    service: 'Personal training (60 min)',
    trainer: 'Rafael Ortega',
    dates: [21, 22, 23, 24, 25, 26, 27].map((days) => clubDate(days)),
  });

  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/relations/accounts?search=${encodeURIComponent(member.email)}`));
  await page.getByRole('link', { name: fullName(member) }).click();
  await expect(page.getByRole('heading', { name: fullName(member), level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(/[?&]tab=appointments/);
  const row = page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: booked.date }).filter({ hasText: `${booked.time}–` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Personal training (60 min)');
  await expect(row).toContainText('Rafael Ortega');
  await expect(row).toContainText('Booked');
  await expectNoSeriousAxeViolations(page);

  await row.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText(`${fullName(member)}'s Personal training (60 min) will be cancelled`);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await toastShown(page, 'Appointment cancelled');
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('the roles tab is for the admin only: the front desk works on accounts without it', async ({ page }) => {
  const account = newAccount('Frankie');
  const accountId = await registered(page, account);
  await graphql(
    page,
    'mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { account { id } } }',
    { input: { account: accountId, roles: ['FRONT_DESK'] } },
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );

  await login(page, account);
  await page.goto(portal(`/backoffice/relations/accounts?search=${encodeURIComponent(member.email)}`));
  await page.getByRole('link', { name: fullName(member) }).click();
  await expect(page.getByRole('heading', { name: fullName(member), level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Roles' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('an instructor is told the accounts are not part of the role', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/backoffice/relations/accounts'));
  await expect(page.getByText('Not part of your role')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
