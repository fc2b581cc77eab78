import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { attendancesOf, cardHolder, classStartingSoon, pairKiosk } from '../support/kiosk.js';
import { expectNothingClipped } from '../support/layout.js';
import { login, portal } from '../support/session.js';

const QUEUED = 'Saved on this tablet: you will be checked in when the connection is back.';

/** An instructor of the test's own (registered, then given the INSTRUCTOR role by the admin). */
async function instructor(page: Page, admin: string) {
  const account = newAccount('Ines');
  const { register } = await graphql<{ register: { authData: { token: string } } }>(
    page,
    'mutation($email: String!, $password: String!, $first: String!, $last: String!) { register(email: $email, password1: $password, password2: $password, firstName: $first, lastName: $last) { authData { token } } }',
    { email: account.email, password: account.password, first: account.firstName, last: account.lastName },
  );
  const { user } = await graphql<{ user: { id: string } }>(page, '{ user { id } }', {}, register.authData.token);
  await graphql(page, 'mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { __typename } }', { input: { account: user.id, roles: ['INSTRUCTOR'] } }, admin);
  return { ...account, id: user.id };
}

test('offline, key-fob scans and a name tap wait on the tablet and count once when back; an unknown card reaches the home, and the instructor sees a refusal arrive', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const teacher = await instructor(page, admin);
  // Open for check-in now (it starts in 30 minutes), so the scan has a class to go to.
  const occurrence = await classStartingSoon(page, admin, `Fob hall ${randomUUID().slice(0, 6)}`, { roomName: 'Mat room', instructor: teacher.id });
  const { scheduleItem, locationName, start, end } = occurrence;
  const fay = await cardHolder(page, admin, 'Fay', { pass: true });
  const gus = await cardHolder(page, admin, 'Gus', { pass: true, bookInto: occurrence });
  const hal = await cardHolder(page, admin, 'Hal', { pass: false });

  // The tablet pairs, opens the location and the class once online (it keeps both answers for offline use).
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await context.newPage();
  await pairKiosk(page, admin, tablet, 'Fob door');
  await tablet.getByRole('link', { name: locationName }).click();
  const classLink = tablet.getByRole('link', { name: new RegExp(`^${start}–${end} `) });
  await classLink.click();
  const gusButton = tablet.getByRole('list', { name: 'Names' }).getByRole('button', { name: new RegExp(`^${gus.displayName}`) });
  await expect(gusButton).toContainText('Booked');
  await tablet.goBack();
  await expect(classLink).toBeVisible();

  // The club's internet drops. Fay's key fob types her number and Enter: kept on the tablet, and she is told so.
  await context.setOffline(true);
  const connection = tablet.getByRole('status', { name: 'Connection' });
  await expect(connection).toHaveText('offline, 0 waiting');
  await tablet.keyboard.type(fay.keyNumber);
  await tablet.keyboard.press('Enter');
  await expect(tablet.getByRole('status', { name: 'Check-in', exact: true })).toHaveText(QUEUED);
  await expect(connection).toHaveText('offline, 1 waiting');
  await expectNoSeriousAxeViolations(tablet);
  // A card nobody holds cannot be told from a member's while offline: kept as well.
  const unknownCard = String(4_950_000_000 + Math.floor(Math.random() * 40_000_000));
  await tablet.keyboard.type(unknownCard);
  await tablet.keyboard.press('Enter');
  await expect(connection).toHaveText('offline, 2 waiting');

  // Gus taps his name in the class list (the tablet's stored copy): kept too, and the screen says so.
  await classLink.click();
  await gusButton.click();
  await expect(gusButton).toContainText('Saved, waiting to send');
  await expect(tablet.getByRole('status', { name: 'Check-in by name' })).toHaveText(`Thank you, ${gus.displayName}. ${QUEUED}`);
  await expect(connection).toHaveText('offline, 3 waiting');
  await expectNoSeriousAxeViolations(tablet);
  expect(await attendancesOf(page, admin, occurrence)).toEqual({ [gus.firstName]: ['BOOKED'] });

  // Back online: both are sent, each exactly once.
  await context.setOffline(false);
  await expect(connection).toHaveText('', { timeout: 30_000 });
  await expect(gusButton).toContainText(/Checked in$/);
  await expect
    .poll(() => attendancesOf(page, admin, occurrence))
    .toEqual({ [fay.firstName]: ['ATTENDING'], [gus.firstName]: ['ATTENDING'] });

  // The unknown card was refused when it arrived. It belongs to no class, so the desk finds it on the home page
  // with where and when it was scanned, and dismisses it once dealt with.
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice'));
  const scans = page.getByRole('heading', { name: 'Card scans refused at the kiosk', level: 2 }).locator('..');
  await expect(scans.getByText(new RegExp(`^Card ${unknownCard} · \\d\\d:\\d\\d · ${locationName} · Fob door$`))).toBeVisible();
  await expect(scans.getByText('This card is not known here: please see the desk.').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // A long line (card, time, location, kiosk) wraps beside its Dismiss button, which keeps its whole label.
  await expectNothingClipped(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNothingClipped(page);
  await scans.getByRole('button', { name: `Dismiss Card ${unknownCard}` }).click();
  await expect(scans.getByText(new RegExp(`^Card ${unknownCard} `))).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The instructor opens the attendance page of the class they teach: nothing refused yet.
  await login(page, teacher);
  await page.goto(portal(`/backoffice/schedule/attendance/${encodeURIComponent(scheduleItem)}/${occurrence.date}`));
  await expect(page.getByRole('tab', { name: 'Attending (2)' })).toBeVisible({ timeout: 15_000 });
  const refusals = page.getByRole('region', { name: 'Refused at the kiosk' });
  await expect(refusals).toHaveCount(0);

  // Hal scans his card with nothing valid: the kiosk sends him to the desk, and the instructor's page shows him
  // on its own (no reload), without a Dismiss button (that stays with staff who may edit attendance). The tablet
  // may have gone back to its start screen meanwhile (20 s without use): it opens the location again.
  await tablet.goto(portal('/checkin'));
  await tablet.getByRole('link', { name: locationName }).click();
  await expect(classLink).toBeVisible();
  await tablet.keyboard.type(hal.keyNumber);
  await tablet.keyboard.press('Enter');
  await expect(tablet.getByRole('status', { name: 'Check-in', exact: true })).toHaveText('No valid class pass for this class: please see the desk.');
  await expectNoSeriousAxeViolations(tablet);
  await expect(refusals.getByText(new RegExp(`^${hal.firstName} Kiosk · \\d\\d:\\d\\d · Fob door$`))).toBeVisible({ timeout: 45_000 });
  await expect(refusals.getByText('No valid class pass for this class: please see the desk.')).toBeVisible();
  await expect(refusals.getByRole('button', { name: `Dismiss ${hal.firstName} Kiosk` })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});
