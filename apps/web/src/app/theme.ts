import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  '#a67800',
];

export const theme = createTheme({
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
  },
});
