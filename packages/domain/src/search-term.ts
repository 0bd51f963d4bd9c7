import { toE164 } from './phone.ts';
import { normalizeTrackingNumber } from './tracking-number.ts';

/**
 * What a back-office search box was given, read one way for the packages hub and the dashboard: the text
 * as typed, a phone number typed in any form (national `024 412 3456`, `07700900201`, or international) as
 * the E.164 the database stores, and a tracking number typed with spaces, dashes or in lower case.
 */
export interface SearchTerm {
  text: string;
  /** E.164 when the text is a whole phone number, else null. */
  phone: string | null;
  /** The text as a tracking number's characters ("ukg 9828-4296" → "UKG98284296"), for a contains-search. */
  tracking: string;
}

const PHONE_LIKE = /^[\d\s()+.-]{7,}$/;

export const readSearchTerm = (raw: string): SearchTerm => {
  const text = raw.trim();
  return {
    text,
    phone: PHONE_LIKE.test(text) ? toE164(text) : null,
    tracking: /^ukg/i.test(text) ? normalizeTrackingNumber(text) : text,
  };
};
