/**
 * The theme colours derived from a club's brand colour, chosen so every text keeps WCAG AA contrast (4.5:1)
 * whatever colour the club picks: a filled button keeps the brand colour with black or white text, whichever
 * reads better (one of them always reaches 4.58:1); links and light-variant text use the brand colour
 * darkened until it reads on white and on the light tint behind it.
 */
export interface BrandPalette {
  /** ten shades, light to dark, the brand colour itself at index 6 (Mantine's palette shape) */
  shades: [string, string, string, string, string, string, string, string, string, string];
  /** filled backgrounds (buttons, badges): the brand colour */
  filled: string;
  /** the hover of a filled background: further from the middle, so its label reads at least as well */
  filledHover: string;
  /** text on a filled background */
  onFilled: '#000000' | '#ffffff';
  /** the light variant's background: a pale tint of the brand colour */
  light: string;
  lightHover: string;
  /** links, outlines and light-variant text: readable on white and on `light` */
  text: string;
}

export const DEFAULT_BRAND_COLOR = '#c92a2a';
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  if (!BRAND_COLOR_PATTERN.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` moved `amount` (0–1) of the way to `target`. */
function mix(hex: string, target: Rgb, amount: number): string {
  const rgb = parseHex(hex);
  return toHex(rgb.map((c, i) => c + (target[i]! - c) * amount) as Rgb);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The brand colour darkened in small steps until it reaches AA on `background` (black always does). */
function darkenUntilReadable(hex: string, background: string): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(hex, BLACK, step / 20);
    if (contrastRatio(candidate, background) >= AA_CONTRAST) return candidate;
  }
  return '#000000';
}

export function brandPalette(brandColor: string): BrandPalette {
  const filled = brandColor.toLowerCase();
  const onFilled = contrastRatio(filled, '#ffffff') >= contrastRatio(filled, '#000000') ? '#ffffff' : '#000000';
  const light = mix(filled, WHITE, 0.9);
  return {
    shades: [0.9, 0.75, 0.6, 0.45, 0.3, 0.15, 0, 0.15, 0.3, 0.45].map((amount, index) =>
      index <= 6 ? mix(filled, WHITE, amount) : mix(filled, BLACK, amount),
    ) as BrandPalette['shades'],
    filled,
    filledHover: mix(filled, onFilled === '#ffffff' ? BLACK : WHITE, 0.12),
    onFilled,
    light,
    lightHover: mix(filled, WHITE, 0.8),
    text: darkenUntilReadable(filled, mix(filled, WHITE, 0.8)),
  };
}
