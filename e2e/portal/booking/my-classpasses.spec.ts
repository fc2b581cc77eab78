import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../support/accounts.js';
import { login, portal } from '../../support/session.js';
import { badge } from './support.js';

test('a pass shows Active in green while valid and Expired in red once isExpired says so', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.member);
  await page.goto(portal('/user/classpasses'));
  const pass = page.getByTestId('account-classpass').filter({ hasText: '10-class pass' });
  await expect(pass.getByText(/^Classes remaining: \d+$/)).toBeVisible();
  await expect(badge(pass, 'Active')).toHaveAttribute('style', /--mantine-color-green/);

  // The demo pass is valid for months: the answer is changed on its way in to see an expired one.
  await page.route('**/d/graphql/', async (route) => {
    if (!route.request().postData()?.includes('AccountClasspasses')) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    for (const edge of body.data.accountClasspasses.edges) edge.node.isExpired = true;
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(badge(pass, 'Expired')).toHaveAttribute('style', /--mantine-color-red/);
  await expect(badge(pass, 'Active')).toHaveCount(0);
});
