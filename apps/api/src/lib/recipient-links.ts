import { createHmac, timingSafeEqual } from 'node:crypto';

const DIGITS = /^\d{10}$/;
const SIGNATURE_LENGTH = 12;

/**
 * The recipient's link to their page (`/r/<token>`): the tracking number's ten digits and an HMAC of them,
 * keyed from the JWT secret (a derived key, so it can never pass for a token or a file link). It has to fit in
 * a one-part SMS, so the signature is 12 base64url characters (72 bits), far beyond guessing under the rate
 * limits. It never expires: it is the recipient's for as long as the parcel is followed.
 */
export const createRecipientLinks = (secret: string) => {
  const key = createHmac('sha256', secret).update('ukgh:recipient-links:v1').digest();
  const mac = (digits: string) =>
    createHmac('sha256', key).update(digits).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    /** `/r/<token>` for a tracking number (UKG and ten digits). */
    path: (trackingNumber: string) => `/r/${trackingNumber.slice(3)}${mac(trackingNumber.slice(3))}`,
    /** The tracking number a token is for, or null when it is not one of ours. */
    trackingNumberOf(token: string): string | null {
      const digits = token.slice(0, 10);
      const given = Buffer.from(token.slice(10));
      if (!DIGITS.test(digits)) return null;
      const expected = Buffer.from(mac(digits));
      return given.length === expected.length && timingSafeEqual(given, expected) ? `UKG${digits}` : null;
    },
  };
};
export type RecipientLinks = ReturnType<typeof createRecipientLinks>;
