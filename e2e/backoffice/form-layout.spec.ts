import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { expectBackOfficeLayout } from '../support/backoffice-layout.js';
import { login, portal } from '../support/session.js';

// Issue 20: every back-office form at a phone's 360 px and a laptop's 1280 px is drawn by the design system: each
// checkbox, radio and switch styled and beside its label (a bare box above its label ticked the role below it),
// every Mantine component with its CSS, nothing cut off, no sideways scroll.

const WIDTHS = [360, 1280];

/** Screens that are a form, or hold one beside a list (a trainer to add, an appointment category). */
const FORM_SCREENS = [
  '/backoffice/relations/accounts/new',
  '/backoffice/schedule/classes/new',
  '/backoffice/schedule/trainers',
  '/backoffice/organization/locations/new',
  '/backoffice/organization/classtypes/new',
  '/backoffice/organization/levels/new',
  '/backoffice/organization/holidays/new',
  '/backoffice/organization/classpasses/new',
  '/backoffice/organization/classpass-groups/new',
  '/backoffice/organization/subscriptions/new',
  '/backoffice/organization/subscription-groups/new',
  '/backoffice/organization/memberships/new',
  '/backoffice/organization/appointment-services',
  '/backoffice/organization/appointment-services/new',
  '/backoffice/settings/general',
  '/backoffice/settings/branding',
  '/backoffice/settings/workflow',
  '/backoffice/settings/shop',
  '/backoffice/settings/mail',
  '/backoffice/settings/finance',
];

/** Lists whose records are forms, often in tabs: the first record of each, every tab. */
const RECORD_LISTS = [
  '/backoffice/relations/accounts',
  '/backoffice/schedule/trainers',
  '/backoffice/organization/locations',
  '/backoffice/organization/classtypes',
  '/backoffice/organization/levels',
  '/backoffice/organization/classpasses',
  '/backoffice/organization/classpass-groups',
  '/backoffice/organization/subscriptions',
  '/backoffice/organization/subscription-groups',
  '/backoffice/organization/memberships',
  '/backoffice/organization/appointment-services',
];

/** Links of the week's classes to the forms of one class and one date of it (its one-time change, its list). */
const CLASS_FORM_LINKS = [/^Edit class: /, /^Change this date: /, /^Attendance: /];

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await login(page, DEMO_ACCOUNTS.admin);
});
test.afterAll(async () => {
  await page.close();
});

/** The page as it is now, at each width. */
async function expectLaidOutAtEveryWidth() {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectBackOfficeLayout(page);
  }
}

/** A record's page, then each of its tabs. */
async function expectRecordLaidOut(open: Locator) {
  await open.click();
  await expectLaidOutAtEveryWidth();
  const tabs = page.getByRole('tab');
  for (let index = 1; index < (await tabs.count()); index++) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expectLaidOutAtEveryWidth();
  }
}

test('every back-office form screen is laid out at 360 and 1280 px', async () => {
  test.setTimeout(240_000);
  for (const path of FORM_SCREENS) {
    await page.goto(portal(path));
    await expect(page.getByRole('main').locator('input:visible, textarea:visible').first(), `the form of ${path}`).toBeVisible();
    await expectLaidOutAtEveryWidth();
  }
});

test("every back-office record's form and tabs are laid out at 360 and 1280 px", async () => {
  test.setTimeout(240_000);
  for (const path of RECORD_LISTS) {
    await page.goto(portal(path));
    await expectRecordLaidOut(page.getByRole('main').getByRole('table').first().getByRole('link').first());
  }
  for (const name of CLASS_FORM_LINKS) {
    await page.goto(portal('/backoffice/schedule/classes'));
    await expectRecordLaidOut(page.getByRole('link', { name }).first());
  }
});
