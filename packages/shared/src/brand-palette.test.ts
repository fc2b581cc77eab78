import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, brandPalette, contrastRatio, DEFAULT_BRAND_COLOR } from './brand-palette.js';

/** Named hard cases, then a grid over the whole colour cube. */
const NAMED = ['#ffeb3b', '#ffff00', '#ffffff', '#fefefe', '#000000', '#010101', '#777777', '#7f7f7f', '#00ff00', '#00ffff', '#0000ff', '#ff0000', '#ff00ff', '#ffa500', '#c92a2a', '#1c7ed6', '#f8f9fa', '#212529'];
const STEPS = [0x00, 0x33, 0x66, 0x80, 0x99, 0xcc, 0xff];
const GRID = STEPS.flatMap((r) => STEPS.flatMap((g) => STEPS.map((b) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`)));

describe('brandPalette', () => {
  it.each([...NAMED, ...GRID])('keeps AA contrast for %s', (color) => {
    const p = brandPalette(color);
    expect(contrastRatio(p.onFilled, p.filled)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(p.onFilled, p.filledHover)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(p.text, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(p.text, p.light)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(p.text, p.lightHover)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('keeps the brand colour for filled backgrounds and at shade 6', () => {
    const p = brandPalette('#1C7ED6');
    expect(p.filled).toBe('#1c7ed6');
    expect(p.shades[6]).toBe('#1c7ed6');
    expect(p.shades).toHaveLength(10);
  });

  it('puts black text on yellow and white text on dark red', () => {
    expect(brandPalette('#ffeb3b').onFilled).toBe('#000000');
    expect(brandPalette(DEFAULT_BRAND_COLOR).onFilled).toBe('#ffffff');
  });

  it('darkens a light colour for text but leaves a dark one as it is', () => {
    expect(brandPalette('#ffeb3b').text).not.toBe('#ffeb3b');
    expect(brandPalette('#212529').text).toBe('#212529');
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => brandPalette('red')).toThrow();
  });
});
