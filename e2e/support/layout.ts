import { expect, type Page } from '@playwright/test';
import { expectNoClippedLabels } from './accessibility.js';

/**
 * ui-notes "Everyone": nothing is cut off. No button, link or navigation label clips (see `clippedLabels`), and the
 * page itself never scrolls sideways: a table wider than the screen scrolls inside its own box instead.
 */
export async function expectNothingClipped(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px`;
  await expectNoClippedLabels(page, `clipped labels on ${where}`);
  // Polled like the labels: right after a resize the page may not have laid itself out for the new width yet.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: `the page scrolls sideways on ${where}` }).toBeLessThanOrEqual(0);
}

/**
 * Controls in view shorter than `minimum` px (44 on a phone, 48 on the kiosk), described by their text. Checkboxes
 * and radios are skipped (their label is the target), as are links inside running text (only header and
 * navigation links count) and anything slid out of view (a folded navigation).
 */
export async function smallTouchTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate(
    (min) =>
      [...document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], input:not([type="checkbox"]):not([type="radio"]), select, textarea, header a, nav a')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // Mantine's autosize textarea measures with a hidden twin: nobody can touch it.
        .filter(({ element }) => element.closest('[aria-hidden="true"]') === null && getComputedStyle(element).visibility !== 'hidden')
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.right > 0 && box.left < window.innerWidth)
        .filter(({ box }) => box.height < min - 0.5)
        .map(({ element, box }) => `${element.tagName.toLowerCase()} "${(element.textContent?.trim() || element.getAttribute('aria-label') || element.getAttribute('name') || '').slice(0, 30)}" ${Math.round(box.height)} px`),
    minimum,
  );
}

/** Every control in view is at least `minimum` px tall, once the layout has settled. */
export async function expectTouchTargetsOfAtLeast(page: Page, minimum: number): Promise<void> {
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px`;
  await expect.poll(() => smallTouchTargets(page, minimum), { message: `controls under ${minimum} px on ${where}` }).toEqual([]);
}
