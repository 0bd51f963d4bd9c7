import { type CompanyInfo, socialUrl } from '@ukgh/domain';

const address = (a: CompanyInfo['uk_address']) => ({
  line1: a.line1,
  city: a.city,
  postcode: a.postcode,
  country: a.country,
});

/** Field by field: whatever else an admin keeps under the 'company' setting stays private. */
export const presentCompany = (c: CompanyInfo): CompanyInfo => ({
  name: c.name,
  support_email: c.support_email,
  support_phone: c.support_phone,
  ghana_phone: c.ghana_phone,
  locations: c.locations,
  uk_address: address(c.uk_address),
  gh_address: address(c.gh_address),
  // Only web addresses leave: a stored `javascript:` or a typo must never become a link in the footer.
  facebook_url: socialUrl(c.facebook_url),
  instagram_url: socialUrl(c.instagram_url),
  x_url: socialUrl(c.x_url),
  whatsapp_url: socialUrl(c.whatsapp_url),
});
