import { type BankDetails, COMPANY_DEFAULTS, DEFAULT_COLLECTION_DAYS } from '@ukgh/domain';
import type { DbOrTx } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { getCompanyDetails, getRateCard, saveSetting } from '../modules/settings/settings.repository.ts';

/** A bank account that says it is the demo's, so nobody mistakes it for one to pay into. */
const DEMO_BANK_DETAILS: BankDetails = {
  account_name: `${COMPANY_DEFAULTS.name} (demo account)`,
  bank_name: 'Demo bank: not a real account',
  sort_code: '00-00-00',
  account_number: '00000000',
};

/**
 * The Settings a real installation's admin fills in first (the dashboard's setup checklist), saved as the
 * demo's admin: the company details and rate card as they stand, the default collection days, a demo bank.
 */
export const seedSettings = async (tx: DbOrTx, admin: UserRow) => {
  await saveSetting(tx, 'company', await getCompanyDetails(tx), admin.id);
  await saveSetting(tx, 'rate_card', await getRateCard(tx), admin.id);
  await saveSetting(tx, 'collection_days', [...DEFAULT_COLLECTION_DAYS], admin.id);
  await saveSetting(tx, 'bank_details', DEMO_BANK_DETAILS, admin.id);
};
