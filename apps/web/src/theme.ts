import { createTheme } from '@mantine/core';

export const theme = createTheme({ primaryColor: 'red', defaultRadius: 'md', fontFamily: 'system-ui, sans-serif' });
