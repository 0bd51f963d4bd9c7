/**
 * What customs in Ghana asks of each consignment (issue 50): the kind of goods on each package line, its
 * Harmonized System code where the customer knows it, and for commercial goods the consignee's Ghana Card
 * number or Taxpayer Identification Number.
 */

export const GOODS_CATEGORIES = ['PERSONAL_EFFECTS', 'GIFT', 'COMMERCIAL'] as const;
export type GoodsCategory = (typeof GOODS_CATEGORIES)[number];

export const GOODS_CATEGORY_LABELS: Record<GoodsCategory, string> = {
  PERSONAL_EFFECTS: 'Personal effects',
  GIFT: 'Gift',
  COMMERCIAL: 'Commercial goods',
};

/** A Ghana Card personal ID number as the card prints it: GHA-123456789-0. */
export const GHANA_CARD_PATTERN = /^GHA-\d{9}-\d$/;
/**
 * A GRA Taxpayer Identification Number: one letter for the kind of taxpayer (P individual, C company, G
 * government, Q and V other bodies) and ten digits. Individuals' TIN is now their Ghana Card number.
 */
export const TIN_PATTERN = /^[PCGQV]\d{10}$/;

/** The ID typed with any case and spacing, as the card or certificate prints it; null when it is neither. */
export const canonicalRecipientId = (raw: string): string | null => {
  const compact = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  const card = /^GHA(\d{9})(\d)$/.exec(compact);
  if (card) return `GHA-${card[1]}-${card[2]}`;
  return TIN_PATTERN.test(compact) ? compact : null;
};

/** An HS code: a 4-digit heading, a 6-digit subheading, or a national line of up to 10 digits, dotted or not. */
export const canonicalHsCode = (raw: string): string | null => {
  const digits = raw.trim().replace(/[\s.]+/g, '');
  if (!/^\d{4}(\d{2}){0,3}$/.test(digits)) return null;
  return digits.length === 4
    ? digits
    : `${digits.slice(0, 4)}.${digits.slice(4, 6)}${digits.length > 6 ? `.${digits.slice(6)}` : ''}`;
};

export const CUSTOMS_MESSAGES = {
  category: 'Please choose personal effects, gift or commercial goods',
  hsCode: 'Enter an HS code of 4, 6, 8 or 10 digits, such as 6309.00',
  recipientId: 'Enter a Ghana Card number (GHA-123456789-0) or a TIN (such as C0012345678)',
  recipientIdRequired: "Commercial goods need the consignee's Ghana Card number or TIN for customs in Ghana",
  declarationRequired: 'Please confirm that nothing in your parcel is on the prohibited list',
} as const;

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
