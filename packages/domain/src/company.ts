/**
 * The company's social profiles. None is set on a new installation: the footer shows a profile's icon only
 * once its address is in the settings, so no icon ever leads nowhere.
 */
export const SOCIAL_LINK_KEYS = ['facebook_url', 'instagram_url', 'x_url', 'whatsapp_url'] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

/** A social link as shown: an http(s) address, or null for anything else (blank, `javascript:`, junk). */
export const socialUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** Company details a new installation starts with; admins change them in settings (label sender, footer). */
export const COMPANY_DEFAULTS = {
  name: 'UK Ghana Shipping',
  support_email: 'support@ukghanashipping.com',
  support_phone: '+44 20 7946 0321',
  ghana_phone: '+233 30 290 1234',
  locations: 'London, UK & Accra, Ghana',
  uk_address: { line1: 'Unit 4, Thames Gateway Park', city: 'London', postcode: 'E16 2QA', country: 'GB' },
  gh_address: { line1: '12 Ring Road Central', city: 'Accra', postcode: 'GA-123-4567', country: 'GH' },
  facebook_url: null as string | null,
  instagram_url: null as string | null,
  x_url: null as string | null,
  whatsapp_url: null as string | null,
} as const;
export type CompanyDetails = typeof COMPANY_DEFAULTS;
