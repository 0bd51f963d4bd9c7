/** Company details a new installation starts with; admins change them in settings (label sender, footer). */
export const COMPANY_DEFAULTS = {
  name: 'UK Ghana Shipping',
  support_email: 'support@ukghanashipping.com',
  support_phone: '+44 20 7946 0321',
  ghana_phone: '+233 30 290 1234',
  locations: 'London, UK & Accra, Ghana',
  uk_address: { line1: 'Unit 4, Thames Gateway Park', city: 'London', postcode: 'E16 2QA', country: 'GB' },
  gh_address: { line1: '12 Ring Road Central', city: 'Accra', postcode: 'GA-123-4567', country: 'GH' },
} as const;
export type CompanyDetails = typeof COMPANY_DEFAULTS;
