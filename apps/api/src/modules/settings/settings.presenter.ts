import {
  type AdminSettingsDto,
  type CurrencyRateDto,
  DEFAULT_RATE_CARD,
  type RateCard,
  SERVICE_LEVELS,
  type ServiceRate,
} from '@ukgh/domain';
import { presentCompany } from '../company/company.presenter.ts';
import type { AdminSettings } from './settings.service.ts';

/** The current rate, or the built-in default (set_at null) before an admin has set one. */
export const presentCurrency = (currency: { rate: number; setAt: Date } | null): CurrencyRateDto => ({
  base: 'GBP',
  quote: 'GHS',
  rate: currency?.rate ?? DEFAULT_RATE_CARD.gbp_to_ghs,
  set_at: currency?.setAt.toISOString() ?? null,
});

const serviceRate = (code: keyof RateCard['service_levels'], rate: ServiceRate) => ({
  label: `${SERVICE_LEVELS[code].name} (${SERVICE_LEVELS[code].label})`,
  per_kg: rate.per_kg,
  volumetric_divisor_cm3_per_kg: rate.volumetric_divisor_cm3_per_kg,
  minimum_charge: rate.minimum_charge,
  transit_days: rate.transit_days,
  flat_rates: rate.flat_rates,
});

export const presentSettings = (s: AdminSettings): AdminSettingsDto => ({
  company: presentCompany(s.company),
  rate_card: {
    service_levels: {
      STANDARD: serviceRate('STANDARD', s.rateCard.service_levels.STANDARD),
      EXPRESS: serviceRate('EXPRESS', s.rateCard.service_levels.EXPRESS),
    },
    insurance: {
      percent_of_declared_value: s.rateCard.insurance.percent_of_declared_value,
      minimum: s.rateCard.insurance.minimum,
    },
  },
  bank_details: s.bankDetails && {
    account_name: s.bankDetails.account_name,
    bank_name: s.bankDetails.bank_name,
    sort_code: s.bankDetails.sort_code,
    account_number: s.bankDetails.account_number,
  },
  currency: presentCurrency(s.currency),
  collection_days: s.collectionDays,
  bank_holidays: s.bankHolidays.map((holiday) => ({ date: holiday.date, name: holiday.name })),
  delivery_estimate: {
    customs_clearance_days: { ...s.deliveryEstimate.customs_clearance_days },
    delivery_days: { ...s.deliveryEstimate.delivery_days },
  },
});
