import { type CountryCode, type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
// libphonenumber-js's `max` metadata cut down to the two countries we serve (GB, GH): the precise number
// patterns of `max` (so 07700 900123 is checked, not just counted) at a small part of the whole metadata's
// weight in the web bundle. phone.test.ts fails when it drifts from the installed library's `max` metadata; to
// refresh it, run the snippet in that test's comment.
import metadata from './reference/phone-metadata.json' with { type: 'json' };

export const PHONE_COUNTRIES = ['GB', 'GH'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

export { PHONE_MESSAGES } from './phone-messages.ts';

const META = metadata as unknown as MetadataJson;

/** Digits of a full national number, without the trunk 0 (UK mobiles and most geographic numbers; Ghana). */
const FULL_LENGTH: Readonly<Record<PhoneCountry, number>> = { GB: 10, GH: 9 };

/**
 * A phone number typed in national (07700 900123, 0241234567) or international (+44 7700 900123,
 * +233 24 123 4567, 00233…) form, as E.164 (+447700900123), or null when it is not a number of one of
 * `countries`. A number that matches a country's precise patterns wins (so 0241234567 is Ghana's, not a
 * short UK number); failing that, a full-length number of the country (10 digits after the UK's 0,
 * 9 after Ghana's) is accepted, because the library's patterns lag new allocations and Ofcom's reserved
 * drama range (07700 900xxx) is what people use in examples and tests.
 */
export const toE164 = (raw: string, countries: readonly PhoneCountry[] = PHONE_COUNTRIES): string | null => {
  const text = raw.trim().replace(/^00/, '+');
  if (!text) return null;
  const parsed = countries.flatMap((country) => {
    const phone = parsePhoneNumberFromString(text, country as CountryCode, META);
    return phone && phone.country === country ? [phone] : [];
  });
  const best =
    parsed.find((p) => p.isValid()) ??
    parsed.find((p) => p.isPossible() && p.nationalNumber.length === FULL_LENGTH[p.country as PhoneCountry]);
  return best?.number ?? null;
};
