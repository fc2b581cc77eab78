import { createTheme } from '@mantine/core';

// Shade 8 of red: white on it and it on white both reach WCAG AA 4.5:1 (ui-notes); the default shade 6 does not.
export const theme = createTheme({ primaryColor: 'red', primaryShade: 8, defaultRadius: 'md', fontFamily: 'system-ui, sans-serif' });
