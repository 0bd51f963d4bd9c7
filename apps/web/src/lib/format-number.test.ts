import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

const VALUES = [
  0,
  1,
  7.5,
  12.25,
  1.005,
  2.675,
  0.125,
  999.995,
  1000,
  1234.5,
  5000,
  6000,
  18517.5,
  123456.789,
  1234567.891,
  -1,
  -1234.5,
  -0.5,
  0.1 + 0.2,
  45.678,
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: a value to round, not π
  3.14159,
];

describe('formatNumber', () => {
  it.each([
    [{ minimumFractionDigits: 2, maximumFractionDigits: 2 }],
    [{ maximumFractionDigits: 1 }],
    [{ maximumFractionDigits: 2 }],
    [{}],
  ])('writes every number as Intl.NumberFormat en-GB does with %o', (options) => {
    const intl = new Intl.NumberFormat('en-GB', options);
    for (const value of VALUES) expect(formatNumber(value, options), String(value)).toBe(intl.format(value));
  });

  it('groups thousands with commas and keeps the decimals asked for', () => {
    expect(formatNumber(18517.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('18,517.50');
    expect(formatNumber(5000)).toBe('5,000');
    expect(formatNumber(12.3456, { maximumFractionDigits: 1 })).toBe('12.3');
  });
});
