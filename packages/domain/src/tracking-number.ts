/** UKG followed by exactly 10 digits, any case (spec 000 §5). */
export const TRACKING_NUMBER_PATTERN = /^UKG\d{10}$/i;
export const TRACKING_NUMBER_DIGITS = 10;

export const TRACKING_NUMBER_INVALID_MESSAGE =
  'Invalid tracking number format. Please enter a valid UKG tracking number (e.g., UKG1234567890)';

/** Tracking numbers are sent upper-cased; people paste them with spaces around. */
export const normalizeTrackingNumber = (input: string): string => input.trim().toUpperCase();

export const isValidTrackingNumber = (input: string): boolean =>
  TRACKING_NUMBER_PATTERN.test(normalizeTrackingNumber(input));

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
