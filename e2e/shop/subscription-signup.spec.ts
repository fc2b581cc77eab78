import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, newAccount, type Account } from '../support/accounts.js';
import { clippedLabels, expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { graphql, tokenOf } from '../support/api.js';
import { atPortalPath, login, portal, register } from '../support/session.js';
import { browserToday, isoDate } from '../portal/booking/support.js';
import { inClubFormat } from '../support/club-time-zone.js';

// Issue 23: a new member signs up for "Twice a week" in the shop, pays the first month and the registration fee on
// the test checkout, and books with the subscription at once; another pays by direct debit after signing a mandate
// on the shop's Bank account page.
test.describe.configure({ mode: 'serial' });

const WIDTHS = [1280, 360] as const;
const CARD = 'booking-subscription';
const subscriptionCard = (page: Page, name: string) => page.getByTestId('shop-subscription-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const useSubscription = (page: Page) => page.getByTestId(CARD).getByRole('button', { name: 'Use Subscription to Reserve' });

/** Checks the page at both widths: no serious axe violation, no label cut off. */
async function checkLayouts(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousAxeViolations(page);
    expect(await clippedLabels(page), `clipped at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens Shop → Subscriptions and the sign-up of a product, starting today. */
async function openSignUp(page: Page, name: string) {
  await page.goto(portal('/shop'));
  await page.getByRole('navigation', { name: 'Shop', exact: true }).getByRole('link', { name: 'Subscriptions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  await subscriptionCard(page, name).getByRole('link', { name: `Sign up for ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Sign up for ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Start date')).toHaveValue(isoDate(browserToday()));
}

let member: Account;

test('anyone sees the subscriptions on sale; signing up asks to sign in', async ({ page }) => {
  await page.goto(portal('/shop/subscriptions'));
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  const twice = subscriptionCard(page, 'Twice a week');
  await expect(twice.getByText('2 classes a week')).toBeVisible();
  await expect(twice.getByText('€45.00 a month')).toBeVisible();
  await expect(twice.getByText('Registration fee: €25.00 (once)')).toBeVisible();
  await expect(subscriptionCard(page, 'Unlimited monthly').getByText('Minimum duration: 3 months')).toBeVisible();
  await checkLayouts(page);
  await twice.getByRole('link', { name: 'Sign up for Twice a week' }).click();
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
});

test('a new member signs up for Twice a week, pays by card on the test checkout and has it with credits', async ({ page }) => {
  member = newAccount('Sasha');
  await register(page, member);
  await openSignUp(page, 'Twice a week');
  const order = page.getByTestId('sign-up-order');
  await expect(order.getByTestId('sign-up-line').filter({ hasText: 'Registration fee' })).toContainText('€25.00');
  await expect(order.getByTestId('sign-up-line').first()).toContainText('Twice a week');
  const total = (await order.getByTestId('sign-up-total').textContent())!;
  await checkLayouts(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/shop\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/shop/my-subscriptions'));
  const card = page.getByRole('heading', { name: 'Twice a week' }).locator('xpath=ancestor::*[contains(@class, "mantine-Card-root")][1]');
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText(`Start: ${inClubFormat(isoDate(browserToday()))}`)).toBeVisible();
  await expect(card.getByText(/^Credits: [1-9]/)).toBeVisible();
  await checkLayouts(page);
});

test('the member books with the new subscription; a third class of the week books only while a credit is left', async ({ page }) => {
  await login(page, member);
  await page.goto(portal('/book-your-spot'));
  const links = page.getByTestId('schedule-class').getByRole('link', { name: 'Reserve' });
  await expect(links.first()).toBeVisible();
  const month = isoDate(browserToday()).slice(0, 7);
  const paths = (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? '')))
    .map((href) => href.slice(href.indexOf('/book-your-spot/')))
    .filter((path) => path.split('/').at(-2)! > isoDate(browserToday()) && path.split('/').at(-2)!.startsWith(month));
  const byDate = new Map<string, string[]>();
  for (const path of paths) byDate.set(path.split('/').at(-2)!, [...(byDate.get(path.split('/').at(-2)!) ?? []), path]);
  const classes = [...byDate.values()].find((list) => list.length >= 3)?.slice(0, 3) ?? [];
  expect(classes, 'a day this month with three bookable classes').toHaveLength(3);

  await page.goto(portal(classes[0]!));
  const credits = Number((await page.getByTestId(CARD).getByText(/^Credits on this date: \d+$/).textContent())!.replace(/\D+/g, ''));
  expect(credits).toBeGreaterThan(0);
  for (const [index, path] of classes.entries()) {
    await page.goto(portal(path));
    await expect(page.getByTestId(CARD).getByText(`Credits on this date: ${Math.max(credits - index, 0)}`)).toBeVisible();
    if (index >= credits) {
      await expect(useSubscription(page)).toBeDisabled();
      continue;
    }
    await useSubscription(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Congrats ${member.firstName}` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('another member signs a mandate on the Bank account page and signs up paying by direct debit', async ({ page }) => {
  // The demo club collects by direct debit once it has a creditor identifier (Settings → Finance).
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  await graphql(
    page,
    'mutation($input: UpdateDirectDebitSettingsInput!) { updateDirectDebitSettings(input: $input) { creditorId } }',
    { input: { creditorName: 'Northside Boxing', creditorId: 'DE98ZZZ09999999999', iban: 'NL91ABNA0417164300' } },
    admin,
  );
  const saver = newAccount('Dana');
  await register(page, saver);
  await page.goto(portal('/shop'));
  await page.getByRole('navigation', { name: 'Shop', exact: true }).getByRole('link', { name: 'Bank account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bank account', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mandate-text')).toContainText('DE98ZZZ09999999999');
  await checkLayouts(page);
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('Account holder').fill(`${saver.firstName} ${saver.lastName}`);
  await page.getByLabel('I agree to this mandate').check();
  await page.getByRole('button', { name: 'Sign mandate' }).click();
  await expect(page.getByRole('heading', { name: 'Mandate in force' })).toBeVisible();
  await expect(page.getByText(/IBAN: .*30 00$/)).toBeVisible();
  await checkLayouts(page);

  await openSignUp(page, 'Unlimited monthly');
  await page.getByLabel(/^Direct debit/).check();
  await expect(page.getByTestId('sign-up-order').getByTestId('sign-up-line').filter({ hasText: 'Registration fee' })).toContainText('€25.00');
  await checkLayouts(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(atPortalPath('/shop/my-subscriptions'));
  await expect(page.getByText('Thank you for signing up!')).toBeVisible();
  const card = page.getByRole('heading', { name: 'Unlimited monthly' }).locator('xpath=ancestor::*[contains(@class, "mantine-Card-root")][1]');
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('Credits: Unlimited')).toBeVisible();
  await checkLayouts(page);
});
