import { CURRENCIES } from '@ukgh/domain';
import { formatNumber } from './format-number.ts';

const twoDecimals = (amount: number | null | undefined) =>
  formatNumber(amount ?? 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** £1,234.50 */
export const formatGbp = (amount: number | null | undefined): string =>
  `${CURRENCIES.GBP}${twoDecimals(amount)}`;

/** ₵18,517.50 */
export const formatGhs = (amount: number | null | undefined): string =>
  `${CURRENCIES.GHS}${twoDecimals(amount)}`;
