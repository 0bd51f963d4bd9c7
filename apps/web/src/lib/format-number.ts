/**
 * A number as en-GB writes it: '1,234.5'; rounded half away from zero like Intl.NumberFormat. Written out
 * rather than with Intl because a page's first Intl call loads the browser's locale data, which blocks a
 * phone's main thread, and the rates page would pay it just to print its prices.
 */
export const formatNumber = (
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 3 } = {},
): string => {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  // Shifting by exponent strings rounds the decimal that is printed (1.005 → 1.01), as Intl does, not the
  // binary fraction beneath it (1.005.toFixed(2) is '1.00').
  const scaled = Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`));
  const fixed = Number(`${scaled}e-${maximumFractionDigits}`).toFixed(maximumFractionDigits);
  const [whole = '0', decimals = ''] = fixed.split('.');
  const fraction = decimals.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
};
