/** UKG followed by exactly 10 digits, any case (spec 000 §5). */
export const TRACKING_NUMBER_PATTERN = /^UKG\d{10}$/i;
export const TRACKING_NUMBER_DIGITS = 10;

export const TRACKING_NUMBER_INVALID_MESSAGE =
  'Invalid tracking number format. Please enter a valid UKG tracking number (e.g., UKG1234567890)';

/**
 * A tracking number as stored: upper case, without the spaces and dashes people type to group its digits
 * (`ukg 9828 4296 11`, `UKG-9828-4296-11`). The one rule for the tracker, the API's lookups and every scan box.
 */
export const normalizeTrackingNumber = (input: string): string =>
  input.replace(/[\s\-\u2010-\u2015]+/g, '').toUpperCase();

export const isValidTrackingNumber = (input: string): boolean =>
  TRACKING_NUMBER_PATTERN.test(normalizeTrackingNumber(input));

/**
 * A typed or scanned code: the tracking number it spells (see `normalizeTrackingNumber`), otherwise the text
 * in capitals without spaces (a booking code keeps its dash: `bk-7h3k9q2m` is BK-7H3K9Q2M).
 */
export const normalizeScannedCode = (input: string): string => {
  const tracking = normalizeTrackingNumber(input);
  return TRACKING_NUMBER_PATTERN.test(tracking) ? tracking : input.replace(/\s+/g, '').toUpperCase();
};

/**
 * UKG + 10 random digits, issued at confirmation (DESIGN §4). Random rather than sequential so numbers
 * cannot be guessed to look at other people's parcels. The random source is passed in so this stays
 * free of I/O and testable; the API passes `crypto.randomInt`.
 */
export const generateTrackingNumber = (randomInt: (maxExclusive: number) => number): string => {
  let digits = '';
  for (let i = 0; i < TRACKING_NUMBER_DIGITS; i++) digits += String(randomInt(10));
  return `UKG${digits}`;
};
