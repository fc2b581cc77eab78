import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, newAccount } from '../../support/accounts.js';
import { login, portal, register, toast } from '../../support/session.js';

test("a member edits the profile, sees 'Changes saved!' and finds the changes after a reload", async ({ page }) => {
  const account = newAccount('Sam');
  await register(page, account);
  await page.goto(portal('/user/profile'));
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(account.email);
  await expect(email).toHaveAttribute('readonly', '');

  await page.getByLabel('First name').fill('Samira');
  await page.getByLabel('Date of birth').fill('30-04-1990');
  await page.getByLabel('Gender').selectOption('F');
  await page.getByLabel('Mobile').fill('+31 6 1234 5678');
  await page.getByLabel('Address').fill('Ringweg 12');
  await page.getByLabel('Postcode').fill('1011 AB');
  await page.getByLabel('City').fill('Amsterdam');
  await page.getByLabel('Country').selectOption('NL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Samira');
  await expect(page.getByLabel('Date of birth')).toHaveValue('30-04-1990');
  await expect(page.getByLabel('Gender')).toHaveValue('F');
  await expect(page.getByLabel('Mobile')).toHaveValue('+31 6 1234 5678');
  await expect(page.getByLabel('Address')).toHaveValue('Ringweg 12');
  await expect(page.getByLabel('Postcode')).toHaveValue('1011 AB');
  await expect(page.getByLabel('City')).toHaveValue('Amsterdam');
  await expect(page.getByLabel('Country')).toHaveValue('NL');
  await expect(page.getByText(`Hello, Samira ${account.lastName}`)).toBeVisible();
});

test('the country list holds every ISO country by English name after an empty option, and gender M/F/X', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.coach);
  await page.goto(portal('/user/profile'));
  const countries = page.getByLabel('Country').locator('option');
  await expect(countries.first()).toHaveText('');
  // ISO 3166-1 assigns 249 codes; the empty option comes first.
  expect(await countries.count()).toBeGreaterThanOrEqual(1 + 249);
  await expect(page.getByLabel('Country').locator('option[value="DE"]')).toHaveText('Germany');
  await expect(page.getByLabel('Gender').locator('option')).toHaveText(['', 'Male', 'Female', 'Other']);
});
