import type { PackageType, Quote } from '../pricing/quote.ts';
import type { FlatRate, RateCard } from '../pricing/rate-card.ts';
import type { ServiceLevelCode } from '../service-levels.ts';

/** One service level as GET /rates/ shows it: the rate card's figures with the level's code, name and label. */
export interface PublicServiceRate {
  code: ServiceLevelCode;
  /** 'Standard' or 'Express'. */
  name: string;
  /** 'Ship' or 'Flight'. */
  label: string;
  /** 'sea' or 'air'. */
  mode: string;
  per_kg: number;
  volumetric_divisor_cm3_per_kg: number;
  minimum_charge: number;
  /** [fewest, most] days. */
  transit_days: [number, number];
  flat_rates: Partial<Record<PackageType, FlatRate>>;
}

/**
 * GET /rates/: the current rate card and GBP→GHS rate. It is a RateCard (gbp_to_ghs is the current rate),
 * so a calculator can price on the client with `quote(input, rates)` and get what POST /quotes/ answers.
 */
export interface RatesResponse extends RateCard {
  currency: string;
  gbp_to_ghs: number;
  /** When the GBP→GHS rate was last set (ISO 8601), null for the built-in default. */
  gbp_to_ghs_updated_at: string | null;
  service_levels: Record<ServiceLevelCode, PublicServiceRate>;
  insurance: { percent_of_declared_value: number; minimum: number };
}

/** GET /company/: the company details in settings (footer, contact page, label sender, social links). */
export interface CompanyInfo {
  name: string;
  support_email: string;
  support_phone: string;
  ghana_phone: string;
  locations: string;
  uk_address: { line1: string; city: string; postcode: string; country: string };
  gh_address: { line1: string; city: string; postcode: string; country: string };
  /** Social profiles (http(s) addresses); null when the company has not set one. */
  facebook_url: string | null;
  instagram_url: string | null;
  x_url: string | null;
  whatsapp_url: string | null;
}

/** POST /quotes/ answers the pricing engine's Quote without its integer minor units (kept for storage). */
export type QuoteResponse = Omit<Quote, 'pence'>;
