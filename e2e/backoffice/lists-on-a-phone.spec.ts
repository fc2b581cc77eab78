import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubDate } from '../support/club-time-zone.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { bookedMember, cardHolder, type Occurrence } from '../support/kiosk.js';
import { seedClassAtNewLocation } from '../support/seed-class.js';
import { login, portal } from '../support/session.js';

// Issue 20: the lists staff read on a phone. A table wider than 360 px scrolls in its own box, which keyboard users
// reach by its tab stop when nothing inside takes the focus (axe: scrollable-region-focusable); statuses and links
// are never cut off ("KEPT (NO MAIL SE…", "SE…", "Char date").

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 900 };

interface Story {
  occurrence: Occurrence;
  /** booked into the class, with a note and an open invoice */
  member: { id: string; firstName: string };
  invoiceId: string;
}

/**
 * A class of the spec's own a week ahead, taught by the demo coach, with one member booked (sold a pass at the desk,
 * so an open invoice) and one cancelled; a note on the booked member; a test mail in the outbox.
 */
async function story(page: Page): Promise<Story> {
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const coach = await graphql<{ user: { id: string } }>(page, '{ user { id } }', {}, await tokenOf(page, DEMO_ACCOUNTS.coach));
  const id = randomUUID().slice(0, 6);
  const date = clubDate(7);
  const { scheduleItem } = await seedClassAtNewLocation((query, variables) => graphql(page, query, variables, admin), {
    locationName: `Phone hall ${id}`,
    roomName: 'Studio',
    date,
    timeStart: '18:00',
    timeEnd: '19:00',
    spaces: 10,
    displayPublic: false,
    instructor: coach.user.id,
  });
  const occurrence = { scheduleItem, date };
  const member = await cardHolder(page, admin, 'Paula', { pass: true, bookInto: occurrence });
  const cancelled = await bookedMember(page, admin, `Quinn${id}`, occurrence);
  await graphql(page, 'mutation($input: UpdateScheduleItemAttendanceInput!) { updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }', { input: { id: cancelled, bookingStatus: 'CANCELLED' } }, admin);
  await graphql(page, 'mutation($input: CreateAccountNoteInput!) { createAccountNote(input: $input) { __typename } }', { input: { account: member.id, noteType: 'BACKOFFICE', note: 'Prefers the evening classes.' } }, admin);
  await graphql(page, 'mutation($input: SendTestMailInput!) { sendTestMail(input: $input) { ok } }', { input: { to: `phone-${id}@example.test` } }, admin);
  const invoices = await graphql<{ financeInvoices: { edges: { node: { id: string } }[] } }>(page, 'query($account: ID!) { financeInvoices(account: $account, first: 1) { edges { node { id } } } }', { account: member.id }, admin);
  return { occurrence, member, invoiceId: invoices.financeInvoices.edges[0]!.node.id };
}

const attendancePath = ({ scheduleItem, date }: Occurrence) => portal(`/backoffice/schedule/attendance/${encodeURIComponent(scheduleItem)}/${date}`);

/** On a phone the list's box scrolls and is a named tab stop; on a laptop it fits and is none. */
async function expectScrollBoxByKeyboard(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
  await expectBackOfficeLayout(page);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(LAPTOP);
  await expect(page.getByRole('region', { name })).toHaveCount(0);
}

test('on a phone, every list scrolls in a box reached by keyboard, and no status or link is cut off', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { occurrence, member, invoiceId } = await story(page);
  await login(page, DEMO_ACCOUNTS.admin);

  await page.goto(attendancePath(occurrence));
  await expect(page.getByRole('row').filter({ hasText: member.firstName })).toBeVisible();
  await expectScrollBoxByKeyboard(page, 'Booked members');
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Quinn' })).toBeVisible();
  await expectScrollBoxByKeyboard(page, 'Cancelled members');

  await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(member.id)}?tab=notes`));
  await expect(page.getByRole('cell', { name: 'Prefers the evening classes.' })).toBeVisible();
  await expectScrollBoxByKeyboard(page, 'notes');
  await page.getByRole('tab', { name: 'Classes' }).click();
  await expect(page.getByRole('cell', { name: 'BOOKED' })).toBeVisible();
  await expectScrollBoxByKeyboard(page, 'classes');

  // The test mail is kept as a file (no mail server) once the job queue has run it.
  await page.goto(portal('/backoffice/settings/mail'));
  await expect(page.getByText('Kept (no mail server)').first()).toBeVisible({ timeout: 20_000 });
  await expectScrollBoxByKeyboard(page, 'mails');

  await page.goto(portal(`/backoffice/finance/invoices/${encodeURIComponent(invoiceId)}`));
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expectScrollBoxByKeyboard(page, 'Invoice lines');
  await page.goto(portal('/backoffice/finance/invoices?status=SENT'));
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectBackOfficeLayout(page);

  // The instructor's list of the class they teach: no buttons inside, so the box is the only way in by keyboard.
  const coach = await (await browser.newContext()).newPage();
  await login(coach, DEMO_ACCOUNTS.coach);
  await coach.setViewportSize(PHONE);
  await coach.goto(attendancePath(occurrence));
  await expect(coach.getByRole('row').filter({ hasText: member.firstName })).toBeVisible();
  await expectScrollBoxByKeyboard(coach, 'Booked members');
  await coach.context().close();
});

test("the week's calendar cards keep their links whole on a laptop and a phone", async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.admin);
  await page.goto(portal('/backoffice/schedule/classes?view=calendar'));
  await expect(page.getByRole('link', { name: /^Change this date: / }).first()).toBeVisible();
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectBackOfficeLayout(page);
  }
});
