import { z } from 'zod';
import { PHONE_COUNTRIES, PHONE_MESSAGES, type PhoneCountry, toE164 } from '../phone.ts';

// The phone's zod schemas, apart from its rule (../phone.ts) and from the other schemas (common.ts): the
// registration page reads numbers with the rule and has no other use for zod, and the contact form's schema
// has no use for the phone number's library.

/** The message for a number that is not valid in these countries. */
const messageFor = (countries: readonly PhoneCountry[]) =>
  countries.length === 1 ? PHONE_MESSAGES[countries[0]!] : PHONE_MESSAGES.invalid;

/** E.164 of a typed phone, or an issue naming the countries; blank → null. */
const toE164Or =
  (countries: readonly PhoneCountry[]) =>
  (v: string | null, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) => {
    if (v == null || v.trim() === '') return null;
    const e164 = toE164(v, countries);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: messageFor(countries) });
    return z.NEVER;
  };

/**
 * A zod schema for an optional phone: blank or null → null, otherwise stored as E.164 or refused with a
 * message naming the country. Used by every schema that takes a phone (accounts, admin users, bookings).
 */
export const phoneSchema = (countries: readonly PhoneCountry[] = PHONE_COUNTRIES) =>
  z.union([z.string().max(32), z.null()]).transform(toE164Or(countries));

/** A required phone (the recipient's): blank is refused with `requiredMessage`. */
export const requiredPhoneSchema = (countries: readonly PhoneCountry[], requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .max(32)
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .transform((v, ctx) => toE164Or(countries)(v, ctx) as string);

/** Phone: blank and null mean "none"; a UK or Ghana number in national or international form, stored E.164. */
export const phoneValueSchema = phoneSchema();

/** Optional on the wire: absent stays absent (PATCH leaves the phone alone), blank clears it. */
export const optionalPhoneSchema = phoneValueSchema.optional();

/** For creating an account: absent means no phone. */
export const phoneOrNullSchema = phoneValueSchema.optional().transform((v) => v ?? null);
