import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Shade 9 of Mantine's red (#c92a2a) reaches 5.4:1 against white, for white button labels and red links alike;
// the default shade 6 (#fa5252) is 3.3:1 and fails WCAG AA (ui-notes). The dark scheme uses the same shade.
export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'system-ui, sans-serif',
});

/**
 * Status colours with white text (BOOKED green, CANCELLED orange badges): even Mantine's darkest green and
 * orange reach only 4.4:1 and 4.3:1 against white, so both get a deeper filled shade (5.3:1 and 5.2:1).
 */
const STATUS_FILLED = { green: '#2b7a3b', orange: '#c2410c' } as const;

const statusVariables = Object.fromEntries(
  Object.entries(STATUS_FILLED).flatMap(([color, value]) => [
    [`--mantine-color-${color}-filled`, value],
    [`--mantine-color-${color}-filled-hover`, value],
    [`--mantine-color-${color}-light-color`, value],
    [`--mantine-color-${color}-text`, value],
  ]),
);

// Mantine's dimmed text (gray 6, 3.3:1 on white) is too faint for AA; gray 7 reads at 7:1.
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolvedTheme.colors.gray[7], ...statusVariables },
  dark: {},
});
