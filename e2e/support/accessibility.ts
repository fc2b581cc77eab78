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
 * Labels that do not fit (clipped, cut off with an ellipsis, or running out of their box) on buttons, links, tabs,
 * navigation items, form labels and badges (statuses), described by their text: either the element's own content is
 * wider or taller than it, or its box reaches past an ancestor that hides what overflows (a card cutting off a link
 * at its edge: "Char date"). A scroll box stops the search: what it holds can be scrolled to. Hidden ones
 * (display: none, e.g. the folded top bar; a visually hidden text) and ones without text (icons, the menu button's
 * bars, drawn outside their own box) are skipped.
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const LABELLED = 'button, a, [role="button"], [role="tab"], nav, label, legend, .mantine-Badge-root';
    const overflowOf = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.overflowX} ${style.overflowY}`;
    };
    const hidden = (box: DOMRect) => box.width <= 1 || box.height <= 1;
    const clippedByAncestor = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const overflow = overflowOf(ancestor);
        if (/auto|scroll/.test(overflow)) return false;
        if (!/hidden|clip/.test(overflow)) continue;
        const edge = ancestor.getBoundingClientRect();
        if (hidden(edge)) return false;
        if (box.left < edge.left - 1 || box.right > edge.right + 1 || box.top < edge.top - 1 || box.bottom > edge.bottom + 1) return true;
      }
      return false;
    };
    // Descendants too: a Mantine button clips its label span, not itself.
    return [...document.querySelectorAll<HTMLElement>(`:is(${LABELLED}), :is(${LABELLED}) *`)]
      .filter((element) => element.getClientRects().length > 0 && (element.textContent?.trim() ?? '') !== '' && !hidden(element.getBoundingClientRect()))
      .filter((element) => getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => {
        const ownOverflow = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
        return (ownOverflow && !/auto|scroll/.test(getComputedStyle(element).overflowY)) || clippedByAncestor(element);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}" ${element.scrollWidth}>${element.clientWidth}`);
  });
}

/**
 * No label is clipped, once the layout has settled: the top bar folds its links into the drawer a frame after a
 * resize (it measures what fits), so one read right after a viewport change can see the old layout. A label that
 * stays clipped still fails, after the expect timeout.
 */
export async function expectNoClippedLabels(page: Page, message?: string): Promise<void> {
  await expect.poll(() => clippedLabels(page), { message }).toEqual([]);
}
