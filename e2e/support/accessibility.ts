import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** ui-notes "Everyone": axe-core finds no serious or critical violation on the page as it is now, naming each one. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // A dialog still fading in has half-transparent text, which axe measures as too faint: let transitions end.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join(' | ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
/**
 * Buttons, links and navigation items whose label does not fit their box (clipped or cut off), described by
 * their text; hidden ones (display: none, e.g. the folded top bar) and ones without text (icons, the menu
 * button's bars, drawn outside their own box) are skipped.
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    // Descendants too: a Mantine button clips its label span, not itself.
    [...document.querySelectorAll<HTMLElement>('button, button *, a, a *, [role="button"], [role="button"] *, nav *')]
      .filter((element) => element.getClientRects().length > 0 && (element.textContent?.trim() ?? '') !== '')
      .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
      .filter((element) => getComputedStyle(element).overflowY !== 'auto' && getComputedStyle(element).overflowY !== 'scroll')
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}" ${element.scrollWidth}>${element.clientWidth}`),
  );
}

/**
 * No label is clipped, once the layout has settled: the top bar folds its links into the drawer a frame after a
 * resize (it measures what fits), so one read right after a viewport change can see the old layout. A label that
 * stays clipped still fails, after the expect timeout.
 */
export async function expectNoClippedLabels(page: Page, message?: string): Promise<void> {
  await expect.poll(() => clippedLabels(page), { message }).toEqual([]);
}
