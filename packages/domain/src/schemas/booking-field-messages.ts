// The booking form's field messages apart from its schema (booking.ts): the wizard draws its first step with
// them and downloads the schema, with zod and the phone number's library, while the customer fills it in.
/** The most a booking holds, as a real one reaches: package lines, and items (the sum of the quantities).
 * They bound the labels and manifests a booking makes (one label per item). */
export const MAX_PACKAGE_LINES = 50;
export const MAX_PACKAGE_ITEMS = 200;

export const BOOKING_FIELD_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  ukPostcode: 'Please enter a valid UK postcode',
  region: 'Please select a Ghana region',
  qty: 'Quantity must be at least 1',
  nonNegative: 'Must be 0 or more',
  weightRequired: 'Enter the weight: more than 0 kg (only an envelope may have none)',
  pickupOrder: 'The pickup window must end after it starts',
  packages: 'Add at least one package',
  packageLines: `A booking holds at most ${MAX_PACKAGE_LINES} package lines`,
  packageItems: `A booking holds at most ${MAX_PACKAGE_ITEMS} items in all (the sum of the quantities)`,
} as const;
