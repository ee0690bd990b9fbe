import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

// Primary dark blue, secondary light grey (docs/product/platform-accounts-subscription.md §1). Shade 8 on white passes WCAG AA for text.
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
 * A Mantine scale with its two darkest shades replaced. Shade 8 is what a filled badge or button of
 * that colour paints (the theme's `primaryShade`), and 9 its hover and the app's own dark accents
 * (PRO badge, success snackbar, interaction levels): all carry white text, often 11 px bold, and
 * WCAG AA asks 4.5:1 of it. Mantine's green, red, orange, yellow, teal and cyan 8 give 3.4, 4.2 on the
 * page's grey, 3.6, 2.2, 4.0 and 4.4; these give 5.4, 5.5, 5.9, 4.9, 5.0 and 5.6 on white (9 darker).
 */
const darkEnds = (
  name: 'green' | 'red' | 'orange' | 'yellow' | 'teal' | 'cyan',
  shade8: string,
  shade9: string,
): MantineColorsTuple => {
  const [a, b, c, d, e, f, g, h] = DEFAULT_THEME.colors[name];
  return [a, b, c, d, e, f, g, h, shade8, shade9];
};

export const theme = createTheme({
  primaryColor: 'vetor',
  primaryShade: { light: 8, dark: 5 },
  colors: {
    vetor,
    green: darkEnds('green', '#277a38', '#1f6430'),
    red: darkEnds('red', '#c92a2a', '#a61e1e'),
    orange: darkEnds('orange', '#b33c0c', '#9a330a'),
    yellow: darkEnds('yellow', '#a66100', '#8f5400'),
    teal: darkEnds('teal', '#087f5b', '#066649'),
    cyan: darkEnds('cyan', '#0b7285', '#095c6b'),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Every dialog's and drawer's × is a CloseButton with no text: without a name a screen reader says
  // only "botão". A caller's own label ("Fechar publicidade", "Fechar aviso") still wins. A plain
  // object, not `CloseButton.extend`, so the theme does not bring the component into the first load.
  components: { CloseButton: { defaultProps: { 'aria-label': 'Fechar' } } },
});

/**
 * Placeholders at 4.7:1 on white (Mantine's gray 5 gives 2.1): WCAG's contrast applies to them too, and
 * some inputs (the file picker) draw theirs as text. Still lighter than a typed value (gray 9).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});
