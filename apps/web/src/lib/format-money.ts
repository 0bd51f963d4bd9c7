import { CURRENCIES, LOCALE } from '@ukgh/domain';

const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** £1,234.50 */
export const formatGbp = (amount: number | null | undefined): string =>
  `${CURRENCIES.GBP}${twoDecimals.format(amount ?? 0)}`;

/** ₵18,517.50 */
export const formatGhs = (amount: number | null | undefined): string =>
  `${CURRENCIES.GHS}${twoDecimals.format(amount ?? 0)}`;
