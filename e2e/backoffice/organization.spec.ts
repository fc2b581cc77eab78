import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { atPortalPath, login, portal, toast } from '../support/session.js';
import { PNG } from '../support/images.js';

// Two long stories (six screens, each checked with axe): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

interface ScheduleDay {
  date: string;
  classes: { scheduleItemId: string; bookingStatus: string; holidayName: string; organizationLocationRoom: { organizationLocation: { name: string } } }[];
}

/** A demo class five weeks ahead (no other test books that far out), as the public schedule API shows it. */
async function classFiveWeeksAhead(page: Page): Promise<ScheduleDay['classes'][number] & { date: string }> {
  const data = await graphql<{ scheduleClasses: ScheduleDay[] }>(
    page,
    `query($from: Date!, $until: Date!) { scheduleClasses(dateFrom: $from, dateUntil: $until) { date classes { scheduleItemId bookingStatus holidayName organizationLocationRoom { organizationLocation { name } } } } }`,
    { from: isoDate(35), until: isoDate(41) },
  );
  const day = data.scheduleClasses.find((d) => d.classes.length > 0)!;
  return { ...day.classes[0]!, date: day.date };
}

async function scheduleStatus(page: Page, scheduleItemId: string, date: string): Promise<string | undefined> {
  const data = await graphql<{ scheduleClasses: ScheduleDay[] }>(
    page,
    `query($date: Date!) { scheduleClasses(dateFrom: $date, dateUntil: $date) { date classes { scheduleItemId bookingStatus holidayName organizationLocationRoom { organizationLocation { name } } } } }`,
    { date },
  );
  return data.scheduleClasses.flatMap((d) => d.classes).find((c) => c.scheduleItemId === scheduleItemId)?.bookingStatus;
}

