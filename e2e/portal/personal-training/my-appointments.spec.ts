import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, newAccount } from '../../support/accounts.js';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { login, portal, register } from '../../support/session.js';
import { badge } from '../booking/support.js';

// These UTC instants read as summer time in Amsterdam, where this spec's browser is (whatever the run's club zone).
test.use({ timezoneId: 'Europe/Amsterdam' });

const APPOINTMENTS = [
  {
    id: 901,
    service_name: 'Personal training (60 min)',
    staff_name: 'Carmen Coach',
    start_time: '2026-07-03T07:00:00.000Z',
    end_time: '2026-07-03T08:00:00.000Z',
    canceled: false,
    canceled_at: null,
  },
  {
    id: 902,
    service_name: 'Pad work session (30 min)',
    staff_name: 'Rafael Ortega',
    start_time: '2026-07-06T16:30:00.000Z',
    end_time: '2026-07-06T17:00:00.000Z',
    canceled: true,
    canceled_at: '2026-07-01T10:15:00.000Z',
  },
];

/** Answers get_appointments with `body` (and `status`) instead of the server. */
async function answerAppointments(page: Page, body: unknown, status = 200) {
  await page.route('**/d/abc/get_appointments/', (route) => route.fulfill({ status, json: body }));
}

test.describe('a member with appointments', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.member);
    await answerAppointments(page, { success: true, appointments: APPOINTMENTS });
    await page.goto(portal('/user/appointments'));
  });

  test('each row shows service, staff, the day, the HH:mm range and a BOOKED or CANCELED badge', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    const booked = page.getByTestId('appointment').filter({ hasText: 'Personal training (60 min)' });
    await expect(booked).toContainText('Carmen Coach');
    await expect(booked.getByText('Friday, July 3rd 2026', { exact: true })).toBeVisible();
    await expect(booked.getByText('09:00 - 10:00', { exact: true })).toBeVisible();
    await expect(badge(booked, 'BOOKED')).toHaveAttribute('style', /--mantine-color-green/);
    await expect(booked.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(booked.getByText(/Canceled at/)).toHaveCount(0);

    const canceled = page.getByTestId('appointment').filter({ hasText: 'Pad work session (30 min)' });
    await expect(canceled).toContainText('Rafael Ortega');
    await expect(canceled.getByText('Monday, July 6th 2026', { exact: true })).toBeVisible();
    await expect(canceled.getByText('18:30 - 19:00', { exact: true })).toBeVisible();
    await expect(badge(canceled, 'CANCELED')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("a canceled row shows 'Canceled at' in local time and a disabled 'Cancelled' button", async ({ page }) => {
    const canceled = page.getByTestId('appointment').filter({ hasText: 'Pad work session (30 min)' });
    await expect(canceled.getByText('Canceled at Wednesday, July 1st 2026 12:15', { exact: true })).toBeVisible();
    await expect(canceled.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
    await expect(canceled.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  });

  test("Cancel asks first: 'Go back' keeps the appointment, 'Proceed' cancels it and reloads the list", async ({ page }) => {
    const cancels: unknown[] = [];
    await page.route('**/d/abc/cancel_appointment/', async (route) => {
      cancels.push(route.request().postDataJSON());
      await answerAppointments(page, { success: true, appointments: APPOINTMENTS.map((a) => (a.id === 901 ? { ...a, canceled: true, canceled_at: '2026-07-02T08:00:00.000Z' } : a)) });
      await route.fulfill({ json: { success: true } });
    });
    const booked = page.getByTestId('appointment').filter({ hasText: 'Personal training (60 min)' });
    await booked.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel your appointment?' });
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toHaveCount(0);
    expect(cancels).toEqual([]);

    await booked.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(badge(booked, 'CANCELED')).toBeVisible();
    await expect(booked.getByText('Canceled at Thursday, July 2nd 2026 10:00', { exact: true })).toBeVisible();
    expect(cancels).toEqual([{ appointment_id: 901 }]);
  });

  test('no label is clipped at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByTestId('appointment')).toHaveCount(2);
    await expectNoClippedLabels(page);
  });
});

test("a member without appointments gets the empty state's 'Book an appointment' button to /personal", async ({ page }) => {
  await register(page, newAccount('Nadia'));
  await page.goto(portal('/user/appointments'));
  await expect(page.getByText('This section is currently empty')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
});

test('a failed appointments call leaves the page empty (spec section 8)', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await answerAppointments(page, { success: false, error: 'Something went wrong' }, 400);
  const answer = page.waitForResponse('**/d/abc/get_appointments/');
  await page.goto(portal('/user/appointments'));
  await answer;
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await expect(page.getByTestId('appointment')).toHaveCount(0);
  await expect(page.getByText('This section is currently empty')).toHaveCount(0);
});
