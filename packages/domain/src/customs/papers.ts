import type { GoodsCategory } from './goods.ts';

/** What customs papers and screens print about the goods (kept apart from the booking schema's rules). */
export const GOODS_CATEGORY_LABELS: Record<GoodsCategory, string> = {
  PERSONAL_EFFECTS: 'Personal effects',
  GIFT: 'Gift',
  COMMERCIAL: 'Commercial goods',
};

/**
 * The declaration the customer accepts before booking; the booking keeps this text and when it was
 * accepted, so a later change of wording does not change what they agreed to.
 */
export const PROHIBITED_GOODS_DECLARATION =
  'I declare that my parcel holds none of the goods that may not be shipped: explosives, fireworks, ' +
  'flammable liquids or gases, weapons, ammunition or replicas, illegal drugs, counterfeit goods, ' +
  'currency, pornographic material, and live animals or plants. I have described every item truthfully, ' +
  'with its true value.';

/**
 * The house bill of lading number of a booking on a consolidated departure: it names the consignment on
 * the master bill (the container's or the air waybill's) and stays the same if the booking moves departure.
 */
export const houseBillNumber = (bookingCode: string) => `HB-${bookingCode.replace(/^BK-/, '')}`;

/** The customs pack's CSV columns, in the order a clearing agent types them into ICUMS. */
export const CUSTOMS_CSV_COLUMNS = [
  'House bill',
  'Consignee',
  'Consignee ID',
  'Consignee address',
  'Description',
  'Category',
  'HS code',
  'Quantity',
  'Gross weight (kg)',
  'Value',
  'Currency',
  'Value (GHS)',
] as const;

/** A package line as customs will read it: its category, and its HS code where one was given. */
export const customsLineText = (pkg: { category?: GoodsCategory | null; hs_code?: string | null }) =>
  [GOODS_CATEGORY_LABELS[pkg.category ?? 'PERSONAL_EFFECTS'], pkg.hs_code && `HS ${pkg.hs_code}`]
    .filter(Boolean)
    .join(', ');
