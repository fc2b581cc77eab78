import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { DEMO_ACCOUNTS, newAccount, type Account } from '../../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { graphql, shopClasspassId, tokenOf, type ApiClient } from '../../support/api.js';
import { expectBackOfficeLayout } from '../../support/backoffice-layout.js';
import { clubDate } from '../../support/club-time-zone.js';
import { E2E_ORIGIN } from '../../support/env.js';
import { expectNothingClipped } from '../../support/layout.js';
import { readLatestMail } from '../../support/mail.js';
import { seedClassAtNewLocation } from '../../support/seed-class.js';
import { login, portal } from '../../support/session.js';
import { badge, longDate } from './support.js';

// Issue 24's done-when: a full class of a type with a waitlist; member A joins its line from the booking page, member
// B cancels, A is booked and mailed. Each step builds on the one before.
test.describe.configure({ mode: 'serial' });

// Three weeks ahead: within the booking window, far from the promotion cutoff, in a week no other spec reads.
const DAYS_AHEAD = 22;
const run = randomUUID().slice(0, 6);
const className = `Waitlist Boxing ${run}`;
const waiting: Account = newAccount('Wanda');
const cancelling: Account = newAccount('Bram');
let api: APIRequestContext;
let occurrence: { scheduleItem: string; date: string };

/** One GraphQL call as the admin. */
async function asAdmin<T>(client: ApiClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graphql<T>(client, query, variables, await tokenOf(client, DEMO_ACCOUNTS.admin));
}

/** The id of the account with this email. */
async function accountIdOf(client: ApiClient, email: string): Promise<string> {
  const { accounts } = await asAdmin<{ accounts: { edges: { node: { id: string } }[] } }>(client, 'query($search: String!) { accounts(first: 1, search: $search) { edges { node { id } } } }', {
    search: email,
  });
  const id = accounts.edges[0]?.node.id;
  if (!id) throw new Error(`no account ${email}`);
  return id;
}

/** Registers the account as the portal does and sells it a 10-class pass at the desk; answers the pass's id. */
async function memberWithPass(client: ApiClient, account: Account): Promise<string> {
  const { register } = await graphql<{ register: { success: boolean; errors: unknown[] } }>(
    client,
    'mutation($email: String!, $firstName: String!, $lastName: String!, $password: String!) { register(email: $email, firstName: $firstName, lastName: $lastName, password1: $password, password2: $password) { success errors { field message } } }',
    { email: account.email, firstName: account.firstName, lastName: account.lastName, password: account.password },
  );
  if (!register.success) throw new Error(`registering ${account.email}: ${JSON.stringify(register.errors)}`);
  const { sellAccountClasspass } = await asAdmin<{ sellAccountClasspass: { accountClasspass: { id: string } } }>(
    client,
    'mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { accountClasspass { id } } }',
    { input: { account: await accountIdOf(client, account.email), organizationClasspass: await shopClasspassId(client, '10-class pass') } },
  );
  return sellAccountClasspass.accountClasspass.id;
}

/** ui-notes "Everyone": at 1280 and at 360 px nothing is cut off and axe finds nothing serious; back at 1280 after. */
async function expectFitsAndAccessible(page: Page, check: (page: Page) => Promise<void> = expectNothingClipped): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await check(page);
    await expectNoSeriousAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const attendancePath = () => portal(`/backoffice/schedule/attendance/${encodeURIComponent(occurrence.scheduleItem)}/${occurrence.date}`);
const attendanceTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const classCard = (page: Page) => page.getByTestId('attendance').filter({ hasText: className }).filter({ hasText: longDate(dayjs(occurrence.date)) });

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E_ORIGIN });
  const client = { request: api };
  await asAdmin(client, 'mutation($input: CreateOrganizationClasstypeInput!) { createOrganizationClasstype(input: $input) { organizationClasstype { id } } }', {
    input: { name: className, waitlist: true },
  });
  const date = clubDate(DAYS_AHEAD);
  const seeded = await seedClassAtNewLocation((query, variables) => asAdmin(client, query, variables), {
    locationName: `Waitlist studio ${run}`,
    roomName: 'Ring',
    date,
    timeStart: '18:00',
    timeEnd: '19:00',
    spaces: 1,
    walkInSpaces: 0,
    displayPublic: true,
    classtype: className,
    // The portal lists only classes with an instructor.
    instructor: await accountIdOf(client, DEMO_ACCOUNTS.coach.email),
  });
  occurrence = { scheduleItem: seeded.scheduleItem, date };
  await memberWithPass(client, waiting);
  // B takes the class's one place online, with their own pass: the class is full.
  const pass = await memberWithPass(client, cancelling);
  await graphql(
    client,
    'mutation($input: CreateScheduleItemAttendanceInput!) { createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }',
    { input: { scheduleItem: occurrence.scheduleItem, date, attendanceType: 'CLASSPASS', accountClasspass: pass } },
    await tokenOf(client, cancelling),
  );
});

