import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts.js';
import { expectNoSeriousAxeViolations } from '../../support/accessibility.js';
import { portal, register } from '../../support/session.js';

/** The feed as a calendar app fetches it: by its URL alone, without the portal's sign-in. */
const feedPath = (url: string) => new URL(url).pathname;

test('a member shows, copies and resets their private calendar feed link on My Appointments', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page, newAccount('Casey'));
  await page.goto(portal('/user/appointments'));

  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByText(/Keep the link to yourself: anyone who has it can see your bookings\./)).toBeVisible();
  await section.getByRole('button', { name: 'Show my calendar link' }).click();
  const link = section.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/\/d\/api\/calendar\/[\w-]{43}\.ics$/);
  const first = await link.inputValue();
  await expectNoSeriousAxeViolations(page);

  const feed = await page.request.get(feedPath(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await section.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your calendar link?' });
  await expect(dialog.getByText('The current link stops working at once. Calendar apps subscribed to it need the new link.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  expect(second).toMatch(/\/d\/api\/calendar\/[\w-]{43}\.ics$/);

  expect((await page.request.get(feedPath(first))).status()).toBe(404);
  expect((await page.request.get(feedPath(second))).status()).toBe(200);
});
