import { expect, type Locator, type Page } from '@playwright/test';
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { clubDate } from '../../support/club-time-zone.js';
import { portal } from '../../support/session.js';

dayjs.extend(advancedFormat);

/** Today where the browser is (playwright.config puts it in the club's zone), whatever the test runner's zone. */
export function browserToday(): Dayjs {
  return dayjs(clubDate());
}

export const isoDate = (day: Dayjs): string => day.format('YYYY-MM-DD');
/** Spec section 9 formats. */
export const longDate = (day: Dayjs): string => day.format('dddd, MMMM Do YYYY');
export const dayHeading = (day: Dayjs): string => day.format('dddd, MMMM Do');

/** The section of one schedule day, found by its 'dddd, MMMM Do' heading. */
export function scheduleDay(page: Page, day: Dayjs): Locator {
  return page.getByRole('region', { name: dayHeading(day) });
}

/**
 * Opens the booking page of the first demo class the schedule offers for reservation. Other specs of the part add
 * classes of their own at locations of their own (without the demo's drop-in and trial prices), which may come
 * first in the day: the demo's locations are the Northside ones.
 */
export async function openFirstBookableClassPage(page: Page): Promise<void> {
  await page.goto(portal('/book-your-spot'));
  await page.getByTestId('schedule-class').filter({ hasText: 'Northside' }).getByRole('link', { name: 'Reserve' }).first().click();
  await expect(page).toHaveURL(/\/book-your-spot\/book\/[^/]+\/\d{4}-\d{2}-\d{2}\/$/);
}

/** 'Classes remaining: N' of the named pass on /user/classpasses. */
export async function classesRemaining(page: Page, passName: string): Promise<number> {
  await page.goto(portal('/user/classpasses'));
  const pass = page.getByTestId('account-classpass').filter({ hasText: passName }).first();
  const text = (await pass.getByText(/^Classes remaining: /).textContent()) ?? '';
  return Number(text.replace('Classes remaining: ', ''));
}

/**
 * Opens, one after the other, the booking pages of the classes the schedule offers for reservation from
 * `notBefore` on, and stays on the first where the signed-in member can use a pass (the demo member has
 * bookings already).
 */
export async function openFirstBookableClass(page: Page, notBefore: Dayjs): Promise<{ path: string; date: string }> {
  await page.goto(portal('/book-your-spot'));
  const reserveLinks = page.getByTestId('schedule-class').getByRole('link', { name: 'Reserve' });
  await expect(reserveLinks.first()).toBeVisible();
  const paths = (await reserveLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    .map((href) => href.slice(href.indexOf('/book-your-spot/')))
    .filter((path) => path.split('/').at(-2)! >= isoDate(notBefore));
  for (const path of paths) {
    await page.goto(portal(path));
    const usePass = page.getByRole('button', { name: 'Use Pass to Reserve' }).first();
    await expect(usePass.or(page.getByText('You have an existing booking for this class.'))).toBeVisible();
    if (await usePass.isVisible()) return { path, date: path.split('/').at(-2)! };
  }
  throw new Error('No class on the schedule can be booked with a pass this week');
}

/** A Mantine badge by its exact text; its root element carries the colour (`--badge-bg: var(--mantine-color-<color>-…)`). */
export function badge(scope: Locator, text: string): Locator {
  return scope.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${text}$`) });
}