async function openScreen(page: Page, name: string, heading: string) {
  await page.goto(portal('/backoffice/organization'));
  await page.getByRole('main').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Toasts hide by themselves (4000 ms); their close button is Mantine's, outside the page under test. */
async function toastsGone(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
}

/** A multi-select without a search keeps its text field 1 px wide, taking no clicks (its box does): open it by keyboard. */
async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).press('ArrowDown');
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('an admin sets up a location with a room, a class type with an image, a level, a pass product in a group and a holiday', async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  await login(page, DEMO_ACCOUNTS.admin);

  // Locations and rooms
  await page.goto(portal('/backoffice/organization'));
  await expect(page.getByRole('heading', { name: 'Organization', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await openScreen(page, 'Locations and rooms', 'Locations');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Add location' }).click();
  await expect(page.getByRole('heading', { name: 'New location' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Name').fill(`Riverside ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Location added')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Riverside ${id}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rooms', selected: true })).toBeVisible();
  await page.getByLabel('New room').fill('Ring East');
  await page.getByRole('button', { name: 'Add room' }).click();
  await expect(page.getByRole('list', { name: 'Rooms' }).getByText('Ring East')).toBeVisible();
  await toastsGone(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: '← Locations' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Riverside ${id}` })).toContainText('Ring East');

  // Class types, with a picture
  await openScreen(page, 'Class types', 'Class types');
  await page.getByRole('link', { name: 'Add class type' }).click();
  await page.getByLabel('Name').fill(`Kickboxing ${id}`);
  await page.getByLabel('Description', { exact: true }).fill('Kicks, knees and punches.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'kickboxing.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: `Image of Kickboxing ${id}` });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Class type added')).toBeVisible();
  await expect(page).toHaveURL(atPortalPath('/backoffice/organization/classtypes'));
  await expect(page.getByRole('row').filter({ hasText: `Kickboxing ${id}` }).locator('img')).toBeVisible();
  await toastsGone(page);
  await expectNoSeriousAxeViolations(page);

  // Levels
  await openScreen(page, 'Levels', 'Levels');
  await page.getByRole('link', { name: 'Add level' }).click();
  await page.getByLabel('Name').fill(`Advanced ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: `Advanced ${id}` })).toBeVisible();
  await toastsGone(page);
  await expectNoSeriousAxeViolations(page);

  // A pass group, then a product in it
  await openScreen(page, 'Class pass groups', 'Class pass groups');
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByLabel('Name').fill(`Boxing classes ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: `Boxing classes ${id}` })).toBeVisible();
  await toastsGone(page);
  await expectNoSeriousAxeViolations(page);

  await openScreen(page, 'Class passes', 'Class passes');
  await page.getByRole('link', { name: 'Add class pass' }).click();
  await page.getByLabel('Name').fill(`Five rounds ${id}`);
  await page.getByRole('textbox', { name: 'Price' }).fill('60.505');
  await page.getByRole('textbox', { name: 'Validity', exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input an amount with at most 2 decimals')).toBeVisible();
  await expect(page.getByText('Please input a number above 0')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('textbox', { name: 'Price' }).fill('60');
  await page.getByRole('textbox', { name: 'Validity', exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'Classes', exact: true }).fill('5');
  await chooseOption(page, 'Class pass groups', `Boxing classes ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Class pass added')).toBeVisible();
  const passRow = page.getByRole('row').filter({ hasText: `Five rounds ${id}` });
  await expect(passRow).toContainText('2 months');
  await expect(passRow).toContainText('Shop, Public');
  await passRow.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Five rounds ${id}` })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Details' }).getByText(`Boxing classes ${id}`)).toBeVisible();
  await toastsGone(page);
  await expectNoSeriousAxeViolations(page);

  // A holiday closes a location: its class shows HOLIDAY on that date
  const demoClass = await classFiveWeeksAhead(page);
  expect(demoClass.bookingStatus).not.toBe('HOLIDAY');
  await openScreen(page, 'Holidays', 'Holidays');
  await page.getByRole('link', { name: 'Add holiday' }).click();
  await page.getByLabel('Name').fill(`Closed for painting ${id}`);
  await page.getByLabel('First day').fill(demoClass.date);
  await page.getByLabel('Last day').fill(demoClass.date);
  await chooseOption(page, 'Locations', demoClass.organizationLocationRoom.organizationLocation.name);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Holiday added')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Closed for painting ${id}` })).toContainText(demoClass.organizationLocationRoom.organizationLocation.name);
  await toastsGone(page);
  await expectNoSeriousAxeViolations(page);
  await expect.poll(() => scheduleStatus(page, demoClass.scheduleItemId, demoClass.date)).toBe('HOLIDAY');

  // Deleting it opens the class again.
  await page.getByRole('link', { name: `Closed for painting ${id}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Holiday deleted')).toBeVisible();
  await expect.poll(() => scheduleStatus(page, demoClass.scheduleItemId, demoClass.date)).toBe(demoClass.bookingStatus);
});

test('the front desk sees the set-up but is offered no change, and the server refuses one', async ({ page }) => {
  const desk = newAccount('Frankie');
  const registered = await graphql<{ register: { authData: { token: string } } }>(
    page,
    `mutation($email: String!, $password: String!, $first: String!, $last: String!) { register(email: $email, password1: $password, password2: $password, firstName: $first, lastName: $last) { authData { token } } }`,
    { email: desk.email, password: desk.password, first: desk.firstName, last: desk.lastName },
  );
  const deskToken = registered.register.authData.token;
  const me = await graphql<{ user: { id: string } }>(page, `{ user { id } }`, {}, deskToken);
  await graphql(page, `mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { __typename } }`, { input: { account: me.user.id, roles: ['FRONT_DESK'] } }, await tokenOf(page, DEMO_ACCOUNTS.admin));

  // Signed in through the login page, with time for a busy machine (a staff account lands on the welcome page).
  await page.goto(portal('/user/login'));
  await page.getByLabel('Email').fill(desk.email);
  await page.getByLabel('Password', { exact: true }).fill(desk.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
  await openScreen(page, 'Locations and rooms', 'Locations');
  const firstLocation = page.getByRole('row').nth(1).getByRole('link');
  await expect(firstLocation).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add location' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await firstLocation.click();
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await openScreen(page, 'Class passes', 'Class passes');
  await expect(page.getByRole('link', { name: 'Add class pass' })).toHaveCount(0);

  const refused = await page.request.post(portal('/d/graphql/'), {
    data: { query: `mutation { createOrganizationLocation(input: { name: "Annex" }) { organizationLocation { id } } }` },
    headers: { authorization: `JWT ${await tokenOf(page, desk)}` },
  });
  expect((await refused.json()).errors[0].extensions.code).toBe('PERMISSION_DENIED');
});
