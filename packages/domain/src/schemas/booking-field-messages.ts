// The booking form's field messages apart from its schema (booking.ts): the wizard draws its first step with
// them and downloads the schema, with zod and the phone number's library, while the customer fills it in.
export const BOOKING_FIELD_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  ukPostcode: 'Please enter a valid UK postcode',
  ghPostcode: 'Please enter a valid Ghana digital address (e.g. GA-123-4567)',
  region: 'Please select a Ghana region',
  qty: 'Quantity must be at least 1',
  nonNegative: 'Must be 0 or more',
  pickupOrder: 'The pickup window must end after it starts',
  packages: 'Add at least one package',
} as const;
