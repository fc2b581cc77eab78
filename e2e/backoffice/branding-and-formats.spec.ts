import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubTimeZone } from '../support/club-time-zone.js';
import { browserToday } from '../portal/booking/support.js';
import { login, portal, toast } from '../support/session.js';

const CLUB_NAME = 'Northside Boxing & Fitness';
const DEMO_GENERAL = { name: CLUB_NAME, address: '', timeZone: clubTimeZone(), dateFormat: 'DD-MM-YYYY', timeFormat: '24hr', currencySymbol: '€' };

/** Each test puts back what it changed (the e2e database is shared by the specs of a run). */
async function asAdmin(page: Page, mutation: string, variables: Record<string, unknown> = {}) {
  await graphql(page, mutation, variables, await tokenOf(page, DEMO_ACCOUNTS.admin));
}

/** A logo drawn by the browser: a 96×48 PNG, two coloured halves. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 48, 48);
    context.fillStyle = '#f59f00';
    context.fillRect(48, 0, 48, 48);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The header's logo: decorative (alt="") because the club's name stands next to it, 32×32 so nothing moves. */
async function expectHeaderLogo(page: Page, src: string) {
  const logo = page.getByRole('banner').locator(`img[src="${src}"]`);
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('alt', '');
  await expect(logo).toHaveAttribute('width', '32');
  await expect(logo).toHaveAttribute('height', '32');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
}

test("an admin uploads the club's logo in Branding; the portal, shop and back-office headers show it, and it is removed again", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings/branding'));
  await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible();
  await expect(page.getByText("The club's logo and colour in the member portal, the shop and the check-in kiosk; pages show them from their next load.")).toBeVisible();
  await expect(page.getByText("Shown next to the club's name at the top of the member portal, the shop and the back office", { exact: false })).toBeVisible();
  // The demo club has no logo: no preview, nothing to remove, and no image in the header.
  await expect(page.getByRole('img', { name: `Logo of ${CLUB_NAME}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);
  await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  try {
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawnPng(page) });
    const preview = page.getByRole('img', { name: `Logo of ${CLUB_NAME}` });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    const src = (await preview.getAttribute('src'))!;
    expect(src).toMatch(/^\/northside\/d\/api\/images\/\d+-[0-9a-f]{20}$/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    // The back office's header, from the next page load.
    await page.goto(portal('/backoffice'));
    await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expectHeaderLogo(page, src);
    await expectNoSeriousAxeViolations(page);

    // The portal: the server's first-paint bar already holds it, and React's header draws the same.
    const html = await (await page.request.get(portal('/book-your-spot'))).text();
    expect(html).toContain(`<img src="${src}" alt="" width="32" height="32"`);
    await page.goto(portal('/book-your-spot'));
    const home = page.getByRole('banner').getByRole('link', { name: CLUB_NAME, exact: true });
    await expect(home).toBeVisible();
    await expectHeaderLogo(page, src);
    await expectNoSeriousAxeViolations(page);

    // The shop's header, next to '<club> shop'.
    await page.goto(portal('/shop/classpasses'));
    await expect(page.getByRole('banner').getByRole('link', { name: `${CLUB_NAME} shop`, exact: true })).toBeVisible({ timeout: 20_000 });
    await expectHeaderLogo(page, src);
    await expectNoSeriousAxeViolations(page);

    // Remove it again.
    await page.goto(portal('/backoffice/settings/branding'));
    await expect(page.getByRole('img', { name: `Logo of ${CLUB_NAME}` })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByRole('img', { name: `Logo of ${CLUB_NAME}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await page.goto(portal('/book-your-spot'));
    await expect(page.getByRole('banner').getByRole('link', { name: CLUB_NAME, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  } finally {
    await asAdmin(page, `mutation { updateClubBrandingSettings(input: { brandColor: "#c92a2a", logoUrl: "" }) { logoUrl } }`);
  }
});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("the back office shows dates and times in the club's formats from General settings", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO_ACCOUNTS.admin);
  const today = browserToday();
  // Before: the demo club's DD-MM-YYYY and 24hr.
  await page.goto(portal('/backoffice/schedule/attendance'));
  await expect(page.getByRole('heading', { name: 'Class attendance', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(today.format('DD-MM-YYYY'), { exact: true })).toBeVisible();

  try {
    await page.goto(portal('/backoffice/settings/general'));
    await expect(page.getByRole('heading', { name: 'General settings', level: 1 })).toBeVisible({ timeout: 20_000 });
    await choose(page, 'Date format', 'YYYY-MM-DD');
    await choose(page, 'Time format', '12-hour (6:30 PM)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    // Today's classes: the date as YYYY-MM-DD.
    await page.goto(portal('/backoffice/schedule/attendance'));
    await expect(page.getByRole('heading', { name: 'Class attendance', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(today.format('YYYY-MM-DD'), { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The week's classes: every weekday has the demo 18:00-19:00 class, now in 12-hour time.
    await page.goto(portal('/backoffice/schedule/classes'));
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('cell', { name: '6:00 PM - 7:00 PM', exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('cell', { name: '18:00 - 19:00', exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await asAdmin(page, `mutation($input: UpdateClubGeneralSettingsInput!) { updateClubGeneralSettings(input: $input) { name } }`, { input: DEMO_GENERAL });
  }
  await page.goto(portal('/backoffice/schedule/attendance'));
  await expect(page.getByText(today.format('DD-MM-YYYY'), { exact: true })).toBeVisible({ timeout: 20_000 });
});
