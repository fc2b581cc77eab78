import { expect, test, type Page } from '@playwright/test';
import { ATTEND_FOR_SUBSCRIPTION, PRICE_OVERLAPS } from '../../packages/shared/src/subscription-product-rules.js';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql } from '../support/api.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { clubDate } from '../support/club-time-zone.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';

// Issue 23, the products: the admin sets up the club's monthly subscriptions with their prices over time and a
// yearly membership (Organization → Subscriptions, Memberships); each screen checked with axe at 1280 and 360 px.
test.describe.configure({ timeout: 240_000 });

/** The first day of next month on the club's calendar, as a date input takes it. */
function firstOfNextMonth(): string {
  const [year, month] = clubDate().split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 10);
}

/** The 15th of next month: inside next month's price, for the overlapping row. */
const midNextMonth = () => `${firstOfNextMonth().slice(0, 8)}15`;

async function openScreen(page: Page, name: string) {
  await page.goto(portal('/backoffice/organization'));
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a price on the product's Prices tab. */
async function addPrice(page: Page, price: string, from: string, until = '') {
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill(price);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
  await page.getByRole('textbox', { name: 'Until', exact: true }).fill(until);
  await page.getByRole('button', { name: 'Add price' }).click();
}

const priceRows = (page: Page) => page.getByRole('table', { name: 'Prices' }).getByRole('row');

async function checkScreen(page: Page) {
  await expectNoSeriousAxeViolations(page);
  await expectBackOfficeLayout(page);
}

test('the admin sets up monthly subscriptions with prices over time and a yearly membership', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_ACCOUNTS.admin);
  await openScreen(page, 'Subscriptions');
  await checkScreen(page);

  // Unlimited monthly: €60 from today, a registration fee of €25, at least 3 months.
  await page.getByRole('link', { name: 'Add subscription' }).click();
  await expect(page.getByRole('heading', { name: 'New subscription', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await checkScreen(page);
  await page.getByLabel('Name').fill('Unlimited monthly');
  await page.getByRole('switch', { name: 'Unlimited classes' }).check();
  await expect(page.getByLabel('Classes a day at most')).toBeVisible();
  await page.getByLabel('Registration fee').fill('25');
  await page.getByLabel('Minimum duration (months)').fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Subscription added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unlimited monthly', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prices', selected: true })).toBeVisible();
  await expect(page.getByText('No prices yet. Add the price from the first day it is sold.')).toBeVisible();
  const unlimitedPage = page.url();
  await addPrice(page, '60', clubDate());
  await expect(toast(page, 'Price added')).toBeVisible();
  await expect(priceRows(page).filter({ hasText: '€ 60.00' })).toContainText('No end');

  // A price rise from next month ends today's price the day before.
  await addPrice(page, '65', firstOfNextMonth());
  await expect(priceRows(page).filter({ hasText: '€ 65.00' })).toContainText('No end');
  await expect(priceRows(page).filter({ hasText: '€ 60.00' })).not.toContainText('No end');
  // A price overlapping both is refused under its start, and nothing changes.
  await addPrice(page, '50', clubDate(), midNextMonth());
  await expect(page.getByText(PRICE_OVERLAPS)).toBeVisible();
  await expect(priceRows(page)).toHaveCount(3);
  await checkScreen(page);

  // The details keep what was entered.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Registration fee')).toHaveValue('25.00');
  await expect(page.getByLabel('Minimum duration (months)')).toHaveValue('3');
  await expect(page.getByRole('switch', { name: 'Unlimited classes' })).toBeChecked();
  await checkScreen(page);

  // Twice a week: 2 classes a week for €45.
  await openScreen(page, 'Subscriptions');
  await page.getByRole('link', { name: 'Add subscription' }).click();
  await page.getByLabel('Name').fill('Twice a week');
  await choose(page, 'Credits accrue per', 'Week');
  await page.getByLabel('Classes a week').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Subscription added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Twice a week', level: 1 })).toBeVisible();
  await addPrice(page, '45', clubDate());
  await expect(priceRows(page).filter({ hasText: '€ 45.00' })).toContainText('No end');

  await openScreen(page, 'Subscriptions');
  const twice = page.getByRole('row').filter({ hasText: 'Twice a week' }).last();
  await expect(twice).toContainText('2 a week');
  await expect(twice).toContainText('€ 45.00');
  await expect(page.getByRole('row').filter({ hasText: 'Unlimited monthly' }).last()).toContainText('€ 60.00');

  // Club membership: €30 for one year.
  await openScreen(page, 'Memberships');
  await checkScreen(page);
  await page.getByRole('link', { name: 'Add membership' }).click();
  await expect(page.getByRole('heading', { name: 'New membership', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Club membership');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('30');
  await page.getByRole('textbox', { name: 'Validity', exact: true }).fill('1');
  await checkScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Membership added')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/backoffice/organization/memberships'));
  const membership = page.getByRole('row').filter({ hasText: 'Club membership' }).last();
  await expect(membership).toContainText('1 year');
  await expect(membership).toContainText('€ 30.00');

  // A class says which subscription groups may attend, book in the webshop and enroll; attend stays on for the others.
  const week = await graphql<{ scheduleClasses: { classes: { scheduleItemId: string }[] }[] }>(
    page,
    `query($from: Date!, $until: Date!) { scheduleClasses(dateFrom: $from, dateUntil: $until) { classes { scheduleItemId } } }`,
    { from: clubDate(7), until: clubDate(13) },
  );
  const demoClass = week.scheduleClasses.flatMap((d) => d.classes)[0]!.scheduleItemId;
  await page.goto(portal(`/backoffice/schedule/classes/${encodeURIComponent(demoClass)}`));
  await expect(page.getByRole('heading', { name: 'Edit class', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 2 })).toBeVisible();
  const attend = page.getByRole('checkbox', { name: 'Monthly members (subscriptions): attend' });
  await expect(attend).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Monthly members (subscriptions): book in webshop' })).toBeChecked();
  await attend.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ATTEND_FOR_SUBSCRIPTION)).toBeVisible();
  await checkScreen(page);
  await page.getByRole('link', { name: 'Cancel' }).click();

  // The same screens on a phone.
  await page.setViewportSize({ width: 360, height: 800 });
  await checkScreen(page);
  await page.goto(unlimitedPage);
  await expect(page.getByRole('heading', { name: 'Unlimited monthly', level: 1 })).toBeVisible();
  await expect(priceRows(page)).toHaveCount(3);
  await checkScreen(page);
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Registration fee')).toHaveValue('25.00');
  await checkScreen(page);
  await openScreen(page, 'Subscriptions');
  await checkScreen(page);
  await openScreen(page, 'Subscription groups');
  await page.getByRole('link', { name: 'Add group' }).click();
  await expect(page.getByRole('heading', { name: 'New subscription group', level: 1 })).toBeVisible();
  await checkScreen(page);
});
