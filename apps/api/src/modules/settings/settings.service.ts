import {
  type BankDetails,
  type BankHoliday,
  type CompanyInfo,
  type DeliveryEstimateSettings,
  type RateCard,
  type RateCardSettingsInput,
  SETTINGS_AUDIT_ID,
  type UpdateCurrencyInput,
  type UpdateSettingsInput,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../operations/actor.ts';
import { changedFields, recordAudit } from '../operations/audit.ts';
import { invalidateAllTracking } from '../tracking/tracking.cache.ts';
import {
  currentGbpToGhs,
  getBankDetails,
  getBankHolidays,
  getCollectionDays,
  getCompanyDetails,
  getDeliveryEstimate,
  getRateCard,
  insertCurrencyRate,
  latestCurrencyRate,
  lockSetting,
  saveSetting,
} from './settings.repository.ts';

/** The rate card with the admin's figures; each level keeps its name and mode, the card its currency. */
const mergeRateCard = (current: RateCard, input: RateCardSettingsInput): RateCard => ({
  ...current,
  service_levels: {
    STANDARD: { ...current.service_levels.STANDARD, ...input.service_levels.STANDARD },
    EXPRESS: { ...current.service_levels.EXPRESS, ...input.service_levels.EXPRESS },
  },
  insurance: input.insurance,
});

/** The parts of the rate card Settings edits, flat enough for the audit trail's before/after. */
const auditedRateCard = (card: RateCard) => ({
  STANDARD: card.service_levels.STANDARD,
  EXPRESS: card.service_levels.EXPRESS,
  insurance: card.insurance,
});

interface Section<T> {
  key: string;
  read: (db: DbOrTx) => Promise<T>;
  next: (current: T, input: NonNullable<UpdateSettingsInput[keyof UpdateSettingsInput]>) => T;
  audited: (value: T) => Record<string, unknown>;
}

const SECTIONS = {
  company: {
    key: 'company',
    read: getCompanyDetails,
    next: (_current, input) => input as CompanyInfo,
    audited: (value) => ({ ...value }),
  } satisfies Section<CompanyInfo>,
  rate_card: {
    key: 'rate_card',
    read: getRateCard,
    next: (current, input) => mergeRateCard(current, input as RateCardSettingsInput),
    audited: auditedRateCard,
  } satisfies Section<RateCard>,
  bank_details: {
    key: 'bank_details',
    read: getBankDetails,
    next: (_current, input) => input as BankDetails,
    audited: (value) => ({ ...(value ?? {}) }),
  } satisfies Section<BankDetails | null>,
  collection_days: {
    key: 'collection_days',
    read: getCollectionDays,
    next: (_current, input) => input as number[],
    audited: (days) => ({ days }),
  } satisfies Section<number[]>,
  bank_holidays: {
    key: 'bank_holidays',
    read: getBankHolidays,
    next: (_current, input) => input as BankHoliday[],
    // One field per date, so the trail says which holidays were added or taken out.
    audited: (list) => Object.fromEntries(list.map((holiday) => [holiday.date, holiday.name])),
  } satisfies Section<BankHoliday[]>,
  delivery_estimate: {
    key: 'delivery_estimate',
    read: getDeliveryEstimate,
    next: (_current, input) => input as DeliveryEstimateSettings,
    // Flat for the audit trail: 'clearance_sea', 'delivery_GR', … each a [fewest, most] pair.
    audited: (value) => ({
      ...Object.fromEntries(
        Object.entries(value.customs_clearance_days).map(([m, d]) => [`clearance_${m}`, d]),
      ),
      ...Object.fromEntries(Object.entries(value.delivery_days).map(([r, d]) => [`delivery_${r}`, d])),
    }),
  } satisfies Section<DeliveryEstimateSettings>,
};

/**
 * System settings (spec 001 §7 "Dashboard, analytics, settings"). A change applies from the next read:
 * quotes price on the rate card and rate of the moment, bookings keep the price they were quoted.
 */
export const createSettingsService = (ctx: AppContext) => {
  const { db } = ctx;

  const read = async (tx: DbOrTx = db) => {
    const [company, rateCard, bankDetails, currency, collectionDays, bankHolidays, deliveryEstimate] =
      await Promise.all([
        getCompanyDetails(tx),
        getRateCard(tx),
        getBankDetails(tx),
        latestCurrencyRate(tx),
        getCollectionDays(tx),
        getBankHolidays(tx),
        getDeliveryEstimate(tx),
      ]);
    return { company, rateCard, bankDetails, currency, collectionDays, bankHolidays, deliveryEstimate };
  };

  return {
    read: () => read(),

    /** Saves the sections sent, each with one audit entry of what changed, in one transaction. */
    update: (actor: Actor, input: UpdateSettingsInput) =>
      db.transaction(async (tx) => {
        for (const name of Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]) {
          const value = input[name];
          if (!value) continue;
          const section = SECTIONS[name] as Section<unknown>;
          await lockSetting(tx, section.key);
          const before = await section.read(tx);
          const after = section.next(before, value);
          const diff = changedFields(section.audited(before), section.audited(after));
          if (Object.keys(diff.after).length === 0) continue;
          await saveSetting(tx, section.key, after, actor.id);
          await recordAudit(tx, actor, {
            action: `settings.${name}.update`,
            entity: 'settings',
            entityId: SETTINGS_AUDIT_ID,
            ...diff,
          });
          // Delivery windows read these (clearance and delivery days, the rate card's transit days), and the
          // public pages the rate card and the company's details (app.ts): this process forgets them at once.
          if (name === 'delivery_estimate' || name === 'rate_card' || name === 'company')
            await invalidateAllTracking(tx);
        }
        return read(tx);
      }),

    currency: () => latestCurrencyRate(db),

    collectionDays: () => getCollectionDays(db),

    bankHolidays: () => getBankHolidays(db),

    /** A new current GBP→GHS rate: new quotes convert at it, bookings keep the rate they were quoted at. */
    setCurrency: (actor: Actor, input: UpdateCurrencyInput) =>
      db.transaction(async (tx) => {
        const before = await currentGbpToGhs(tx);
        const saved = await insertCurrencyRate(tx, input.rate, actor.id);
        // The public pages show the rate (app.ts): every process forgets what it kept of them.
        await invalidateAllTracking(tx);
        await recordAudit(tx, actor, {
          action: 'currency.update',
          entity: 'settings',
          entityId: SETTINGS_AUDIT_ID,
          before: { gbp_to_ghs: before },
          after: { gbp_to_ghs: saved.rate },
        });
        return saved;
      }),
  };
};
export type SettingsService = ReturnType<typeof createSettingsService>;
export type AdminSettings = Awaited<ReturnType<SettingsService['read']>>;
