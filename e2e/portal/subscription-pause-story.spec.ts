import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount } from '../support/accounts.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubDate, inClubFormat } from '../support/club-time-zone.js';
import { expectNothingClipped } from '../support/layout.js';
import { seedClassAtNewLocation } from '../support/seed-class.js';
import { login, portal, toast } from '../support/session.js';
import { longDate } from './booking/support.js';

// Issue 23's pause story, end to end: a member on "Twice a week" (the demo's €45 a month, WEEK unit, 2 a week) books a
// class on the first of next month with next month's credits, then pauses for two weeks over it from the portal; the
// booking is cancelled and its credit returned, and next month's invoice bills only the days the pause leaves. A member
// and subscription of its own, sold today: the month runs below invoice it among whatever else runs next month, and
// the back office's subscription-invoices spec (earlier in the part) asserts its counts before this story adds any.

const PRICE_CENTS = 4500;
const SUBSCRIPTION = 'Twice a week';
/** 2 a week × the month's days / 7, the fraction carried: 8 for every month of 28 to 31 days. */
const NEXT_MONTH_CREDITS = 8;

/** The amount in cents rounded half-up, as the domain notes round a line once: price × billable days / days in the month. */
const prorated = (billable: number, days: number) => Math.floor((2 * PRICE_CENTS * billable + days) / (2 * days));
const euros = (cents: number) => `€ ${(cents / 100).toFixed(2)}`;

/** The dates of the story on the club's calendar: a two-week pause across the month end, the class on next month's first day. */
function storyDates() {
  const today = dayjs(clubDate());
  const nextMonth = today.add(1, 'month').startOf('month');
  // A week before the month ends, or from tomorrow when fewer days are left (then it lies in next month alone).
  const weekBefore = nextMonth.subtract(7, 'day');
  const pauseStart = weekBefore.isAfter(today) ? weekBefore : today.add(1, 'day');
  const pauseEnd = pauseStart.add(13, 'day');
  const daysInNextMonth = nextMonth.daysInMonth();
  const billable = daysInNextMonth - (pauseEnd.diff(nextMonth, 'day') + 1);
  const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  return { classDate: iso(nextMonth), month: nextMonth.format('YYYY-MM'), pauseStart: iso(pauseStart), pauseEnd: iso(pauseEnd), daysInNextMonth, billable };
}

