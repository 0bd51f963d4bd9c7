/**
 * What customs in Ghana asks of each consignment (issue 50): the kind of goods on each package line, its
 * Harmonized System code where the customer knows it, and for commercial goods the consignee's Ghana Card
 * number or Taxpayer Identification Number.
 */

export const GOODS_CATEGORIES = ['PERSONAL_EFFECTS', 'GIFT', 'COMMERCIAL'] as const;
export type GoodsCategory = (typeof GOODS_CATEGORIES)[number];

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
