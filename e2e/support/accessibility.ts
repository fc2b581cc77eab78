import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * ui-notes "Everyone": axe-core finds no serious or critical violation on the page as it is now.
 * `exclude` leaves out parts a spec does not own (CSS selectors), e.g. portal components a shell embeds.
 */
export async function expectNoSeriousViolations(page: Page, exclude: string[] = []): Promise<void> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
