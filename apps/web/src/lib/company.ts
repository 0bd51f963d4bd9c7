/** Company contact details shown in the footer and help texts; one place so they never disagree. */
export const COMPANY = {
  name: 'UK Ghana Shipping',
  shortName: 'UKGH',
  tagline: 'Door-to-door parcels from the United Kingdom to Ghana',
  supportEmail: 'support@ukghanashipping.com',
  supportPhone: '+44 20 7946 0321',
  supportPhoneHref: 'tel:+442079460321',
  locations: 'London, UK & Accra, Ghana',
} as const;

/** Placeholder profiles until the company's real accounts exist (spec 000 §2: social links are dummy). */
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: '#' },
  { label: 'Instagram', href: '#' },
  { label: 'X', href: '#' },
  { label: 'LinkedIn', href: '#' },
] as const;
