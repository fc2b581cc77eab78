import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { login, portal } from '../../support/session.js';
import { SERVICE, SHORT_SERVICE } from './support.js';

test('/personal lists the services under "Book your appointment" with duration and euro price', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  for (const path of ['/personal', '/personal/']) {
    await page.goto(portal(path));
    await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
    for (const service of [SERVICE, SHORT_SERVICE]) {
      const card = page.getByTestId('pt-service').filter({ hasText: service.name });
      await expect(card.getByText(`${service.minutes} min`, { exact: true })).toBeVisible();
      await expect(card.getByText(service.price, { exact: true })).toBeVisible();
    }
  }
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('pt-service').filter({ hasText: SERVICE.name }).getByRole('link', { name: /^Book/ }).click();
  await expect(page).toHaveURL(/\/personal\/book\/\d+\/$/);
  await expect(page.getByText(SERVICE.name)).toBeVisible();
});

test('a visitor sees the heading and is asked to log in', async ({ page }) => {
  await page.goto(portal('/personal'));
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  await expect(page.getByText('Login Required')).toBeVisible();
});

test('no label of /personal is clipped at 360 px', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(portal('/personal'));
  await expect(page.getByTestId('pt-service').first()).toBeVisible();
  await expectNoClippedLabels(page);
});

test('a failed services call leaves the list empty (spec section 8)', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.route('**/d/abc/get_services/', (route) => route.fulfill({ status: 400, json: { success: false, error: 'Something went wrong' } }));
  const answer = page.waitForResponse('**/d/abc/get_services/');
  await page.goto(portal('/personal'));
  await answer;
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await expect(page.getByTestId('pt-service')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('the wizard of an unknown service stays empty (spec section 8)', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  const answer = page.waitForResponse('**/d/abc/get_service/999999/');
  await page.goto(portal('/personal/book/999999/'));
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await expect(page.getByText('Trainer', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Page not found')).toHaveCount(0);
});
