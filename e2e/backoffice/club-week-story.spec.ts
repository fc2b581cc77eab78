import { expect as baseExpect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount } from '../support/accounts.js';
import { login, portal, toast } from '../support/session.js';
import { browserToday, classesRemaining, isoDate } from '../portal/booking/support.js';

// Issue 10's story, tried as a new user would, signed in as the demo admin (and the demo member in a second
// browser): a room and a weekly class in it, the member books it, the desk checks them in, cancels next
// week's date with a one-time change (the member's class comes back), and sells a pass to a new account.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const STORY = `${Date.now()}`.slice(-5);
const ROOM = `Story Ring ${STORY}`;
const TIME = '05:30 - 06:15';
const FIRST = browserToday().add(2, 'day');
const NEXT = FIRST.add(7, 'day');
const member = DEMO_ACCOUNTS.member;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A toast is shown, then hides by itself. */
async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
  await expect(toast(page, text)).toHaveCount(0, { timeout: 10_000 });
}

const attendanceTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test('a room and a weekly class, booked by the member, checked in, one date cancelled with the credit back, and a pass sold at the desk', async ({ page, browser }) => {
  await login(page, DEMO_ACCOUNTS.admin);

  // 1. A room in the demo location.
  await page.goto(portal('/backoffice/organization/locations'));
  await page.getByRole('link', { name: 'Northside Main' }).click();
  await page.getByRole('tab', { name: 'Rooms' }).click();
  await page.getByLabel('New room').fill(ROOM);
  await page.getByRole('button', { name: 'Add room' }).click();
  await expect(page.getByRole('list', { name: 'Rooms' }).getByText(ROOM)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 2. A weekly class in it, open to every pass.
  await page.goto(portal('/backoffice/schedule/classes/new'));
  await expect(page.getByRole('heading', { name: 'Add class', level: 1 })).toBeVisible();
  await page.getByLabel('Start date').fill(isoDate(FIRST));
  await page.getByLabel('End date').fill(isoDate(FIRST.add(8, 'week')));
  await page.getByLabel('Start time').fill('05:30');
  await page.getByLabel('End time').fill('06:15');
  await choose(page, 'Room', `Northside Main: ${ROOM}`);
  await choose(page, 'Class type', 'Conditioning');
  await choose(page, 'Instructor', 'Kenji Watanabe');
  await page.getByRole('textbox', { name: 'Spaces', exact: true }).fill('6');
  await page.getByRole('checkbox', { name: 'All classes: attend' }).check();
  await page.getByRole('checkbox', { name: 'All classes: book online' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Class saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TIME }).filter({ hasText: ROOM });
  await expect(row).toContainText('0 / 6');
  const attendanceHref = (await row.getByRole('link', { name: /^Attendance: / }).getAttribute('href')) ?? '';
  const scheduleItemId = decodeURIComponent(attendanceHref.split('/attendance/')[1]!.split('/')[0]!);

  // 3. The member finds it in /book-your-spot and books both of its first two dates with a pass.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await login(memberPage, member);
  await memberPage.goto(portal('/book-your-spot'));
  await expect(memberPage.getByTestId('schedule-class').filter({ hasText: ROOM }).first()).toBeVisible();
  const bookDate = async (day: dayjs.Dayjs) => {
    await memberPage.goto(portal(`/book-your-spot/book/${encodeURIComponent(scheduleItemId)}/${isoDate(day)}/`));
    const pass = memberPage.getByTestId('booking-pass').filter({ has: memberPage.getByRole('button', { name: 'Use Pass to Reserve', disabled: false }) }).first();
    const passName = (await pass.getByRole('heading').textContent()) ?? '';
    await pass.getByRole('button', { name: 'Use Pass to Reserve' }).click();
    await expect(memberPage.getByRole('dialog').getByText("You've successfully reserved your slot.")).toBeVisible();
    return passName;
  };
  const passName = await bookDate(FIRST);
  await bookDate(NEXT);
  const remainingBooked = await classesRemaining(memberPage, passName);

  // 4. The desk sees the booking in the class's attendance list and checks the member in.
  await page.goto(portal(`/backoffice/schedule/attendance/${encodeURIComponent(scheduleItemId)}/${isoDate(FIRST)}`));
  await expect(page.getByRole('heading', { name: 'Conditioning', level: 1 })).toBeVisible();
  const booked = page.getByRole('row').filter({ hasText: fullName(member) });
  await expect(booked).toContainText(passName);
  await booked.getByRole('button', { name: `Check in ${fullName(member)}` }).click();
  await expectToast(page, 'Checked in');
  await attendanceTab(page, 'Attending').click();
  await expect(page.getByRole('row').filter({ hasText: fullName(member) })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 5. Next week's date is cancelled with a one-time change: the booking is cancelled and the class is back.
  await page.goto(portal(`/backoffice/schedule/classes/${encodeURIComponent(scheduleItemId)}/dates/${isoDate(NEXT)}`));
  await page.getByLabel('Description').fill('The ring is being repaired.');
  await page.getByRole('button', { name: 'Cancel this date' }).click();
  await page.getByRole('dialog', { name: 'Cancel this date?' }).getByRole('button', { name: 'Cancel this date' }).click();
  await expect(toast(page, 'Date cancelled; 1 booking was cancelled and its member mailed')).toBeVisible();
  expect(await classesRemaining(memberPage, passName)).toBe(remainingBooked + 1);
  await memberContext.close();

  // 6. A new account at the desk: a pass sold and booked in one step on the first date.
  const walkIn = newAccount('Story');
  await page.goto(portal('/backoffice/relations/accounts/new'));
  await page.getByRole('textbox', { name: 'First name' }).fill(walkIn.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(walkIn.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(walkIn.email);
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(toast(page, 'Account added')).toBeVisible();
  await page.goto(portal(`/backoffice/schedule/attendance/${encodeURIComponent(scheduleItemId)}/${isoDate(FIRST)}`));
  await page.getByLabel('Find a member by name').fill(walkIn.firstName);
  await page.getByRole('button', { name: fullName(walkIn) }).click();
  await expect(page.getByText(`${fullName(walkIn)} has no valid class pass or subscription for this class.`)).toBeVisible();
  await page.getByLabel('Class pass to sell').selectOption({ label: (await page.getByRole('option', { name: /^10-class pass/ }).textContent()) ?? '' });
  await page.getByRole('button', { name: 'Sell and book' }).click();
  await expectToast(page, 'Pass sold and class booked; the invoice is open for payment at the desk');
  await attendanceTab(page, 'Booked').click();
  await expect(page.getByRole('row').filter({ hasText: fullName(walkIn) })).toContainText('10-class pass');
  await expectNoSeriousAxeViolations(page);
});
