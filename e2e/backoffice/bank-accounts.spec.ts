import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { login, portal, toast } from '../support/session.js';

// Relations → account → Bank account (issue 22): a malformed IBAN and a mandate reference outside the SEPA set are
// refused under their fields; a valid bank account and mandate are kept, and the mandate can be retired.
for (const width of [1280, 360]) {
  test(`the admin adds a bank account and a mandate to a member at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const member = newAccount('Jürgen');
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
      page,
      'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
      { input: { email: member.email, firstName: member.firstName, lastName: member.lastName } },
      admin,
    );
    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(createAccount.account.id)}?tab=bank`));
    await expect(page.getByRole('heading', { name: fullName(member), level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bank accounts and mandates', level: 2 })).toBeVisible();
    await expect(page.getByText('No bank account yet.')).toBeVisible();
    await expect(page.getByText('Nothing was collected by direct debit yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Account holder').fill(fullName(member));
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await expect(page.getByText('The IBAN is not valid: check its country code, check digits and length.')).toBeVisible();
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await expect(toast(page, 'Bank account added')).toBeVisible();
    await expect(page.getByText(`DE89370400440532013000 · ${fullName(member)}`)).toBeVisible();
    await expect(page.getByText('No mandate on this account.')).toBeVisible();

    await page.getByLabel('Mandate reference').fill('MÜLLER-1');
    await page.getByLabel('Signature date').fill('2026-01-15');
    await page.getByRole('button', { name: 'Add mandate' }).click();
    await expect(page.getByText("The mandate reference may only use the letters A–Z and a–z, digits, spaces and / - ? : ( ) . , ' +.")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const reference = `E2E-${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Mandate reference').fill(reference);
    await page.getByRole('button', { name: 'Add mandate' }).click();
    await expect(toast(page, 'Mandate added')).toBeVisible();
    await expect(page.getByText(new RegExp(`Mandate ${reference}, signed .*: in force`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add mandate' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: `Retire mandate ${reference}` }).click();
    await expect(toast(page, 'Mandate retired')).toBeVisible();
    await expect(page.getByText(new RegExp(`Mandate ${reference}, signed .*: retired \\(Retired by staff\\)`))).toBeVisible();
  });
}
