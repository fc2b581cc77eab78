import { createTheme, defaultVariantColorsResolver, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';
import type { BrandPalette } from '@kiai/shared';
import classes from './theme.module.css';

/**
 * The palette the server derived from the club's brand colour (Settings → Branding) and put into the page, so the
 * theme is known before the first render: no request, no repaint. Every text keeps WCAG AA (4.5:1) with it: black or
 * white labels on filled buttons, a darker shade of the colour for links and light-variant text.
 */
function embeddedPalette(): BrandPalette | null {
  try {
    return JSON.parse(document.getElementById('kiai-theme')?.textContent ?? 'null') as BrandPalette | null;
  } catch {
    return null;
  }
}

const palette = embeddedPalette();

// Filled brand surfaces (buttons, badges) take the palette's label colour: black on a light brand colour.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const brand = palette && (input.color ?? input.theme.primaryColor) === 'brand';
  return brand && input.variant === 'filled' ? { ...colors, color: palette.onFilled, hoverColor: palette.onFilled } : colors;
};

// Without a palette in the page (the Vite dev server), Mantine's red: its shade 9 (#c92a2a) is the default brand colour.
export const theme = createTheme({
  ...(palette ? { colors: { brand: palette.shades as unknown as MantineColorsTuple }, primaryColor: 'brand', variantColorResolver } : { primaryColor: 'red' }),
  // Shade 9 of Mantine's colours (red #c92a2a: 5.4:1 against white) is what their filled uses and their text needs
  // for AA; shade 6 (#fa5252, 3.3:1) fails (ui-notes). The brand's own variables come from the palette below.
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'system-ui, sans-serif',
  // A person who asked their system for less motion gets dialogs, menus and toasts without their transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  components: { Badge: { classNames: { root: classes.badgeRoot, label: classes.badgeLabel } } },
});

const brandVariables = palette
  ? Object.fromEntries(
      ['--mantine-primary-color', '--mantine-color-brand'].flatMap((prefix) => [
        [`${prefix}-filled`, palette.filled],
        [`${prefix}-filled-hover`, palette.filledHover],
        [`${prefix}-light`, palette.light],
        [`${prefix}-light-hover`, palette.lightHover],
        [`${prefix}-light-color`, palette.text],
        [`${prefix}-outline`, palette.text],
        [`${prefix}-outline-hover`, palette.light],
        [`${prefix}-text`, palette.text],
        [`${prefix}-contrast`, palette.onFilled],
      ]),
    )
  : {};

/**
 * Status colours (BOOKED green and CANCELLED orange badges with white text, yellow notices with yellow text on a
 * pale yellow): even Mantine's darkest green, orange and yellow reach only 4.4:1, 4.3:1 and 2.7:1 there, so each
 * gets a deeper shade for its filled, outline and text uses (6.5:1, 5.2:1 and over 6:1). Green is the deepest: a light
 * green badge (DELIVERED, PAID) in a striped or hovered table row still reads at 5.1:1 or more.
 */
const STATUS_SHADES = { green: '#256b33', orange: '#c2410c', yellow: '#8a4b00' } as const;

const statusVariables = Object.fromEntries(
  Object.entries(STATUS_SHADES).flatMap(([color, value]) => [
    [`--mantine-color-${color}-filled`, value],
    [`--mantine-color-${color}-filled-hover`, value],
    [`--mantine-color-${color}-light-color`, value],
    [`--mantine-color-${color}-outline`, value],
    [`--mantine-color-${color}-text`, value],
  ]),
);

// Mantine's dimmed text (gray 6, 3.3:1 on white) is too faint for AA; gray 7 reads at 7:1. Its error text (red 6, the
// forms' messages under the inputs) is 3.3:1 too; red 9 reads at 5.4:1. Links use the brand's text shade.
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolvedTheme.colors.gray[7], '--mantine-color-error': resolvedTheme.colors.red[9], ...(palette ? { '--mantine-color-anchor': palette.text } : {}), ...brandVariables, ...statusVariables },
  dark: {},
});
