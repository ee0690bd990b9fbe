import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

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

/**
 * A Mantine scale with its darkest shade replaced. Shade 9 carries white text in the app (badges,
 * the success snackbar, interaction levels): Mantine's green, orange and yellow 9 give 4.4, 4.3 and
 * 3.0 to 1 with white, under the 4.5 that WCAG AA asks of small text; these give 5.4, 5.9 and 4.9.
 */
const withShade9 = (name: 'green' | 'orange' | 'yellow', shade9: string): MantineColorsTuple => {
  const [a, b, c, d, e, f, g, h, i] = DEFAULT_THEME.colors[name];
  return [a, b, c, d, e, f, g, h, i, shade9];
};

export const theme = createTheme({
  primaryColor: 'vetor',
  primaryShade: { light: 8, dark: 5 },
  colors: {
    vetor,
    green: withShade9('green', '#277a38'),
    orange: withShade9('orange', '#b33c0c'),
    yellow: withShade9('yellow', '#a66100'),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
