import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Shade 9 of Mantine's red (#c92a2a) reaches 5.4:1 against white, for white button labels and red links alike;
// the default shade 6 (#fa5252) is 3.3:1 and fails WCAG AA (ui-notes). The portal uses the light scheme only; a dark
// scheme would need its own shades (red 9 on a dark page is too dark), checked the same way.
export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'system-ui, sans-serif',
});

/**
 * Status colours (BOOKED green and CANCELLED orange badges with white text, yellow notices with yellow text on a
 * pale yellow): even Mantine's darkest green, orange and yellow reach only 4.4:1, 4.3:1 and 2.7:1 there, so each
 * gets a deeper shade for its filled and its text uses (5.3:1, 5.2:1 and over 6:1).
 */
const STATUS_SHADES = { green: '#2b7a3b', orange: '#c2410c', yellow: '#8a4b00' } as const;

const statusVariables = Object.fromEntries(
  Object.entries(STATUS_SHADES).flatMap(([color, value]) => [
    [`--mantine-color-${color}-filled`, value],
    [`--mantine-color-${color}-filled-hover`, value],
    [`--mantine-color-${color}-light-color`, value],
    [`--mantine-color-${color}-text`, value],
  ]),
);

// Mantine's dimmed text (gray 6, 3.3:1 on white) is too faint for AA; gray 7 reads at 7:1. Form errors (the
// message under an input and its border) are red 6 by default, 3.3:1: red 9 like the buttons.
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolvedTheme.colors.gray[7], '--mantine-color-error': resolvedTheme.colors.red[9], ...statusVariables },
  dark: {},
});
