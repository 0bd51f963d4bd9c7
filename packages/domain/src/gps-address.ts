import { regionName } from './regions.ts';

/**
 * GhanaPost GPS digital addresses (`AK-039-5028`): a letter for the region and a character for the district,
 * a 3–4 digit area and a 4 digit cell of about 5 × 5 m. People type them with or without hyphens and in any
 * case; we keep one form.
 */
const GPS_TYPED = /^([A-Z][A-Z0-9])(\d{3,4})(\d{4})$/;

export const GPS_ADDRESS_MESSAGES = {
  malformed: 'Enter a GhanaPost digital address like AK-039-5028 (two letters, then 3–4 and 4 digits)',
  region: (region: string) => `This digital address is not in ${region}: check it or the region`,
} as const;

/** The canonical `AK-039-5028` form of a typed digital address, or null when it is not one. */
export const canonicalGpsAddress = (typed: string): string | null => {
  const match = GPS_TYPED.exec(typed.replace(/[\s-]/g, '').toUpperCase());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
};

/**
 * The first letter names the region as Ghana was divided when the system was launched in 2017 (source:
 * GhanaPost GPS, as described in "Postal codes in Ghana", Wikipedia: "the first letter represents the region");
 * the regions split since then share their parent's letter. Only letters we could confirm are listed; an
 * address starting with another letter is not checked against the region.
 */
const REGIONS_BY_LETTER: Readonly<Record<string, readonly string[]>> = {
  A: ['AR'],
  B: ['BA', 'BO', 'BE', 'AH'],
  C: ['CR'],
  E: ['ER'],
  G: ['GR'],
  N: ['NR', 'NE', 'SV'],
  V: ['VR', 'OT'],
  W: ['WR', 'WN'],
};

/** Why a canonical digital address cannot be in the chosen region, or null when it can (or we cannot tell). */
export const gpsRegionMismatch = (canonical: string, regionCode: string): string | null => {
  const regions = REGIONS_BY_LETTER[canonical[0]!];
  return regions && !regions.includes(regionCode)
    ? GPS_ADDRESS_MESSAGES.region(regionName(regionCode))
    : null;
};
