import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, newAccount } from '../../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { graphql, tokenOf } from '../../support/api.js';
import { CLUB } from '../../support/env.js';
import { linkIn, readLatestMail } from '../../support/mail.js';

// Test plan Z7: when staff change an account's email, the old address gets a link that puts it back.
test("the old address undoes a staff change of the account's email through the mailed link, once", async ({ page }) => {
  const account = newAccount('Uma');
  const adminToken = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
    page,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
    { input: { firstName: account.firstName, lastName: account.lastName, email: account.email } },
    adminToken,
  );
  await graphql(
    page,
    'mutation($input: UpdateBackofficeAccountInput!) { updateBackofficeAccount(input: $input) { account { id } } }',
    { input: { id: createAccount.account.id, email: `moved-${account.email}` } },
    adminToken,
  );

  const mail = await readLatestMail(account.email, { containing: `/${CLUB}/account/undo-email-change/` });
  expect(mail.subject).toMatch(/^Your sign-in email for .+ was changed$/);
  const link = linkIn(mail, `/${CLUB}/account/undo-email-change/`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Undo the email change', level: 1 })).toBeVisible();
  await expect(page.getByText('The sign-in email of your account was changed. If you did not ask for this, undo it')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByText('The address this link was sent to is your sign-in email again, and everyone was signed out of your account.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await readLatestMail(account.email, { containing: `/${CLUB}/password-reset/` });

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link is invalid, has expired or has already been used.' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
