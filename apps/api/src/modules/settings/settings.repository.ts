import {
  type BankDetails,
  type BankHoliday,
  COMPANY_DEFAULTS,
  type CompanyInfo,
  DEFAULT_BANK_HOLIDAYS,
  DEFAULT_COLLECTION_DAYS,
  DEFAULT_RATE_CARD,
  type DeliveryEstimateSettings,
  type RateCard,
  withDeliveryEstimateDefaults,
} from '@ukgh/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currencyRates, settings } from '../../db/schema.ts';

export const getRateCard = async (db: DbOrTx): Promise<RateCard> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'rate_card'));
  return (row?.value as RateCard | undefined) ?? DEFAULT_RATE_CARD;
};

/** The newest GBP→GHS rate; bookings keep the one they were quoted at. */
export const currentGbpToGhs = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select().from(currencyRates).orderBy(desc(currencyRates.createdAt)).limit(1);
  return row ? Number(row.rate) : DEFAULT_RATE_CARD.gbp_to_ghs;
};

/** The newest GBP→GHS rate with when it was set; null before any rate is stored. */
export const latestCurrencyRate = async (db: DbOrTx): Promise<{ rate: number; setAt: Date } | null> => {
  const [row] = await db
    .select({ rate: currencyRates.rate, setAt: currencyRates.createdAt })
    .from(currencyRates)
    .orderBy(desc(currencyRates.createdAt))
    .limit(1);
  return row ? { rate: Number(row.rate), setAt: row.setAt } : null;
};

/** Company details (settings key 'company'); a field never set falls back to the defaults. */
export const getCompanyDetails = async (db: DbOrTx): Promise<CompanyInfo> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'company'));
  const stored = (row?.value ?? {}) as Partial<CompanyInfo>;
  return {
    ...COMPANY_DEFAULTS,
    ...stored,
    uk_address: { ...COMPANY_DEFAULTS.uk_address, ...stored.uk_address },
    gh_address: { ...COMPANY_DEFAULTS.gh_address, ...stored.gh_address },
  };
};

/** The bank account customers pay into (settings key 'bank_details'); null until an admin enters it. */
export const getBankDetails = async (db: DbOrTx): Promise<BankDetails | null> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'bank_details'));
  return (row?.value as BankDetails | undefined) ?? null;
};

/**
 * Reads a setting with its row locked for the caller's transaction, so two admins saving the same section
 * at once write their audit entries in order (each one's `before` is the other's `after`).
 */
export const lockSetting = async (tx: DbOrTx, key: string): Promise<void> => {
  await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key)).for('update');
};

export const saveSetting = async (tx: DbOrTx, key: string, value: unknown, updatedBy: string) => {
  await tx
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
};

/** A new GBP→GHS rate becomes the current one; the older ones stay as history. */
export const insertCurrencyRate = async (tx: DbOrTx, rate: number, setBy: string) => {
  const [row] = await tx
    .insert(currencyRates)
    .values({ rate: String(rate), setBy })
    .returning({ rate: currencyRates.rate, setAt: currencyRates.createdAt });
  return { rate: Number(row!.rate), setAt: row!.setAt };
};

/** The weekdays collections run (settings key 'collection_days'); Monday to Saturday until changed. */
export const getCollectionDays = async (db: DbOrTx): Promise<number[]> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'collection_days'));
  return (row?.value as number[] | undefined) ?? [...DEFAULT_COLLECTION_DAYS];
};

/** UK bank holidays without collections (settings key 'bank_holidays'); gov.uk's list until changed. */
export const getBankHolidays = async (db: DbOrTx): Promise<BankHoliday[]> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'bank_holidays'));
  return (
    (row?.value as BankHoliday[] | undefined) ?? DEFAULT_BANK_HOLIDAYS.map((holiday) => ({ ...holiday }))
  );
};

/** Clearance and delivery days for the delivery window (settings key 'delivery_estimate'), over the defaults. */
export const getDeliveryEstimate = async (db: DbOrTx): Promise<DeliveryEstimateSettings> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'delivery_estimate'));
  return withDeliveryEstimateDefaults(row?.value as Partial<DeliveryEstimateSettings> | undefined);
};

/**
 * The settings an admin (or the demo seed, as its admin) has saved. A fresh installation writes its defaults
 * with nobody as the author, so a key counts as set up only once someone has saved it.
 */
export const savedSettingKeys = async (db: DbOrTx, keys: readonly string[]): Promise<Set<string>> => {
  const rows = await db
    .select({ key: settings.key })
    .from(settings)
    .where(and(inArray(settings.key, [...keys]), isNotNull(settings.updatedBy)));
  return new Set(rows.map((r) => r.key));
};
