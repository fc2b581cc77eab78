import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS, fullName, newAccount } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { clubDate } from '../support/club-time-zone.js';
import { login, portal, toast } from '../support/session.js';

// Relations → account → Subscriptions (issue 23): staff sell a subscription, then on its page pause it, block it and
// lift the block, and stop it; the status the server derives follows each step.
for (const width of [1280, 360]) {
  test(`the admin sells, pauses, blocks and stops a member's subscription at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const member = newAccount('Sam');
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
      page,
      'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
      { input: { email: member.email, firstName: member.firstName, lastName: member.lastName } },
      admin,
    );
    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal(`/backoffice/relations/accounts/${encodeURIComponent(createAccount.account.id)}?tab=subscriptions`));
    await expect(page.getByRole('heading', { name: fullName(member), level: 1 })).toBeVisible();
    await expect(page.getByText('No subscriptions yet.')).toBeVisible();
    // The card a subscription paid by card online is charged to, and its monthly charges (none for a new member).
    await expect(page.getByRole('heading', { name: 'Saved card', level: 2 })).toBeVisible();
    await expect(page.getByText('No card is saved for the monthly payments.')).toBeVisible();
    await expect(page.getByText('No card charges yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sell a subscription', level: 2 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const sale = page.getByRole('tabpanel', { name: 'Subscriptions' });
    await sale.getByRole('combobox', { name: /^Subscription/ }).selectOption({ label: 'Twice a week' });
    // The demo's prices start on the day the club was seeded.
    const hint = page.getByText(/^It can start from \d{4}-\d{2}-\d{2}, the first day it has a price\.$/);
    await expect(hint).toBeVisible();
    const firstPrice = /\d{4}-\d{2}-\d{2}/.exec((await hint.textContent()) ?? '')![0];
    await sale.getByLabel('Start date').fill(dayjs(firstPrice).subtract(1, 'month').format('YYYY-MM-DD'));
    await page.getByRole('button', { name: 'Sell subscription' }).click();
    await expect(page.getByText(`The start date is before the product exists: its first price starts on ${firstPrice}.`)).toBeVisible();
    await sale.getByLabel('Start date').fill(clubDate());
    await sale.getByLabel('Note').fill('Sold at the desk');
    await page.getByRole('button', { name: 'Sell subscription' }).click();
    await expect(toast(page, 'Subscription sold')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Twice a week' })).toBeVisible();
    await expect(page.getByRole('table', { name: /subscriptions/i }).getByText('Active')).toBeVisible();

    await page.getByRole('link', { name: 'Twice a week' }).click();
    await expect(page.getByRole('heading', { name: 'Twice a week', level: 1 })).toBeVisible();
    await expect(page.getByText(`From ${clubDate()}, running on`)).toBeVisible();
    await expect(page.getByText('No pauses.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const pauses = page.getByRole('tabpanel', { name: 'Pauses' });
    await pauses.getByLabel('First day').fill(clubDate(10));
    await pauses.getByLabel('Last day').fill(clubDate(24));
    await pauses.getByLabel('Reason').fill('Holiday');
    await pauses.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(toast(page, 'Subscription paused; bookings inside the pause are cancelled')).toBeVisible();
    await expect(page.getByRole('cell', { name: clubDate(24) })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Holiday' })).toBeVisible();

    await page.getByRole('tab', { name: 'Blocks' }).click();
    const blocks = page.getByRole('tabpanel', { name: 'Blocks' });
    await expect(blocks.getByText('No blocks.')).toBeVisible();
    await blocks.getByLabel('Reason').fill('Unpaid invoice');
    await blocks.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(toast(page, 'Subscription blocked')).toBeVisible();
    await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Until lifted' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: `Lift the block from ${clubDate()}` }).click();
    await expect(toast(page, 'Block lifted')).toBeVisible();
    // a block from today that is lifted never applied: it goes
    await expect(blocks.getByText('No blocks.')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Credits' }).click();
    await expect(page.getByText('No credits granted yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page.getByText('Not invoiced yet.')).toBeVisible();

    await page.getByRole('tab', { name: 'Stop' }).click();
    // The demo products have a month's notice: the member's earliest end is a month away, before the stop below.
    await expect(page.getByText(/^The earliest end the member could choose is \d{4}-\d{2}-\d{2}; an earlier stop needs a reason\.$/)).toBeVisible();
    await page.getByRole('tabpanel', { name: 'Stop' }).getByLabel('Last day').fill(clubDate(40));
    await page.getByRole('button', { name: 'Stop subscription' }).click();
    await expect(toast(page, `Subscription stopped: its last day is ${clubDate(40)}`)).toBeVisible();
    await expect(page.getByText(`From ${clubDate()} until ${clubDate(40)}`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
