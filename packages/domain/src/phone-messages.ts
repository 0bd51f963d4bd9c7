// The phone number's messages apart from its rule (phone.ts), which brings the phone number's library: the
// registration page shows them and downloads the rule once it has drawn.
export const PHONE_MESSAGES = {
  /** Account phones: either country. */
  invalid: 'Please enter a valid UK or Ghana phone number, e.g. 07700 900123 or +233 24 123 4567',
  GB: 'Please enter a valid UK phone number, e.g. 07700 900123 or +44 7700 900123',
  GH: 'Please enter a valid Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567',
} as const;
