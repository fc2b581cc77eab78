import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount, type Account } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubDate } from '../support/club-time-zone.js';
import { cardHolder, lateClassOfItsOwn, type CardHolder, type Occurrence } from '../support/kiosk.js';
import { seedClassAtNewLocation } from '../support/seed-class.js';
import { login, portal, toast } from '../support/session.js';

// Issue 24, for the front desk: a booking cancelled from the class list follows the member's own rule (inside the
// cancel window the credit comes back; after it a late cancel keeps it), and only a manager may return it anyway.
test.slow();

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 900 };

/** A new staff account holding one role. */
async function staffWith(page: Page, role: 'FRONT_DESK' | 'MANAGER'): Promise<Account> {
  const account = newAccount(role === 'MANAGER' ? 'Morgan' : 'Frankie');
  await graphql(
    page,
    'mutation($email: String!, $p: String!, $f: String!, $l: String!) { register(email: $email, password1: $p, password2: $p, firstName: $f, lastName: $l) { success } }',
    { email: account.email, p: account.password, f: account.firstName, l: account.lastName },
  );
  const { currentAccount } = await graphql<{ currentAccount: { accountId: string } }>(page, '{ currentAccount { accountId } }', {}, await tokenOf(page, account));
  await graphql(
    page,
    'mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { __typename } }',
    { input: { account: currentAccount.accountId, roles: [role] } },
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );
  return account;
}

/** Members of the spec's own, each sold a 10-class pass at the desk and booked into the class with it. */
async function bookedMembers(page: Page, occurrence: Occurrence, names: string[]): Promise<CardHolder[]> {
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const members: CardHolder[] = [];
  for (const name of names) members.push(await cardHolder(page, admin, name, { pass: true, bookInto: occurrence }));
  return members;
}

/** The classes left on the member's pass, as the server counts them. */
async function classesRemaining(page: Page, member: CardHolder): Promise<number> {
  const data = await graphql<{ accountClasspasses: { edges: { node: { classesRemaining: number } }[] } }>(
    page,
    'query($account: ID!) { accountClasspasses(account: $account) { edges { node { classesRemaining } } } }',
    { account: member.id },
    await tokenOf(page, DEMO_ACCOUNTS.admin),
  );
  return data.accountClasspasses.edges[0]!.node.classesRemaining;
}

const listPath = (o: Occurrence) => portal(`/backoffice/schedule/attendance/${encodeURIComponent(o.scheduleItem)}/${o.date}`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const row = (page: Page, member: CardHolder) => page.getByRole('row').filter({ hasText: member.firstName });

async function axeAtBothSizes(page: Page): Promise<void> {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoSeriousAxeViolations(page);
  }
  await page.setViewportSize(LAPTOP);
}

test('after the cancel window the front desk records a late cancel: the confirm says the credit is kept, with no way to return it', async ({ page }) => {
  // Late today: well inside the 24 hours before the start, so the cancel window has closed.
  const occurrence = await lateClassOfItsOwn(page, await tokenOf(page, DEMO_ACCOUNTS.admin), `Late hall ${randomUUID().slice(0, 6)}`);
  const [dana] = await bookedMembers(page, occurrence, ['Dana']);
  const desk = await staffWith(page, 'FRONT_DESK');
  await login(page, desk);
  await page.goto(listPath(occurrence));
  await expect(tab(page, 'Booked')).toHaveText('Booked (1)');
  await expect(row(page, dana!).getByRole('button', { name: `Cancel booking of ${dana!.firstName} Kiosk` })).toBeVisible();
  await axeAtBothSizes(page);

  await row(page, dana!).getByRole('button', { name: `Cancel booking of ${dana!.firstName} Kiosk` }).click();
  const dialog = page.getByRole('dialog', { name: `Record a late cancel for ${dana!.firstName} Kiosk?` });
  await expect(dialog.getByText('The cancel window has closed. Their spot is freed, but the credit is not returned and it counts as a late cancel.')).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await axeAtBothSizes(page);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(toast(page, 'Late cancel recorded: the credit is kept')).toBeVisible();

  await tab(page, 'Cancelled').click();
  const cancelled = row(page, dana!);
  await expect(cancelled).toContainText('Late cancel');
  await expect(cancelled.getByLabel('1 late cancels, 0 no-shows')).toBeVisible();
  await expect(tab(page, 'Booked')).toHaveText('Booked (0)');
  await axeAtBothSizes(page);
  expect(await classesRemaining(page, dana!)).toBe(9);
});

test('a manager may return the credit of a late cancel anyway, and inside the window the credit comes back by itself', async ({ page }) => {
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const late = await lateClassOfItsOwn(page, admin, `Late hall ${randomUUID().slice(0, 6)}`);
  const [eli] = await bookedMembers(page, late, ['Eli']);
  // Two days ahead: more than the 24 hours of the cancel window.
  const ahead = await seedClassAtNewLocation((query, variables) => graphql(page, query, variables, admin), {
    locationName: `Early hall ${randomUUID().slice(0, 6)}`,
    roomName: 'Mat',
    date: clubDate(2),
    timeStart: '19:00',
    timeEnd: '20:00',
    spaces: 10,
    displayPublic: false,
  });
  const early: Occurrence = { scheduleItem: ahead.scheduleItem, date: clubDate(2) };
  const [fay] = await bookedMembers(page, early, ['Fay']);
  const manager = await staffWith(page, 'MANAGER');
  await login(page, manager);

  await page.goto(listPath(late));
  await row(page, eli!).getByRole('button', { name: `Cancel booking of ${eli!.firstName} Kiosk` }).click();
  const dialog = page.getByRole('dialog', { name: `Record a late cancel for ${eli!.firstName} Kiosk?` });
  const returnCredit = dialog.getByRole('checkbox', { name: 'Return the credit anyway (not counted as a late cancel)' });
  await expect(returnCredit).not.toBeChecked();
  await returnCredit.check();
  await axeAtBothSizes(page);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(toast(page, 'Booking cancelled: the credit is returned')).toBeVisible();
  await tab(page, 'Cancelled').click();
  await expect(row(page, eli!).getByLabel('0 late cancels, 0 no-shows')).toBeVisible();
  await expect(row(page, eli!)).not.toContainText('Late cancel');
  expect(await classesRemaining(page, eli!)).toBe(10);

  await page.goto(listPath(early));
  await row(page, fay!).getByRole('button', { name: `Cancel booking of ${fay!.firstName} Kiosk` }).click();
  const inWindow = page.getByRole('dialog', { name: `Cancel the booking of ${fay!.firstName} Kiosk?` });
  await expect(inWindow.getByText('The cancel window is still open. The class goes back to their pass.')).toBeVisible();
  await expect(inWindow.getByRole('checkbox')).toHaveCount(0);
  await axeAtBothSizes(page);
  await inWindow.getByRole('button', { name: 'Proceed' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await tab(page, 'Cancelled').click();
  await expect(row(page, fay!)).toBeVisible();
  await axeAtBothSizes(page);
  expect(await classesRemaining(page, fay!)).toBe(10);
});
