import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { pairKiosk } from '../support/kiosk.js';
import { login, portal } from '../support/session.js';

const LOCATION = 'Northside Main';

/** Books the demo member into today's last class at the location (with his pass) and answers the class, with its start as HH:mm. */
async function bookMemberToday(page: Page, adminToken: string): Promise<{ startTime: string; scheduleItem: string; date: string }> {
  const { kioskLocations } = await graphql<{ kioskLocations: { id: string; name: string }[] }>(page, '{ kioskLocations { id name } }', {}, adminToken);
  const location = kioskLocations.find((l) => l.name === LOCATION)!;
  const { kioskClasses } = await graphql<{ kioskClasses: { scheduleItemId: string; date: string; timeStart: string }[] }>(
    page,
    'query($location: ID!) { kioskClasses(location: $location) { scheduleItemId date timeStart } }',
    { location: location.id },
    adminToken,
  );
  const last = kioskClasses.at(-1)!;
  const member = await tokenOf(page, DEMO_ACCOUNTS.member);
  const passes = await graphql<{ accountClasspasses: { edges: { node: { id: string; organizationClasspass: { name: string } } }[] } }>(
    page,
    '{ accountClasspasses(first: 10) { edges { node { id organizationClasspass { name } } } } }',
    {},
    member,
  );
  const tenClasses = passes.accountClasspasses.edges.find((edge) => edge.node.organizationClasspass.name === '10-class pass')!.node;
  await graphql(
    page,
    'mutation($input: CreateScheduleItemAttendanceInput!) { createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }',
    { input: { scheduleItem: last.scheduleItemId, accountClasspass: tenClasses.id, date: last.date, attendanceType: 'CLASSPASS', bookingStatus: 'BOOKED' } },
    member,
  );
  return { startTime: last.timeStart.slice(0, 5), scheduleItem: last.scheduleItemId, date: last.date };
}

test("the admin pairs a kiosk, which finds a booked member by name in one of today's classes, until the admin revokes it", async ({ page, browser }) => {
  // Two browsers through a whole flow on a shared, busy machine.
  test.setTimeout(120_000);
  const adminToken = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const { startTime, scheduleItem, date } = await bookMemberToday(page, adminToken);

  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/settings'));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Check-in kiosks' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in kiosks', level: 1 })).toBeVisible();
  // The run's server is shared: another spec (kiosk-offline, which runs first) may have paired a kiosk already.
  const { checkinDevices } = await graphql<{ checkinDevices: { name: string }[] }>(page, '{ checkinDevices { name } }', {}, adminToken);
  if (checkinDevices.length === 0) await expect(page.getByText('No kiosks paired yet. Pair a kiosk to let members check themselves in at the door.')).toBeVisible();
  else await expect(page.getByRole('row').filter({ hasText: checkinDevices[0]!.name }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pair a kiosk' }).click();
  const code = (await page.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByText(/The code works once, until/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The tablet: a browser of its own, signed in to nothing.
  const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await tablet.goto(portal('/user/welcome'));
  await tablet.getByRole('link', { name: 'Open Self check-in' }).click();
  await expect(tablet.getByRole('heading', { name: 'Pair this kiosk' })).toBeVisible();
  await expect(tablet.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect((await tablet.getByRole('main').boundingBox())?.height).toBeGreaterThanOrEqual(768);
  await expectNoSeriousAxeViolations(tablet);
  await tablet.getByLabel('Pairing code').fill('WRONG234');
  await tablet.getByLabel('Name of this kiosk').fill('Front door');
  await tablet.getByRole('button', { name: 'Pair' }).click();
  await expect(tablet.getByText('This pairing code is not valid. Ask staff for a new one.')).toBeVisible();
  await tablet.getByLabel('Pairing code').fill(code.toLowerCase());
  await tablet.getByRole('button', { name: 'Pair' }).click();

  await expect(tablet.getByRole('heading', { name: 'Self check-in' })).toBeVisible();
  await expectNoSeriousAxeViolations(tablet);
  const location = tablet.getByRole('link', { name: LOCATION });
  expect((await location.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await location.click();
  await expect(tablet.getByRole('heading', { name: "Today's classes" })).toBeVisible();
  await expectNoSeriousAxeViolations(tablet);
  await tablet.getByRole('link', { name: new RegExp(`^${startTime}–`) }).click();

  const names = tablet.getByRole('list', { name: 'Names' });
  await expect(names.getByText('Milan M.')).toBeVisible();
  await expect(tablet.getByText('member@northside.example')).toHaveCount(0);
  await expectNoSeriousAxeViolations(tablet);
  await tablet.getByLabel('Find your name').fill('mil');
  await expect(names.getByText('Milan M.')).toBeVisible();

  // A tap on the name checks Milan in: the row says so, and the back office's list has him ATTENDING.
  const milan = names.getByRole('button', { name: /^Milan M\./ });
  expect((await milan.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await milan.click();
  await expect(milan).toContainText('Checked in');
  await expectNoSeriousAxeViolations(tablet);
  const statuses = async () => {
    const { scheduleClassAttendanceList } = await graphql<{ scheduleClassAttendanceList: { attendances: { firstName: string; bookingStatus: string }[] } }>(
      page,
      'query($item: ID!, $date: Date!) { scheduleClassAttendanceList(scheduleItem: $item, date: $date) { attendances { firstName bookingStatus } } }',
      { item: scheduleItem, date },
      adminToken,
    );
    return scheduleClassAttendanceList.attendances.filter((a) => a.firstName === 'Milan').map((a) => a.bookingStatus);
  };
  await expect.poll(statuses).toEqual(['ATTENDING']);
  await tablet.getByLabel('Find your name').fill('xavier');
  await expect(names.getByText('Milan M.')).toHaveCount(0);
  await expect(tablet.getByText('No name matches. Please see the desk.')).toBeVisible();

  // The back office lists the kiosk; revoking it sends the tablet back to the pairing form.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Front door' });
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'Revoke Front door' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke Front door?' });
  await expect(dialog.getByText('The kiosk is signed out at once and shows the pairing form; pairing it again needs a new code.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText(/^Revoked /)).toBeVisible();

  // Left alone, the tablet goes back to its start screen (20 s), where the revoked session ends in the pairing form.
  await expect(tablet.getByRole('heading', { name: 'Pair this kiosk' })).toBeVisible({ timeout: 30_000 });
  await expect(tablet.getByText('Milan M.')).toHaveCount(0);
});

test('a paired kiosk left alone goes back to its start screen after 20 seconds', async ({ page }) => {
  test.setTimeout(60_000);
  await pairKiosk(page, await tokenOf(page, DEMO_ACCOUNTS.admin), page, 'Side door');
  await page.getByRole('link', { name: LOCATION }).click();
  await expect(page.getByRole('heading', { name: "Today's classes" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Self check-in' })).toBeVisible({ timeout: 25_000 });
});
