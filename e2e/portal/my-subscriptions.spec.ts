import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubDate, inClubFormat } from '../support/club-time-zone.js';
import { expectNothingClipped } from '../support/layout.js';
import { login, portal, toast } from '../support/session.js';

// Shop → My subscriptions (issue 23): the member sees their subscription, pauses it for two weeks within the club's
// rules, and the cancel flow offers a pause first, then the stop on the earliest end they may choose.
for (const width of [1280, 360]) {
  test(`a member pauses their subscription for two weeks and is offered a pause before cancelling at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const member = newAccount('Pat');
    const registered = await graphql<{ register: { authData: { token: string } } }>(
      page,
      `mutation($email: String!, $password: String!, $first: String!, $last: String!) { register(email: $email, password1: $password, password2: $password, firstName: $first, lastName: $last) { authData { token } } }`,
      { email: member.email, password: member.password, first: member.firstName, last: member.lastName },
    );
    const me = await graphql<{ user: { accountId: string } }>(page, '{ user { accountId } }', {}, registered.register.authData.token);
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const options = await graphql<{ accountSubscriptionSaleOptions: { products: { id: string; name: string }[] } }>(
      page,
      'query($account: ID!) { accountSubscriptionSaleOptions(account: $account) { products { id name } } }',
      { account: me.user.accountId },
      admin,
    );
    const product = options.accountSubscriptionSaleOptions.products.find((p) => p.name === 'Unlimited monthly')!;
    await graphql(page, 'mutation($input: CreateAccountSubscriptionInput!) { createAccountSubscription(input: $input) { accountSubscription { id } } }', {
      input: { account: me.user.accountId, organizationSubscription: product.id, dateStart: clubDate(-1) },
    }, admin);

    await login(page, member);
    await page.goto(portal('/shop/my-subscriptions'));
    await expect(page.getByRole('heading', { name: 'My subscriptions', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unlimited monthly', level: 2 })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText(`Start: ${inClubFormat(clubDate(-1))}`)).toBeVisible();
    await expect(page.getByText('End: Runs on')).toBeVisible();
    await expect(page.getByText('Credits: Unlimited')).toBeVisible();
    await expect(page.getByText('No card is saved for the monthly payments.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNothingClipped(page);

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByLabel('First day of the pause').fill(clubDate(7));
    await page.getByLabel('Last day of the pause').fill(clubDate(20));
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Pause subscription' }).click();
    await expect(toast(page, 'Your subscription is paused. Classes you booked in that period are cancelled and their credits returned.')).toBeVisible();
    await expect(page.getByText(`${inClubFormat(clubDate(7))} until ${inClubFormat(clubDate(20))}`)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Need a break? You can pause your subscription instead of cancelling it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause instead' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Continue cancelling' }).click();
    // three months' minimum from yesterday: an earlier last day is refused with the earliest one the member may choose
    const earliest = await page.getByLabel('Last day').inputValue();
    await page.getByLabel('Last day').fill(clubDate(30));
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText(`The earliest end you can choose is ${earliest}.`)).toBeVisible();
    await page.getByLabel('Last day').fill(earliest);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(toast(page, `Your subscription ends on ${inClubFormat(earliest)}.`)).toBeVisible();
    await expect(page.getByText(`End: ${inClubFormat(earliest)}`)).toBeVisible();
    await expectNothingClipped(page);
  });
}
