import type { CompanyInfo } from '@ukgh/domain';

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
});
