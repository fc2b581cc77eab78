import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { expectNothingClipped, expectTouchTargetsOfAtLeast } from '../support/layout.js';
import { portal } from '../support/session.js';

// Issue 10/11, ui-notes "Kiosk": the kiosk's screens (pairing, locations, today's classes, a class's names) fit a
// 360 px phone and a 1280 px screen: nothing clips or scrolls sideways, every control is at least 48 px tall, and
// axe finds nothing serious.
const LOCATION = 'Northside Main';
const KIOSK_TOUCH_TARGET = 48;

test.describe.configure({ mode: 'serial' });

// One kiosk, paired once, walks every screen at both widths.
let page: Page;
test.beforeAll(async ({ browser }) => {
  // Its own context: axe needs one made with browser.newContext().
  page = await (await browser.newContext()).newPage();
  const { createCheckinPairingCode } = await graphql<{ createCheckinPairingCode: { code: string } }>(
    page,
    'mutation { createCheckinPairingCode { code } }',
    {},
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );
  await page.goto(portal('/checkin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pair this kiosk' })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectKioskScreenFits();
  }
  await page.getByLabel('Pairing code').fill(createCheckinPairingCode.code);
  await page.getByLabel('Name of this kiosk').fill(`Layout ${randomUUID().slice(0, 6)}`);
  await page.getByRole('button', { name: 'Pair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Self check-in' })).toBeVisible();
});
test.afterAll(async () => {
  await page.context().close();
});

async function expectKioskScreenFits() {
  await expectNothingClipped(page);
  await expectTouchTargetsOfAtLeast(page, KIOSK_TOUCH_TARGET);
  await expectNoSeriousAxeViolations(page);
}

for (const width of [360, 1280]) {
  test(`the kiosk's start, classes and class list fit a ${width} px screen with 48 px touch targets`, async () => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(portal('/checkin'));
    await expect(page.getByRole('heading', { level: 1, name: 'Self check-in' })).toBeVisible();
    await expect(page.getByText('Where are you?')).toBeVisible();
    await expectKioskScreenFits();

    await page.getByRole('link', { name: LOCATION }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Today's classes" })).toBeVisible();
    await expectKioskScreenFits();

    // Today's first class: its title (class type and start) is the longest heading the kiosk shows.
    const firstClass = page.getByRole('link', { name: /^\d\d:\d\d–/ }).first();
    const start = ((await firstClass.textContent()) ?? '').slice(0, 5);
    await firstClass.click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${start}$`) })).toBeVisible();
    await expect(page.getByLabel('Find your name')).toBeVisible();
    await expectKioskScreenFits();
  });
}
