import {
  DEFAULT_THEME,
  luminance,
  type MantineColorsTuple,
  Modal,
  mergeMantineTheme,
  Notification,
  toRgba,
} from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render.tsx';
import { darkerFilledOf, readableTextOf, theme } from './theme.ts';

const mergedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

describe('theme', () => {
  it('names the close button of toasts and dialogs, which is only an icon', () => {
    renderPage(
      <>
        <Notification title="Parcel found">Your parcel is at sea.</Notification>
        <Modal opened onClose={() => undefined} title="Update status">
          Body
        </Modal>
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});

describe('light variants', () => {
  it('write every theme colour at 4.5:1 or more on its own tint', () => {
    const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, MantineColorsTuple>;
    for (const [name, shades] of Object.entries(colors)) {
      const { color } = theme.variantColorResolver!({ color: name, theme: mergedTheme, variant: 'light' });
      expect(color).toBe(readableTextOf(name));
      // What the browser draws: shade 9 with 35 % black, on shade 6 at 10 % over white.
      const text = toRgba(shades[9]);
      const tint = toRgba(shades[6]);
      const rgb = (f: (c: number) => number, c: typeof text) => `rgb(${f(c.r)}, ${f(c.g)}, ${f(c.b)})`;
      const [hi, lo] = [
        luminance(rgb((c) => Math.round(c * 0.65), text)),
        luminance(rgb((c) => Math.round(255 + (c - 255) * 0.1), tint)),
      ].sort((x, y) => y - x);
      expect((hi! + 0.05) / (lo! + 0.05), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('filled variants', () => {
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it('put white text at 4.5:1 or more on every theme colour (black where autoContrast picks it)', () => {
    const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, MantineColorsTuple>;
    for (const [name, shades] of Object.entries(colors)) {
      const { background, color } = theme.variantColorResolver!({
        color: name,
        theme: mergedTheme,
        variant: 'filled',
        autoContrast: true,
      });
      // What the browser draws: the resolver's own colour, or shade 9 with 25 % black where it darkens.
      const dark = toRgba(shades[9]);
      const drawn =
        background === darkerFilledOf(name)
          ? `rgb(${Math.round(dark.r * 0.75)}, ${Math.round(dark.g * 0.75)}, ${Math.round(dark.b * 0.75)})`
          : shades[8]!; // primaryShade (light): 8
      const text = color === 'var(--mantine-color-white)' ? '#ffffff' : '#000000';
      expect(contrast(drawn, text), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
