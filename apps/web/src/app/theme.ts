import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

// Deep navy for trust, Ghana gold for the calls to action people should notice.
const brand: MantineColorsTuple = [
  '#e9f0fa',
  '#cfdcf0',
  '#a0b9e0',
  '#6d93cf',
  '#4473c1',
  '#2a5fb8',
  '#1b53b3',
  '#0f449d',
  '#0a3a8a',
  '#0b2a5b',
];

const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#ffe08a',
  '#ffd04f',
  '#ffc324',
  '#ffba0a',
  '#f4b400',
  '#d99f00',
  '#c18c00',
  // Dark enough for gold text on white (5.4:1).
  '#8a6400',
];

/**
 * Text on the light, subtle and transparent variants: Mantine uses shade 6 (at most), 2.8–4.4:1 on the tinted
 * backgrounds for red, orange, yellow, teal and blue (role and status badges, the Logout button). Shade 9 with
 * 35 % black reads at 5.5:1 or more on every colour's tint and keeps its hue. Done in CSS: computing colours
 * here would put colour code into every page's first download.
 */
export const readableTextOf = (color: string) =>
  `color-mix(in srgb, var(--mantine-color-${color}-9), #000 35%)`;

/**
 * Filled badges and buttons write white on the colour's shade 8: under 4.5:1 for these (teal 3.9, orange 3.6,
 * green 3.5, cyan 4.4: the agents' job badges). Shade 9 with 25 % black reads at 5.9:1 or more. The list is
 * kept by hand (no colour maths in the first download); theme.test.tsx fails when another colour needs it.
 */
const DARKER_FILLED = new Set(['cyan', 'teal', 'green', 'orange']);
export const darkerFilledOf = (color: string, black = 25) =>
  `color-mix(in srgb, var(--mantine-color-${color}-9), #000 ${black}%)`;

const variantColorResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return result;
  if (['light', 'subtle', 'transparent'].includes(input.variant))
    return { ...result, color: readableTextOf(parsed.color) };
  if (input.variant === 'filled' && parsed.shade === undefined && DARKER_FILLED.has(parsed.color))
    return { ...result, background: darkerFilledOf(parsed.color), hover: darkerFilledOf(parsed.color, 40) };
  return result;
};

export const theme = createTheme({
  variantColorResolver,
  // Filled badges and buttons on light colours (yellow, gold) write in black, not white at 1.9:1.
  autoContrast: true,
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: { brand, gold },
  defaultRadius: 'md',
  fontFamily:
    'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    // Mantine's close buttons (toasts, dialogs, drawers) are an icon with no name: a screen reader said "button".
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
  },
});

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white, under WCAG AA's 4.5:1 for body text; this grey reads at
 * 5.3:1 or better on the white, gray-0 and brand-0 backgrounds the app uses.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
