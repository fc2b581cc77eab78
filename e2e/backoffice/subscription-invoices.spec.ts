import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { clubDate } from '../support/club-time-zone.js';
import { login, portal, toast } from '../support/session.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Next month on the club's clock, when the demo club's monthly members start: YYYY-MM and "April 2027". */
function nextMonth(): { value: string; title: string } {
  const [year, month] = clubDate().split('-').map(Number);
  const next = new Date(Date.UTC(year!, month!, 1));
  return { value: next.toISOString().slice(0, 7), title: `${MONTHS[next.getUTCMonth()]} ${next.getUTCFullYear()}` };
}

interface Invoices {
  financeInvoices: { edges: { node: { summary: string; totalDisplay: string; account: { firstName: string; lastName: string } | null } }[] };
}

async function subscriptionInvoicesOf(page: Page, token: string, title: string) {
  const { financeInvoices } = await graphql<Invoices>(page, `{ financeInvoices(first: 100) { edges { node { summary totalDisplay account { firstName lastName } } } } }`, {}, token);
  return financeInvoices.edges
    .map((e) => e.node)
    .filter((n) => n.summary.endsWith(title))
    .map((n) => `${n.account?.firstName} ${n.account?.lastName}: ${n.summary}, ${n.totalDisplay}`)
    .sort();
}

test("the admin runs next month's subscription invoices twice and each monthly member has one invoice", async ({ page }) => {
  test.slow();
  const month = nextMonth();
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(portal('/backoffice/finance/subscription-invoices'));
  await expect(page.getByRole('heading', { name: 'Subscription invoices', level: 1 })).toBeVisible();
  await expect(page.getByText('each subscription month is invoiced once, however often it runs', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectBackOfficeLayout(page);

  for (const round of [1, 2]) {
    await page.getByLabel('Month').fill(month.value);
    await page.getByRole('button', { name: 'Run invoices' }).click();
    await expect(toast(page, 'The invoice run is queued').last()).toBeVisible();
    // The worker takes the run within seconds; the page reads the runs again until it is done.
    const done = page.getByRole('row').filter({ hasText: month.value }).filter({ hasText: 'SUCCESS' });
    await expect(done).toHaveCount(round, { timeout: 30_000 });
  }
  const [latest, first] = await page.getByRole('row').filter({ hasText: month.value }).all();
  // The demo's three monthly members and whatever subscriptions earlier specs sold that run on next month.
  await expect(first!).toContainText(new RegExp(`${month.title}: (\\d+) subscription\\(s\\), \\1 invoiced, 0 skipped, 0 failed\\.`));
  await expect(latest!).toContainText(new RegExp(`${month.title}: (\\d+) subscription\\(s\\), 0 invoiced, \\1 skipped \\(\\1 invoiced already\\), 0 failed\\.`));
  await first!.locator('summary').click();
  await expect(first!.getByText(/^Subscription \d+: invoice INV.*, € 85\.00 \(with the registration fee\)\.$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const seeded = ['Sami Subscriber', 'Uma Unlimited', 'Wendy Weekly'];
  const invoices = (await subscriptionInvoicesOf(page, admin, month.title)).filter((line) => seeded.some((name) => line.startsWith(`${name}:`)));
  expect(invoices).toEqual([
    `Sami Subscriber: Twice a week ${month.title}, € 70.00`,
    `Uma Unlimited: Unlimited monthly ${month.title}, € 85.00`,
    `Wendy Weekly: Twice a week ${month.title}, € 70.00`,
  ]);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Subscription invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run invoices' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectBackOfficeLayout(page);
});

test('the subscription settings are checked, saved and read back', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(portal('/backoffice/settings/subscriptions'));
    await expect(page.getByRole('heading', { name: 'Subscription settings', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectBackOfficeLayout(page);
  }
  const runDay = page.getByLabel('Day of the month the subscription invoices run');
  await runDay.fill('29');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input a number of 28 or below')).toBeVisible();
  await runDay.fill('1');
  await page.getByLabel('Days of notice a member gives before a pause').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /saved/i)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Days of notice a member gives before a pause')).toHaveValue('7');
  await page.getByLabel('Days of notice a member gives before a pause').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /saved/i).first()).toBeVisible();
});