/** Reloads until the booking page shows the credits (the credits run is a background job). */
async function expectCreditsOnDate(page: Page, credits: number) {
  const card = page.getByTestId('booking-subscription');
  await expect(async () => {
    await page.reload();
    await expect(card.getByText(`Credits on this date: ${credits}`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('a member pauses two weeks over a booked class: the booking is cancelled, its credit returns, next month bills the unpaused days', async ({ page }) => {
  test.slow();
  const dates = storyDates();
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const asAdmin = <T,>(query: string, variables?: Record<string, unknown>) => graphql<T>(page, query, variables, admin);

  // The set-up staff would do at the desk: the member, the sale from today and a class on the first of next month that
  // the demo's subscription group may book (at a location of its own, so no other spec's timetable changes).
  const member = newAccount('Paula');
  const registered = await graphql<{ register: { authData: { token: string } } }>(
    page,
    `mutation($email: String!, $password: String!, $first: String!, $last: String!) { register(email: $email, password1: $password, password2: $password, firstName: $first, lastName: $last) { authData { token } } }`,
    { email: member.email, password: member.password, first: member.firstName, last: member.lastName },
  );
  const me = await graphql<{ user: { accountId: string } }>(page, '{ user { accountId } }', {}, registered.register.authData.token);
  const options = await asAdmin<{ accountSubscriptionSaleOptions: { products: { id: string; name: string }[] } }>(
    'query($account: ID!) { accountSubscriptionSaleOptions(account: $account) { products { id name } } }',
    { account: me.user.accountId },
  );
  const product = options.accountSubscriptionSaleOptions.products.find((p) => p.name === SUBSCRIPTION)!;
  await asAdmin(
    'mutation($input: CreateAccountSubscriptionInput!) { createAccountSubscription(input: $input) { accountSubscription { id } } }',
    { input: { account: me.user.accountId, organizationSubscription: product.id, dateStart: clubDate() } },
  );
  // Two classes that evening: one to book, the other to read the credits left on the date once the first is booked.
  const run = Date.now().toString(36);
  const classPaths: string[] = [];
  for (const [index, timeStart, timeEnd] of [[1, '18:00', '19:00'], [2, '19:30', '20:30']] as const) {
    const { scheduleItem } = await seedClassAtNewLocation(asAdmin, {
      locationName: `Pause story ${run} ${index}`,
      roomName: `Pause story room ${run} ${index}`,
      date: dates.classDate,
      timeStart,
      timeEnd,
      spaces: 10,
      displayPublic: true,
      subscriptionGroup: 'Monthly members',
    });
    classPaths.push(portal(`/book-your-spot/book/${encodeURIComponent(scheduleItem)}/${dates.classDate}/`));
  }
  const [classPath, otherClassPath] = classPaths as [string, string];

  // Staff: next month's credits, run from Automation → Monthly credits ahead of the month.
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/automation/monthly-credits'));
  await expect(page.getByRole('heading', { name: 'Monthly credits', level: 1 })).toBeVisible();
  await page.getByLabel('Month').fill(dates.month);
  await page.getByRole('button', { name: 'Run credits for month' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Credits run started' })).toContainText(`The credits for ${dates.month} are being granted in the background`);

  // Member: the class on the first of next month books with one of next month's credits.
  await login(page, member);
  await page.goto(classPath);
  const card = page.getByTestId('booking-subscription');
  await expect(card.getByRole('heading', { name: SUBSCRIPTION })).toBeVisible();
  await expectCreditsOnDate(page, NEXT_MONTH_CREDITS);
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('button', { name: 'Use Subscription to Reserve' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Congrats ${member.firstName}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(classPath);
  await expect(page.getByText('You have an existing booking for this class.')).toBeVisible();
  await page.goto(otherClassPath);
  await expect(card.getByText(`Credits on this date: ${NEXT_MONTH_CREDITS - 1}`)).toBeVisible();

  const booking = page.getByTestId('attendance').filter({ hasText: longDate(dayjs(dates.classDate)) });
  await page.goto(portal('/user/classes'));
  await expect(booking.getByText('BOOKED', { exact: true })).toBeVisible();

  // Member: two weeks' pause over the class, from My subscriptions.
  await page.goto(portal('/shop/my-subscriptions'));
  await expect(page.getByRole('heading', { name: SUBSCRIPTION, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.getByLabel('First day of the pause').fill(dates.pauseStart);
  await page.getByLabel('Last day of the pause').fill(dates.pauseEnd);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Pause subscription' }).click();
  await expect(toast(page, 'Your subscription is paused. Classes you booked in that period are cancelled and their credits returned.')).toBeVisible();
  await expect(page.getByText(`${inClubFormat(dates.pauseStart)} until ${inClubFormat(dates.pauseEnd)}`)).toBeVisible();

  // The booking is cancelled and its credit is back; the paused subscription no longer books that day.
  await page.goto(portal('/user/classes'));
  await expect(booking.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto(otherClassPath);
  await expect(card.getByText(`Credits on this date: ${NEXT_MONTH_CREDITS}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Use Subscription to Reserve' })).toBeDisabled();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(portal('/user/classes'));
  await expect(booking.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNothingClipped(page);

  // Staff: next month's invoices from Finance → Subscription invoices.
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/finance/subscription-invoices'));
  await expect(page.getByRole('heading', { name: 'Subscription invoices', level: 1 })).toBeVisible();
  const done = page.getByRole('row').filter({ hasText: dates.month }).filter({ hasText: 'SUCCESS' });
  const runsBefore = await done.count();
  await page.getByLabel('Month').fill(dates.month);
  await page.getByRole('button', { name: 'Run invoices' }).click();
  await expect(toast(page, 'The invoice run is queued').last()).toBeVisible();
  await expect(done).toHaveCount(runsBefore + 1, { timeout: 30_000 });

  // The member's subscription page: the month's line bills the days the pause leaves, the credit is unspent.
  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(me.user.accountId)}?tab=subscriptions`));
  await expect(page.getByRole('heading', { name: fullName(member), level: 1 })).toBeVisible();
  await page.getByRole('link', { name: SUBSCRIPTION }).click();
  await expect(page.getByRole('heading', { name: SUBSCRIPTION, level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: dates.pauseEnd })).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('tab', { name: 'Invoices' }).click();
    const monthLine = page.getByRole('table', { name: 'invoice lines' }).getByRole('row').filter({ has: page.getByRole('cell', { name: dates.month, exact: true }) });
    await expect(monthLine).toHaveCount(1);
    await expect(monthLine.getByRole('cell', { name: `${dates.billable} of ${dates.daysInNextMonth} days` })).toBeVisible();
    await expect(monthLine.getByRole('cell', { name: euros(prorated(dates.billable, dates.daysInNextMonth)), exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectBackOfficeLayout(page);

    await page.getByRole('tab', { name: 'Credits' }).click();
    const grant = page.getByRole('table', { name: 'credit grants' }).getByRole('row').filter({ has: page.getByRole('cell', { name: dates.month, exact: true }) });
    await expect(grant.getByRole('cell')).toHaveText([dates.month, 'Monthly', String(NEXT_MONTH_CREDITS), '0', /^\d{4}-\d{2}-\d{2}$/]);
    await expect(page.getByRole('table', { name: 'bookings' }).getByRole('row').filter({ hasText: dates.classDate })).toContainText('CANCELLED');
    await expectNoSeriousAxeViolations(page);
  }
});
