import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { Dayjs } from 'dayjs';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { newAccount } from '../../support/accounts.js';
import { register } from '../../support/session.js';
import { badge, browserToday, isoDate, longDate } from '../booking/support.js';
import { chooseDay, chooseTrainer, continueButton, openWizard, OTHER_TRAINER, PT_PASS, SERVICE, SHORT_SERVICE, slotButtons, stepButton } from './support.js';
import { bookableDay, nextBookableDay } from './pt-dates.js';

dayjs.extend(customParseFormat);

// Issue 24, "Buying what I need, where I am": a member without a personal-training pass pays from the wizard's
// Book step, for a pass or (a service sold per session) for this one session, without starting over. Rafael's
// last slot of the day, which the other specs leave alone.

/** Trainer, day and the day's last slot, then on to Book; answers the slot's 'HH:mm - HH:mm' as the summary shows it. */
async function chooseLastSlot(page: Page, day: Dayjs, minutes: number): Promise<string> {
  await chooseTrainer(page, OTHER_TRAINER);
  await chooseDay(page, day);
  const slot = (await slotButtons(page).last().textContent()) ?? '';
  await slotButtons(page).last().click();
  await continueButton(page).click();
  await expect(page).toHaveURL(/#finalStep$/);
  const start = dayjs(`${isoDate(day)} ${slot}`, 'YYYY-MM-DD hh:mm A');
  return `${start.format('HH:mm')} - ${start.add(minutes, 'minute').format('HH:mm')}`;
}

/** The Book step at 1280 and at 360 px: nothing clipped, no serious axe violation. */
async function expectBookStepFits(page: Page): Promise<void> {
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoClippedLabels(page);
  await expectNoSeriousAxeViolations(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a member without a personal-training pass buys one from the wizard and finishes the booking without starting over', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page, newAccount('Petra'));
  await openWizard(page, SERVICE.name);
  const wizardPath = new URL(page.url()).pathname;
  const day = bookableDay(browserToday());
  const times = await chooseLastSlot(page, day, SERVICE.minutes);

  // No pass yet: the passes that pay for the service, on sale right here; this service is not sold per session.
  await expect(page.getByRole('heading', { name: 'You need a personal training pass to book' })).toBeVisible();
  const offer = page.getByTestId('pt-pass-for-sale').filter({ hasText: PT_PASS });
  await expect(offer.getByText('5 sessions, valid for 3 months')).toBeVisible();
  await expect(offer.getByText('€200.00')).toBeVisible();
  await expect(page.getByTestId('pt-session-price')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book appointment' })).toBeDisabled();
  await expectBookStepFits(page);

  await offer.getByRole('link', { name: `Buy ${PT_PASS}` }).click();
  await page.getByRole('button', { name: 'Place an order' }).click();
  await expect(page).toHaveURL(/\/shop\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay €200.00' }).click();
  await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();

  // Back on the Book step with every choice kept, and the new pass ready to pay.
  await expect(page).toHaveURL(new RegExp(`${wizardPath}#finalStep$`));
  await expect(stepButton(page, 'Book')).toHaveAttribute('aria-current', 'step');
  const summary = page.getByTestId('appointment-summary');
  for (const text of [SERVICE.name, OTHER_TRAINER, longDate(day), times]) await expect(summary).toContainText(text);
  await expect(page.getByRole('radio', { name: PT_PASS })).toBeChecked();
  await expect(page.getByText('Classes remaining: 5')).toBeVisible();
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText('Your appointment has been successfully booked...')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'My Appointments' }).click();
  const row = page.getByTestId('appointment').filter({ hasText: SERVICE.name }).filter({ hasText: longDate(day) }).filter({ hasText: times });
  await expect(badge(row, 'BOOKED')).toBeVisible();
});

test('a member without a pass pays for one session of a service sold per session, and it is booked', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page, newAccount('Sami'));
  await openWizard(page, SHORT_SERVICE.name);
  const day = nextBookableDay(bookableDay(browserToday()));
  const times = await chooseLastSlot(page, day, SHORT_SERVICE.minutes);

  const session = page.getByTestId('pt-session-price');
  await expect(session.getByRole('heading', { name: 'Pay for this session only' })).toBeVisible();
  await expect(session.getByText(SHORT_SERVICE.price)).toBeVisible();
  await expect(page.getByTestId('pt-pass-for-sale').filter({ hasText: PT_PASS })).toBeVisible();
  await expectBookStepFits(page);

  await session.getByRole('button', { name: 'Pay and book' }).click();
  await expect(page).toHaveURL(/\/shop\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay €25.00' }).click();
  await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();

  // The paid order booked it: My Appointments lists it, once.
  await expect(page).toHaveURL(/\/user\/appointments$/);
  const row = page.getByTestId('appointment').filter({ hasText: SHORT_SERVICE.name }).filter({ hasText: longDate(day) }).filter({ hasText: times });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(OTHER_TRAINER);
  await expect(badge(row, 'BOOKED')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
