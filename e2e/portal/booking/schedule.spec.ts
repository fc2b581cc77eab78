import { expect, test } from '@playwright/test';
import { portal } from '../../support/session.js';
import { browserToday, dayHeading, isoDate, longDate, scheduleDay } from './support.js';

const hashOf = (from: string, offset: number) => new RegExp(`#date_from=${from}&week_offset=${offset}$`);

test.describe('the schedule, as a visitor finds it', () => {
  test('opens on the 7 days from today, one heading per day, after "Loading classes..."', async ({ page }) => {
    const today = browserToday();
    // Holds the schedule answer back a moment so the loading text can be seen.
    await page.route('**/d/graphql/', async (route) => {
      if (route.request().postData()?.includes('ScheduleClasses')) await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(portal('/book-your-spot/'));

    await expect(page.getByRole('heading', { name: 'Book your Spot', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading classes...')).toBeVisible();
    await expect(page.getByText(`Week of ${longDate(today)} - ${longDate(today.add(6, 'day'))}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    for (let day = 0; day < 7; day++) {
      await expect(page.getByRole('heading', { name: dayHeading(today.add(day, 'day')), exact: true })).toBeVisible();
    }
    await expect(page.getByText('Loading classes...')).toHaveCount(0);
    await expect(page).toHaveURL(hashOf(isoDate(today), 0));
  });

  test('moves a week on and back; previous is disabled on the current week and Today returns to it', async ({ page }) => {
    const today = browserToday();
    await page.goto(portal('/book-your-spot'));
    const previous = page.getByRole('button', { name: 'Previous week' });
    const next = page.getByRole('button', { name: 'Next week' });

    await next.click();
    await expect(page.getByText(`Week of ${longDate(today.add(7, 'day'))} - ${longDate(today.add(13, 'day'))}`)).toBeVisible();
    await expect(page).toHaveURL(hashOf(isoDate(today.add(7, 'day')), 1));
    await expect(previous).toBeEnabled();
    await expect(scheduleDay(page, today.add(13, 'day'))).toBeVisible();
    await expect(scheduleDay(page, today)).toHaveCount(0);

    await next.click();
    await expect(page).toHaveURL(hashOf(isoDate(today.add(14, 'day')), 2));
    await previous.click();
    await expect(page).toHaveURL(hashOf(isoDate(today.add(7, 'day')), 1));

    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL(hashOf(isoDate(today), 0));
    await expect(previous).toBeDisabled();
    await expect(scheduleDay(page, today)).toBeVisible();
  });

  test('picking a day of the strip lists that day alone', async ({ page }) => {
    const today = browserToday();
    const picked = today.add(2, 'day');
    await page.goto(portal('/book-your-spot'));
    await expect(scheduleDay(page, today)).toBeVisible();

    await page.getByRole('button', { name: longDate(picked) }).click();
    await expect(page).toHaveURL(hashOf(isoDate(picked), 0));
    await expect(page.getByRole('button', { name: longDate(picked) })).toHaveAttribute('aria-pressed', 'true');
    await expect(scheduleDay(page, picked)).toBeVisible();
    await expect(scheduleDay(page, today)).toHaveCount(0);
    await expect(scheduleDay(page, today.add(3, 'day'))).toHaveCount(0);
  });

  test('a reload restores the week and the picked day from the hash', async ({ page }) => {
    const today = browserToday();
    const picked = today.add(9, 'day');
    await page.goto(portal(`/book-your-spot#date_from=${isoDate(picked)}&week_offset=1`));
    await expect(page.getByText(`Week of ${longDate(today.add(7, 'day'))} - ${longDate(today.add(13, 'day'))}`)).toBeVisible();
    await expect(scheduleDay(page, picked)).toBeVisible();
    await expect(scheduleDay(page, today.add(7, 'day'))).toHaveCount(0);

    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(hashOf(isoDate(today.add(14, 'day')), 2));
    await page.reload();
    await expect(page.getByText(`Week of ${longDate(today.add(14, 'day'))} - ${longDate(today.add(20, 'day'))}`)).toBeVisible();
    await expect(scheduleDay(page, today.add(20, 'day'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  });

  test('only classes open for booking have a Reserve button; the others show their status, disabled', async ({ page }) => {
    const today = browserToday();
    await page.goto(portal('/book-your-spot'));
    await expect(page.getByTestId('schedule-class').getByRole('link', { name: 'Reserve' }).first()).toBeVisible();

    // The demo timetable: next week's Wednesday advanced kickboxing is cancelled, and the harbour studio
    // closes for a holiday on the Monday two weeks on.
    const monday = today.subtract((today.day() + 6) % 7, 'day');
    for (const [day, status] of [
      [monday.add(9, 'day'), 'Cancelled'],
      [monday.add(14, 'day'), 'Holiday'],
    ] as const) {
      const weekOffset = Math.floor(day.diff(today, 'day') / 7);
      await page.goto(portal(`/book-your-spot#date_from=${isoDate(day)}&week_offset=${weekOffset}`));
      // Other specs may cancel more classes that day: any of them shows the status.
      await expect(scheduleDay(page, day).getByRole('button', { name: status }).first()).toBeDisabled();
      await expect(scheduleDay(page, day).getByRole('link', { name: 'Reserve' }).first()).toBeVisible();
    }

    // Beyond the booking window (31 days ahead by default) no class is open yet.
    await page.goto(portal(`/book-your-spot#date_from=${isoDate(today.add(42, 'day'))}&week_offset=6`));
    await expect(page.getByTestId('schedule-class').getByRole('button', { name: 'Not yet open' }).first()).toBeDisabled();
    await expect(page.getByTestId('schedule-class').getByRole('link', { name: 'Reserve' })).toHaveCount(0);
  });

  test('a class open for booking tells its spaces left; a cancelled one only its status', async ({ page }) => {
    const today = browserToday();
    const monday = today.subtract((today.day() + 6) % 7, 'day');
    const cancelledDay = monday.add(9, 'day');
    await page.goto(portal(`/book-your-spot#date_from=${isoDate(cancelledDay)}&week_offset=${Math.floor(cancelledDay.diff(today, 'day') / 7)}`));
    const open = scheduleDay(page, cancelledDay).getByTestId('schedule-class').filter({ has: page.getByRole('link', { name: 'Reserve' }) });
    await expect(open.first().getByTestId('spaces-left')).toHaveText(/^\d+ spaces? left$/);
    const openRows = await open.count();
    await expect(scheduleDay(page, cancelledDay).getByTestId('spaces-left')).toHaveCount(openRows);
    const cancelled = scheduleDay(page, cancelledDay).getByTestId('schedule-class').filter({ has: page.getByRole('button', { name: 'Cancelled' }) });
    await expect(cancelled.getByTestId('spaces-left')).toHaveCount(0);
  });

  test('a day without classes says so, and classes without an instructor are not listed', async ({ page }) => {
    const today = browserToday();
    // The demo timetable has classes every day, all with an instructor: the answer is changed on its way in.
    await page.route('**/d/graphql/', async (route) => {
      if (!route.request().postData()?.includes('ScheduleClasses')) return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      const days: { date: string; classes: { account: unknown }[] }[] = body.data.scheduleClasses;
      days[0]!.classes = [];
      days[1]!.classes = days[1]!.classes.map((scheduleClass, index) => (index === 0 ? scheduleClass : { ...scheduleClass, account: null }));
      await route.fulfill({ response, json: body });
    });
    await page.goto(portal('/book-your-spot'));

    await expect(scheduleDay(page, today).getByText('No available classes')).toBeVisible();
    await expect(scheduleDay(page, today.add(1, 'day')).getByTestId('schedule-class')).toHaveCount(1);
    await expect(scheduleDay(page, today.add(2, 'day')).getByText('No available classes')).toHaveCount(0);
  });

  test('a visitor who picks a class is asked to log in', async ({ page }) => {
    await page.goto(portal('/book-your-spot'));
    await page.getByTestId('schedule-class').getByRole('link', { name: 'Reserve' }).first().click();
    await expect(page).toHaveURL(/\/book-your-spot\/book\/[^/]+\/\d{4}-\d{2}-\d{2}\/$/);
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  });
});
