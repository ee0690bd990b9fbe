import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Primary dark blue, secondary light grey (spec 1 §1). Shade 8 on white passes WCAG AA for text.
const vetor: MantineColorsTuple = [
  '#e9f0fb',
  '#d2def2',
  '#a3bbe3',
  '#7196d4',
  '#4a77c7',
  '#3264bf',
  '#245abc',
  '#174aa6',
  '#0f3f8f',
  '#0b2e59',
];

export const theme = createTheme({
  primaryColor: 'vetor',
  primaryShade: { light: 8, dark: 5 },
  colors: { vetor },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
