import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { tokenOf } from '../support/api.js';
import { attendancesOf, cardHolder, classStartingSoon, pairKiosk } from '../support/kiosk.js';
import { clubTimeZone } from '../support/club-time-zone.js';
import { login, portal } from '../support/session.js';

const MEMBER_KEY_NUMBER = '4000000001';

/** Pairs the tablet's browser as a kiosk with a code the admin made, and opens the location's page. */
async function pairAndOpen(tablet: Page, admin: string, locationName: string): Promise<void> {
  await pairKiosk(tablet, admin, tablet, `${locationName} door`);
  await tablet.getByRole('link', { name: locationName, exact: true }).click();
  await expect(tablet.getByRole('heading', { name: "Today's classes" })).toBeVisible();
}

/**
 * A Y4M video (a text header, then raw YUV 4:2:0 frames) showing the QR code of `text`, black on white, for
 * Chromium's fake camera. The QR library's own matrix gives the modules; each is drawn as a block of pixels.
 */
function qrVideo(text: string, path: string): void {
  const size = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(size / (modules.size + 8));
  const offset = Math.floor((size - modules.size * scale) / 2);
  const luma = Buffer.alloc(size * size, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) luma.fill(0, (offset + row * scale + y) * size + offset + col * scale, (offset + row * scale + y) * size + offset + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

test("the member's profile shows their card's number as a QR code", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.goto(portal('/user/profile'));
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Member card' });
  await expect(card.getByRole('heading', { name: 'Member card' })).toBeVisible();
  await expect(card.getByRole('img', { name: `QR code of member card ${MEMBER_KEY_NUMBER}` })).toBeVisible();
  await expect(card.getByTestId('member-card-number')).toHaveText(MEMBER_KEY_NUMBER);
  await expect(card.getByText('Show this code to the camera of the check-in screen at the door.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a key-fob reader typing the number checks the member in to the next class at the location', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const cardClass = await classStartingSoon(page, admin, 'Fob studio', { roomName: 'Card studio', classtype: 'Boxing' });
  const holder = await cardHolder(page, admin, 'Fob', { pass: true });
  const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await pairAndOpen(tablet, admin, cardClass.locationName);
  const scan = tablet.getByRole('button', { name: 'Scan your card' });
  expect((await scan.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await expectNoSeriousAxeViolations(tablet);

  // A number nobody holds: the desk, and nothing written.
  await tablet.keyboard.type('9999999999');
  await tablet.keyboard.press('Enter');
  await expect(tablet.getByRole('status', { name: 'Check-in' })).toHaveText('This card is not known here: please see the desk.');

  await tablet.keyboard.type(holder.keyNumber);
  await tablet.keyboard.press('Enter');
  await expect(tablet.getByRole('status', { name: 'Check-in' })).toHaveText(`Welcome, ${holder.displayName}: checked in to Boxing ${cardClass.start}`);
  await expectNoSeriousAxeViolations(tablet);
  await expect.poll(() => attendancesOf(page, admin, cardClass)).toEqual({ [holder.firstName]: ['ATTENDING'] });
});

test('the camera reads the QR code of the member card and checks the member in', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const cardClass = await classStartingSoon(page, admin, 'Camera studio', { roomName: 'Card studio', classtype: 'Boxing' });
  const holder = await cardHolder(page, admin, 'Cam', { pass: true });
  const video = test.info().outputPath('member-card.y4m');
  qrVideo(holder.keyNumber, video);
  const config = test.info().project.use;
  let camera: Browser | undefined;
  try {
    camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...(config.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    const context = await camera.newContext({ baseURL: config.baseURL, viewport: { width: 1024, height: 768 }, timezoneId: clubTimeZone(), locale: 'en-US' });
    const tablet = await context.newPage();
    await pairAndOpen(tablet, admin, cardClass.locationName);
    await tablet.getByRole('button', { name: 'Scan your card' }).click();
    const dialog = tablet.getByRole('dialog', { name: "Hold your member card's QR code up to the camera" });
    await expect(dialog.getByText('Looking for a QR code…')).toBeVisible();
    await expect(tablet.getByRole('status', { name: 'Check-in' })).toHaveText(`Welcome, ${holder.displayName}: checked in to Boxing ${cardClass.start}`, { timeout: 40_000 });
    await expect(dialog).toHaveCount(0);
    // Axe once the dialog is gone: the camera may read the code while the dialog still fades in or out, and a
    // half-transparent title measures as faint text.
    await expectNoSeriousAxeViolations(tablet);
    await expect.poll(() => attendancesOf(page, admin, cardClass)).toEqual({ [holder.firstName]: ['ATTENDING'] });
  } finally {
    await camera?.close();
  }
});

test('a member with a pass who did not book finds their name and is checked in as a walk-in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const cardClass = await classStartingSoon(page, admin, 'Walk-in studio', { roomName: 'Card studio', classtype: 'Boxing' });
  const holder = await cardHolder(page, admin, 'Walker', { pass: true });
  const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await pairAndOpen(tablet, admin, cardClass.locationName);
  await tablet.getByRole('link', { name: new RegExp(`^${cardClass.start}–`) }).click();
  await expect(tablet.getByText('Nobody is booked for this class yet.')).toBeVisible();
  await expect(tablet.getByRole('heading', { name: 'Not on the list? Find your name' })).toBeVisible();

  const search = tablet.getByLabel('Your first or last name');
  await search.fill('W');
  await expect(tablet.getByRole('list', { name: 'Members found' }).getByRole('button')).toHaveCount(0);
  await search.fill(holder.firstName);
  const walker = tablet.getByRole('list', { name: 'Members found' }).getByRole('button', { name: holder.displayName });
  await expect(walker).toBeVisible();
  expect((await walker.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await expect(tablet.getByText(holder.email)).toHaveCount(0);
  await expectNoSeriousAxeViolations(tablet);
  await walker.click();

  await expect(tablet.getByRole('region', { name: 'Walk-in check-in' }).getByRole('status', { name: 'Check-in' })).toHaveText(`Welcome, ${holder.displayName}: you are checked in.`);
  await expect(tablet.getByRole('list', { name: 'Names' }).getByText(holder.displayName)).toBeVisible();
  await expect(tablet.getByRole('list', { name: 'Names' }).getByText('Checked in')).toBeVisible();
  await expectNoSeriousAxeViolations(tablet);
  await expect.poll(() => attendancesOf(page, admin, cardClass)).toEqual({ [holder.firstName]: ['ATTENDING'] });
});
