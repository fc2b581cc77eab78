import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { attendancesOf, bookedMember, lateClassOfItsOwn, pairKiosk } from '../support/kiosk.js';
import { login, portal } from '../support/session.js';

const WORKFLOW = ['bookingDaysInAdvance', 'cancelHoursBefore', 'creditValidityDays', 'maxPausesPerYear', 'minPauseDays', 'trialPassLimit'] as const;

/** Runs `change` while a booking of today's class can still be cancelled (the club's window set to 0 hours), then puts the club's settings back. */
async function withoutCancelWindow(page: Page, admin: string, change: () => Promise<unknown>): Promise<void> {
  const update = 'mutation($input: UpdateClubWorkflowSettingsInput!) { updateClubWorkflowSettings(input: $input) { cancelHoursBefore } }';
  const { clubSettings } = await graphql<{ clubSettings: Record<(typeof WORKFLOW)[number], number> }>(page, `{ clubSettings { ${WORKFLOW.join(' ')} } }`, {}, admin);
  const workflow = Object.fromEntries(WORKFLOW.map((field) => [field, clubSettings[field]]));
  await graphql(page, update, { input: { ...workflow, cancelHoursBefore: 0 } }, admin);
  try {
    await change();
  } finally {
    await graphql(page, update, { input: workflow }, admin);
  }
}

test('the kiosk keeps check-ins while offline, sends each once when back, and a refused one reaches the back office', async ({ page, browser }) => {
  // Two browsers, a dozen API calls and a service worker on a shared, busy machine.
  test.setTimeout(180_000);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const location = `Annex ${randomUUID().slice(0, 6)}`;
  const occurrence = await lateClassOfItsOwn(page, admin, location);
  for (const name of ['Ada', 'Ben', 'Eve']) await bookedMember(page, admin, name, occurrence);
  const casBooking = await bookedMember(page, admin, 'Cas', occurrence);

  // The tablet pairs and opens the class.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await context.newPage();
  await pairKiosk(page, admin, tablet, 'Annex door');
  await tablet.getByRole('link', { name: location }).click();
  await tablet.getByRole('link', { name: /^23:00–23:45/ }).click();
  const names = tablet.getByRole('list', { name: 'Names' });
  const nameButton = (name: string) => names.getByRole('button', { name: new RegExp(`^${name} K\\.`) });
  await expect(nameButton('Ada')).toContainText('Booked');
  expect((await nameButton('Ada').boundingBox())?.height).toBeGreaterThanOrEqual(48);

  // Online: a tap checks Ada in.
  await nameButton('Ada').click();
  await expect(nameButton('Ada')).toContainText('Checked in');
  await expectNoSeriousAxeViolations(tablet);
  await expect.poll(() => attendancesOf(page, admin, occurrence).then((a) => a.Ada)).toEqual(['ATTENDING']);

  // The service worker keeps the kiosk's shell before the internet goes (it installs on the first kiosk page and
  // takes over only once its precache is complete; what it keeps is checked in kiosk-pwa.spec.ts).
  await expect.poll(() => tablet.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

  // The club's internet drops: the whole tablet goes offline (setOffline, not a route on GraphQL: the browser's
  // own offline state and events, as a tablet losing its Wi-Fi sees them, and the service worker cut off too).
  await context.setOffline(true);
  await expect(tablet.getByRole('status', { name: 'Connection' })).toHaveText('offline, 0 waiting');
  for (const name of ['Ben', 'Eve', 'Cas']) {
    await nameButton(name).click();
    await expect(nameButton(name)).toContainText('Saved, waiting to send');
  }
  await expect(tablet.getByRole('status', { name: 'Connection' })).toHaveText('offline, 3 waiting');
  await expectNoSeriousAxeViolations(tablet);

  // A reload without internet still opens the kiosk (its service worker) with the list and the waiting check-ins.
  await tablet.reload();
  await expect(nameButton('Ben')).toContainText('Saved, waiting to send');
  await expect(tablet.getByRole('status', { name: 'Connection' })).toHaveText('offline, 3 waiting');

  // Meanwhile the desk cancels Cas's booking and gives the last space to Dan: Cas's check-in will find the class full.
  await withoutCancelWindow(page, admin, () =>
    graphql(page, 'mutation($input: UpdateScheduleItemAttendanceInput!) { updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }', {
      input: { id: casBooking, bookingStatus: 'CANCELLED' },
    }, admin),
  );
  await bookedMember(page, admin, 'Dan', occurrence);

  // Back online: the queue drains in tap order, each check-in once.
  await context.setOffline(false);
  await expect(tablet.getByRole('status', { name: 'Connection' })).toHaveText('', { timeout: 30_000 });
  await expect(nameButton('Ben')).toContainText(/^Ben K\.Checked in$/);
  await expect(nameButton('Eve')).toContainText(/^Eve K\.Checked in$/);
  const after = await attendancesOf(page, admin, occurrence);
  expect(after).toEqual({ Ada: ['ATTENDING'], Ben: ['ATTENDING'], Eve: ['ATTENDING'], Cas: ['CANCELLED'], Dan: ['BOOKED'] });

  // The back office: the class's attendance page shows the three ATTENDING and Cas refused at the kiosk.
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal(`/backoffice/schedule/attendance/${encodeURIComponent(occurrence.scheduleItem)}/${occurrence.date}`));
  await expect(page.getByRole('tab', { name: 'Attending (3)' })).toBeVisible({ timeout: 15_000 });
  const refusals = page.getByRole('region', { name: 'Refused at the kiosk' });
  await expect(refusals.getByText(/^Cas Kiosk · \d\d:\d\d · Annex door$/)).toBeVisible();
  await expect(refusals.getByText('This class is full.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await refusals.getByRole('button', { name: 'Dismiss Cas Kiosk' }).click();
  await expect(refusals).toHaveCount(0);
  await context.close();
});
