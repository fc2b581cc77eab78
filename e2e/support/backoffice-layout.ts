import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expectNothingClipped } from './layout.js';

/**
 * Checkboxes, radios and switches not laid out as the design system draws them, described by their label: each is a
 * Mantine control whose box (the checkbox, the radio's circle, the switch's track) is a sane size (12 to 48 px),
 * left of its label and centred on the label's first line. Without their CSS they are bare browser boxes with
 * a check mark the size of the form, each above its label, so the box seeming to belong to one label is the one
 * below's (issue 20: a role given to the wrong account).
 */
export async function misplacedChoices(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')].flatMap((input) => {
      const root = input.closest<HTMLElement>('.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root');
      if (!root) {
        // Part of another design-system control (a segmented control's options), or a browser's own box.
        const bare = input.closest('[class*="mantine-"]') === null && input.getClientRects().length > 0;
        return bare ? [`a browser ${input.type} "${input.labels?.[0]?.textContent ?? input.name}" not drawn by the design system`] : [];
      }
      if (root.getClientRects().length === 0) return [];
      const kind = /mantine-(Checkbox|Radio|Switch)-root/.exec(root.className)![1]!;
      const box = root.querySelector(kind === 'Switch' ? '.mantine-Switch-track' : `.mantine-${kind}-inner`)?.getBoundingClientRect();
      const label = root.querySelector(`.mantine-${kind}-label`);
      const name = `${kind} "${label?.textContent ?? input.getAttribute('aria-label')}"`;
      if (!box) return [`${name} has no box`];
      const problems: string[] = [];
      if (Math.min(box.width, box.height) < 12 || Math.max(box.width, box.height) > 48) problems.push(`${name}: its box is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      // A box without a label of its own (a table's column names it) has nothing to sit beside.
      if (!label) return problems;
      const text = document.createRange();
      text.selectNodeContents(label);
      const firstLine = text.getClientRects()[0];
      if (!firstLine) return [...problems, `${name}: its label is not shown`];
      if (box.right > firstLine.left + 1) problems.push(`${name}: its box is not left of its label`);
      const offCentre = Math.abs(box.top + box.height / 2 - (firstLine.top + firstLine.height / 2));
      if (offCentre > 4) problems.push(`${name}: its box is ${Math.round(offCentre)} px off its label's line`);
      return problems;
    }),
  );
}

/** The class names that Mantine's CSS styles (`m_` and 8 hex digits). */
const MANTINE_CLASSES = [...new Set([...readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8').matchAll(/\.(m_[0-9a-f]{8})\b/g)].map(([, name]) => name!))];

/**
 * Elements wearing a Mantine class that Mantine's CSS styles but no stylesheet of the page does: a component whose
 * CSS (or a dependency's) the page never imported. Described by the element's Mantine name (mantine-Checkbox-input).
 */
export async function unstyledMantineElements(page: Page): Promise<string[]> {
  return page.evaluate((styled) => {
    const loaded = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const [name] of rule.selectorText.matchAll(/m_[0-9a-f]{8}/g)) loaded.add(name);
        if ('cssRules' in rule) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const mantine = new Set(styled);
    const missing = new Map<string, string>();
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      for (const name of element.classList) {
        if (mantine.has(name) && !loaded.has(name)) missing.set(name, [...element.classList].find((c) => c.startsWith('mantine-')) ?? element.tagName.toLowerCase());
      }
    }
    return [...missing].map(([name, element]) => `${element} (${name})`);
  }, MANTINE_CLASSES);
}

/**
 * ui-notes "Back office": every control comes from the design system, styled, each checkbox beside its label, and
 * nothing on the page is cut off or scrolls it sideways; once the layout has settled.
 */
export async function expectBackOfficeLayout(page: Page): Promise<void> {
  const where = `${new URL(page.url()).pathname}${new URL(page.url()).search} at ${page.viewportSize()?.width} px`;
  await expectNothingClipped(page);
  await expect.poll(() => unstyledMantineElements(page), { message: `Mantine elements without their CSS on ${where}` }).toEqual([]);
  await expect.poll(() => misplacedChoices(page), { message: `checkboxes, radios or switches off their labels on ${where}` }).toEqual([]);
}
