/**
 * What the web app says about the company without asking the server (logo, page titles, tagline).
 * Contact details and social links come from the settings, through `useCompanyDetails`.
 */
export const COMPANY = {
  name: 'UK Ghana Shipping',
  shortName: 'UKGH',
  tagline: 'Door-to-door parcels from the United Kingdom to Ghana',
} as const;
