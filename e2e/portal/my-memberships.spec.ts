import { expect, test, type Page } from '@playwright/test';
import { expectNoClippedLabels, expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, newAccount, type Account } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubDate } from '../support/club-time-zone.js';
import { login, portal } from '../support/session.js';

test.describe.configure({ timeout: 180_000 });

/** A member who registered in the portal, and their account id. */
async function registered(page: Page, account: Account): Promise<string> {
  await graphql(
    page,
    'mutation($email: String!, $p: String!, $f: String!, $l: String!) { register(email: $email, password1: $p, password2: $p, firstName: $f, lastName: $l) { success } }',
    { email: account.email, p: account.password, f: account.firstName, l: account.lastName },
  );
  const { currentAccount } = await graphql<{ currentAccount: { accountId: string } }>(page, '{ currentAccount { accountId } }', {}, await tokenOf(page, account));
  return currentAccount.accountId;
}

/** The desk sells the member the demo club's membership from `dateStart`. */
async function sellMembership(page: Page, accountId: string, dateStart: string): Promise<void> {
  const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
  const { organizationMemberships } = await graphql<{ organizationMemberships: { edges: { node: { id: string; name: string } }[] } }>(
    page,
    '{ organizationMemberships(first: 100, archived: false) { edges { node { id name } } } }',
    {},
    admin,
  );
  const product = organizationMemberships.edges.find((e) => e.node.name === 'Club membership')!.node.id;
  await graphql(page, 'mutation($input: SellAccountMembershipInput!) { sellAccountMembership(input: $input) { accountMembership { id } } }', { input: { account: accountId, organizationMembership: product, dateStart } }, admin);
}

test('a member without memberships is led to the shop; with them sees name, start, end and status, at 1280 and 360 px', async ({ page }) => {
  const member = newAccount('Noor');
  const accountId = await registered(page, member);
  await login(page, member);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(portal('/user/classpasses'));
  await page.getByRole('link', { name: 'My memberships' }).click();
  await expect(page.getByRole('heading', { name: 'My memberships', level: 1 })).toBeVisible();
  await expect(page.getByText('This section is currently empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await sellMembership(page, accountId, clubDate(0));
  await sellMembership(page, accountId, clubDate(400));
  await page.reload();
  const cards = page.getByTestId('account-membership');
  await expect(cards).toHaveCount(2);
  // Latest start first: the next period is still to come.
  await expect(cards.nth(0)).toContainText('Club membership');
  await expect(cards.nth(0)).toContainText('Future');
  await expect(cards.nth(1)).toContainText('Active');
  await expect(cards.nth(1)).toContainText('Start:');
  await expect(cards.nth(1)).toContainText('End:');
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(cards.nth(1)).toBeVisible();
  await expectNoClippedLabels(page, 'My memberships at 360 px');
  await expectNoSeriousAxeViolations(page);
});
