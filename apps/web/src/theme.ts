import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Shade 9 of Mantine's red (#c92a2a) reaches 5.4:1 against white, for white button labels and red links alike;
// the default shade 6 (#fa5252) is 3.3:1 and fails WCAG AA (ui-notes). The dark scheme uses the same shade.
export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'system-ui, sans-serif',
});

// Mantine's dimmed text (gray 6, 3.3:1 on white) is too faint for AA; gray 7 reads at 7:1.
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolvedTheme.colors.gray[7] },
  dark: {},
});
