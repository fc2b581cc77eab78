import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.js';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { graphql, tokenOf } from '../support/api.js';
import { atPortalPath, login, portal } from '../support/session.js';

// Finance → Payment batches (issue 22): the club's creditor set, the admin builds a batch and is told what it took
// and what it left out. Whether anything is open to collect depends on the specs before (the direct debit story
// leaves a returned invoice and its fee open), so either answer is the page's to give.
for (const width of [1280, 360]) {
  test(`payment batches at ${width} px: build a batch and see what it left out`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const admin = await tokenOf(page, DEMO_ACCOUNTS.admin);
    const { updateDirectDebitSettings: settings } = await graphql<{ updateDirectDebitSettings: { proposedCollectionDate: string } }>(
      page,
      'mutation($input: UpdateDirectDebitSettingsInput!) { updateDirectDebitSettings(input: $input) { proposedCollectionDate } }',
      { input: { creditorName: 'Northside Boxing & Fitness', creditorId: 'DE98ZZZ09999999999', iban: 'NL91 ABNA 0417 1643 00', noticeDays: 2 } },
      admin,
    );

    await login(page, DEMO_ACCOUNTS.admin);
    await page.goto(portal('/backoffice/finance'));
    await page.getByRole('main').getByRole('link', { name: 'Payment batches' }).click();
    await expect(page).toHaveURL(atPortalPath('/backoffice/finance/payment-batches'));
    await expect(page.getByRole('heading', { name: 'Payment batches', level: 1 })).toBeVisible();
    const [year, month, day] = settings.proposedCollectionDate.split('-');
    const build = page.getByRole('button', { name: new RegExp(`^Build a batch collecting on .*(${day}.${month}.${year}|${year}.${month}.${day})`) });
    await expect(build).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await build.click();
    await expect(page.getByText(/^(No invoice could be collected|Batch built: \d+ invoices, € [\d.,]+)$/)).toBeVisible();
    await expect(page.getByText(/^(No open direct debit invoice was left out\.|Left out:)$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
