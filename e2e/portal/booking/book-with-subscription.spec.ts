import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { expectNoSeriousAxeViolations, clippedLabels } from '../../support/accessibility.js';
import { graphql, tokenOf } from '../../support/api.js';
import { login, portal } from '../../support/session.js';
import { browserToday, isoDate } from './support.js';

const subscriber = DEMO_ACCOUNTS.subscriber;

// The demo subscriber holds "Twice a week" (issue 23): with two credits the staff add for the month, two classes of
// one day book with the subscription; the third waits for a credit and books once the staff add one.
test.describe.configure({ mode: 'serial' });

let classes: string[] = [];
let subscriptionId = '';

const CARD = 'booking-subscription';
const useSubscription = (page: Page) => page.getByTestId(CARD).getByRole('button', { name: 'Use Subscription to Reserve' });

async function addCredits(page: Page, amount: number, month: string) {
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  await graphql(
    page,
    'mutation($input: CreateAccountSubscriptionCreditInput!) { createAccountSubscriptionCredit(input: $input) { accountSubscriptionCredit { id } } }',
    { input: { accountSubscription: subscriptionId, amount, month, description: 'Credits for the e2e story' } },
    admin,
  );
}

test.beforeEach(async ({ page }) => {
  await login(page, subscriber);
});

test('the booking page offers the subscription with its credits instead of the pass shop', async ({ page }) => {
  await page.goto(portal('/book-your-spot'));
  const links = page.getByTestId('schedule-class').getByRole('link', { name: 'Reserve' });
  await expect(links.first()).toBeVisible();
  const paths = (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? '')))
    .map((href) => href.slice(href.indexOf('/book-your-spot/')))
    .filter((path) => path.split('/').at(-2)! > isoDate(browserToday()));
  const byDate = new Map<string, string[]>();
  for (const path of paths) byDate.set(path.split('/').at(-2)!, [...(byDate.get(path.split('/').at(-2)!) ?? []), path]);
  classes = [...byDate.values()].find((list) => list.length >= 3)!.slice(0, 3);
  expect(classes, 'a day with three bookable classes').toHaveLength(3);
  const [first] = classes;
  const [, , , scheduleItem, date] = first!.split('/');
  const token = await tokenOf(page, subscriber);
  const options = await graphql<{ scheduleClassBookingOptions: { subscriptions: { accountSubscription: { id: string } }[] } }>(
    page,
    'query($scheduleItem: ID!, $date: Date!) { scheduleClassBookingOptions(scheduleItem: $scheduleItem, date: $date, listType: SHOP_BOOK) { subscriptions { accountSubscription { id } } } }',
    { scheduleItem: decodeURIComponent(scheduleItem!), date },
    token,
  );
  subscriptionId = options.scheduleClassBookingOptions.subscriptions[0]!.accountSubscription.id;

  // No credits yet: the subscription is shown, its button waits for credits.
  await page.goto(portal(first!));
  const card = page.getByTestId(CARD);
  await expect(card.getByRole('heading', { name: 'Twice a week' })).toBeVisible();
  await expect(card.getByText('Credits on this date: 0')).toBeVisible();
  await expect(useSubscription(page)).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'You need a Class Pass to book' })).toHaveCount(0);

  await addCredits(page, 2, date!.slice(0, 7));
  await page.reload();
  await expect(card.getByText('Credits on this date: 2')).toBeVisible();
  await expect(useSubscription(page)).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
});

test('two classes book with the subscription, each taking one credit', async ({ page }) => {
  for (const [index, path] of classes.slice(0, 2).entries()) {
    await page.goto(portal(path));
    await expect(page.getByTestId(CARD).getByText(`Credits on this date: ${2 - index}`)).toBeVisible();
    await useSubscription(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Congrats ${subscriber.firstName}` })).toBeVisible();
    await expect(dialog.getByText("You've successfully reserved your slot.")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  await page.goto(portal(classes[0]!));
  await expect(page.getByText('You have an existing booking for this class.')).toBeVisible();
});

test('on a 360 px phone, the third class of the day books only once a credit is left', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const third = classes[2]!;
  await page.goto(portal(third));
  await expect(page.getByTestId(CARD).getByText('Credits on this date: 0')).toBeVisible();
  await expect(useSubscription(page)).toBeDisabled();
  expect(await clippedLabels(page)).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  await addCredits(page, 1, third.split('/').at(-2)!.slice(0, 7));
  await page.reload();
  await expect(page.getByTestId(CARD).getByText('Credits on this date: 1')).toBeVisible();
  await useSubscription(page).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Congrats ${subscriber.firstName}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
