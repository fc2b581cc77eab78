import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubTimeZone } from '../support/club-time-zone.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';

const GENERAL = {
  name: 'Northside Boxing & Fitness',
  address: '',
  timeZone: clubTimeZone(),
  dateFormat: 'DD-MM-YYYY',
  timeFormat: '24hr',
  currencySymbol: '€',
};

/** Each test puts back what it changed, so later specs meet the demo club they expect. */
async function asAdmin(page: Page, mutation: string, variables: Record<string, unknown> = {}) {
  await graphql(page, mutation, variables, await tokenOf(page, DEMO_ACCOUNTS.admin));
}

test('an admin renames the club in the general settings, and the portal top bar shows the new name', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings'));
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('It will also cover the integration and mail template settings.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'General' }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice/settings/general'));
  await expect(page.getByRole('heading', { name: 'General settings', level: 1 })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Club name' });
  await expect(name).toHaveValue('Northside Boxing & Fitness');
  await expectNoSeriousAxeViolations(page);

  try {
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await name.fill('Northside Fight Club');
    await page.getByRole('textbox', { name: 'Address for invoices' }).fill('Ringweg 1\n1000 AA Amsterdam');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    await page.goto(portal('/book-your-spot'));
    await expect(page.getByRole('banner').getByText('Northside Fight Club')).toBeVisible();
  } finally {
    await asAdmin(page, `mutation($input: UpdateClubGeneralSettingsInput!) { updateClubGeneralSettings(input: $input) { name } }`, { input: GENERAL });
  }
});

test('the brand colour themes the portal, and a light yellow keeps its text readable', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings/branding'));
  await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible();
  await expect(page.getByText("The club's logo and colour in the member portal, the shop and the check-in kiosk; pages show them from their next load.")).toBeVisible();
  const colour = page.getByRole('textbox', { name: 'Brand colour' });
  await expect(colour).toHaveValue('#c92a2a');
  await expectNoSeriousAxeViolations(page);

  try {
    await colour.fill('#ffeb3b');
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(portal('/user/login'));
    const button = page.getByRole('button', { name: 'Login' });
    await expect(button).toHaveCSS('background-color', 'rgb(255, 235, 59)');
    await expect(button).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expectNoSeriousAxeViolations(page);
  } finally {
    await asAdmin(page, `mutation { updateClubBrandingSettings(input: { brandColor: "#c92a2a" }) { brandColor } }`);
  }
  await page.goto(portal('/user/login'));
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('background-color', 'rgb(201, 42, 42)');
});

test('a workflow value is checked with the spec messages, saved and read back', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings/workflow'));
  await expect(page.getByRole('heading', { name: 'Workflow settings', level: 1 })).toBeVisible();
  const days = page.getByRole('textbox', { name: 'Days in advance customers can book classes' });
  await expect(days).toHaveValue('31');
  await expectNoSeriousAxeViolations(page);

  try {
    await days.fill('soon');
    await page.getByRole('textbox', { name: 'Minimum pause duration in days' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please input a number', { exact: true })).toBeVisible();
    await expect(page.getByText('Please input a number above 0')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await days.fill('45');
    await page.getByRole('textbox', { name: 'Minimum pause duration in days' }).fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Days in advance customers can book classes' })).toHaveValue('45');
  } finally {
    await asAdmin(
      page,
      `mutation { updateClubWorkflowSettings(input: { bookingDaysInAdvance: 31, cancelHoursBefore: 24, trialPassLimit: 1, maxPausesPerYear: 1, minPauseDays: 1, creditValidityDays: 31 }) { bookingDaysInAdvance } }`,
    );
  }
});

test('the overdue reminder steps are checked under their field, saved and read back, at 1280 and 360 px', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings'));
  await page.getByRole('main').getByRole('link', { name: 'Finance' }).click();
  await expect(page).toHaveURL(atPortalPath('/backoffice/settings/finance'));
  await expect(page.getByRole('heading', { name: 'Finance settings', level: 1 })).toBeVisible();
  await expect(page.getByText('When members are reminded of an invoice that is past its due date.', { exact: false })).toBeVisible();
  const days = page.getByRole('textbox', { name: 'Overdue reminders, days after the due date' });
  await expect(days).toHaveValue('1, 14');
  await expect(page.getByText('Up to 5 numbers of days, ascending, e.g. 1, 14: an open invoice gets a reminder on each')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  try {
    for (const [typed, message] of [
      ['0, 14', 'Please input numbers of days above 0'],
      ['-3', 'Please input numbers of days above 0'],
      ['100000', 'Please input numbers of days of 365 or below'],
      ['7, 7', 'Please input each number of days once, in ascending order'],
      ['1, 2, 3, 4, 5, 6', 'Please input at most 5 reminder steps'],
      ['soon', 'Please input whole numbers of days, e.g. 1, 14'],
    ]) {
      await days.fill(typed!);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(message!, { exact: true })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
    await days.fill('3, 10, 30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Overdue reminders, days after the due date' })).toHaveValue('3, 10, 30');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('textbox', { name: 'Overdue reminders, days after the due date' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await asAdmin(page, `mutation { updateClubFinanceSettings(input: { overdueReminderDays: [1, 14] }) { overdueReminderDays } }`);
  }
});

test('a test mail is queued, sent by the job queue and listed in the outbox by status', async ({ page }) => {
  // The job worker's turn and the reloads take long on a loaded machine: the outbox's wait below may use a minute.
  test.setTimeout(120_000);
  const to = newAccount().email;
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings/mail'));
  await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 2 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Send test mail' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Send a test mail to' }).fill(to);
  await page.getByRole('button', { name: 'Send test mail' }).click();
  await expect(toast(page, `Test mail queued for ${to}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: to })).toBeVisible();

  // Without SMTP_URL the worker keeps the mail as a file: it moves to Kept once the job has run.
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Kept (no mail server)' }).click();
  await expect(page).toHaveURL(/[?&]status=KEPT/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: to }).getByText('Kept (no mail server)')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: to })).toContainText('Test mail from Northside Boxing & Fitness');
  await expectNoSeriousAxeViolations(page);
});

test('about and diagnostics name the version, the database, the migrations and the job queue', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings/about'));
  await expect(page.getByRole('heading', { name: 'About and diagnostics', level: 1 })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Version' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Database PGlite, [\d.]+ MB/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '0013_club_settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job queue', level: 2 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('front desk staff cannot open the settings', async ({ page }) => {
  const desk = newAccount('Desk');
  const registered = await graphql<{ register: { authData: { token: string } } }>(
    page,
    `mutation($email: String!, $password: String!, $first: String!, $last: String!) { register(email: $email, password1: $password, password2: $password, firstName: $first, lastName: $last) { authData { token } } }`,
    { email: desk.email, password: desk.password, first: desk.firstName, last: desk.lastName },
  );
  const me = await graphql<{ currentAccount: { id: string } }>(page, `{ currentAccount { id } }`, {}, registered.register.authData.token);
  await asAdmin(page, `mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { __typename } }`, { input: { account: me.currentAccount.id, roles: ['FRONT_DESK'] } });

  await login(page, desk);
  await page.goto(portal('/backoffice/settings'));
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Not built yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'General' })).toHaveCount(0);
  await page.goto(portal('/backoffice/settings/general'));
  await expect(page.getByText('Not part of your role')).toBeVisible();
  await expect(page.getByText('This screen needs the right to change the club settings, which your staff role does not include.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Club name' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
