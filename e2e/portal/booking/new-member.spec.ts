import { expect, test } from '@playwright/test';
import { newAccount, type Account } from '../../support/accounts.js';
import { login, portal, register } from '../../support/session.js';
import { openFirstBookableClassPage } from './support.js';

// One registration for the whole file: registering is rate limited per address.
test.describe.configure({ mode: 'serial' });

const member: Account = newAccount('Frida');

test('a new member without a class pass is offered the pass shop on the booking page', async ({ page }) => {
  await register(page, member);
  await openFirstBookableClassPage(page);

  await expect(page.getByRole('heading', { name: 'You need a Class Pass to book' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Pass to Reserve' })).toHaveCount(0);
  const card = page.getByTestId('classpass-shop-card').first();
  await expect(card.getByText(/^Expiration Date: \d+ \S+ after the sale date$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', /\/purchase\/[^/]+\/$/);
});

test('a new member has no classes yet and is sent to the schedule', async ({ page }) => {
  await login(page, member);
  await page.goto(portal('/user/classes'));
  await expect(page.getByRole('heading', { name: 'My classes', level: 1 })).toBeVisible();
  await expect(page.getByText('This section is currently empty')).toBeVisible();
  await page.getByRole('link', { name: 'Reserve your spot' }).click();
  await expect(page).toHaveURL(/\/book-your-spot/);
  await expect(page.getByRole('heading', { name: 'Book your Spot', level: 1 })).toBeVisible();
});

test('a new member has no class passes yet and is sent to the shop', async ({ page }) => {
  await login(page, member);
  await page.goto(portal('/user/classpasses'));
  await expect(page.getByRole('heading', { name: 'My class passes', level: 1 })).toBeVisible();
  await expect(page.getByText('This section is currently empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', /\/prices$/);
});