test.afterAll(async () => {
  await api.dispose();
});

test('the schedule offers "Join waitlist" on the full class, leading to its booking page', async ({ page }) => {
  await login(page, waiting);
  await page.goto(portal('/book-your-spot'));
  for (let week = 0; week < Math.floor(DAYS_AHEAD / 7); week += 1) await page.getByRole('button', { name: 'Next week' }).click();
  const row = page.getByTestId('schedule-class').filter({ hasText: className });
  await expect(row.getByRole('button', { name: 'Full' })).toBeDisabled();
  await expect(row.getByRole('link', { name: 'Join waitlist' })).toBeVisible();
  await expectFitsAndAccessible(page);

  await row.getByRole('link', { name: 'Join waitlist' }).click();
  await expect(page).toHaveURL(new RegExp(`/book-your-spot/book/[^/]+/${occurrence.date}/$`));
  await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible();
});

test('member A joins the waitlist from the booking page and sees their position', async ({ page }) => {
  await login(page, waiting);
  await page.goto(portal(`/book-your-spot/book/${encodeURIComponent(occurrence.scheduleItem)}/${occurrence.date}/`));
  const waitlist = page.getByTestId('class-waitlist');
  await expect(waitlist.getByText('This class is full. Join the waitlist: when a place comes free you are booked with your pass and mailed.')).toBeVisible();
  await expectFitsAndAccessible(page);

  await waitlist.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(waitlist.getByText('Waitlist: position 1')).toBeVisible();
  await expect(waitlist.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();
  await expectFitsAndAccessible(page);
});

test("member A's place in line is listed under My classes", async ({ page }) => {
  await login(page, waiting);
  await page.goto(portal('/user/classes'));
  const place = page.getByTestId('waitlist-place').filter({ hasText: className });
  await expect(place.getByText('Waitlist: position 1')).toBeVisible();
  await expect(classCard(page)).toHaveCount(0);
  await expectFitsAndAccessible(page);
});

test("the class's attendance screen lists member A on its Waitlist tab", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(attendancePath());
  await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Waitlist (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Waitlist (1)' }).click();
  const line = page.getByRole('list', { name: 'Waitlist' });
  await expect(line.getByRole('listitem')).toHaveCount(1);
  const first = line.getByRole('listitem').first();
  await expect(first.getByText('1.', { exact: true })).toBeVisible();
  await expect(first).toContainText(`${waiting.firstName} ${waiting.lastName}`);
  await expectFitsAndAccessible(page, expectBackOfficeLayout);
});

test('member B cancels their booking of the full class', async ({ page }) => {
  await login(page, cancelling);
  await page.goto(portal('/user/classes'));
  const card = classCard(page);
  await expect(badge(card, 'BOOKED')).toBeVisible();
  await expectFitsAndAccessible(page);

  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(badge(card, 'CANCELLED')).toBeVisible();
  await expectFitsAndAccessible(page);
});

test('member A is booked in the freed place: My classes shows the booking and no waitlist place', async ({ page }) => {
  await login(page, waiting);
  await page.goto(portal('/user/classes'));
  const card = classCard(page);
  await expect(badge(card, 'BOOKED')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByTestId('waitlist-place')).toHaveCount(0);
  await expectFitsAndAccessible(page);

  await page.goto(portal(`/book-your-spot/book/${encodeURIComponent(occurrence.scheduleItem)}/${occurrence.date}/`));
  await expect(page.getByText('You have an existing booking for this class.')).toBeVisible();
  await expect(page.getByTestId('class-waitlist')).toHaveCount(0);
  await expectFitsAndAccessible(page);
});

test("member A's promotion mail is in the mail folder", async () => {
  const mail = await readLatestMail(waiting.email, { containing: 'you were first on the waitlist' });
  expect(mail.subject).toBe(`You're booked for ${className} on ${occurrence.date} at 18:00`);
  expect(mail.text).toContain(`Hello ${waiting.firstName},`);
  expect(mail.text).toContain('/user/classes');
});

test("the attendance screen shows member A booked and an empty Waitlist tab", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(attendancePath());
  await attendanceTab(page, 'Booked').click();
  await expect(page.getByRole('row').filter({ hasText: `${waiting.firstName} ${waiting.lastName}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Waitlist (0)' }).click();
  await expect(page.getByText('Nobody is waiting for a place.')).toBeVisible();
  await expectFitsAndAccessible(page, expectBackOfficeLayout);
});
