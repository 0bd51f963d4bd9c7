import { type QuoteRequest, quote } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { currentGbpToGhs, getRateCard, latestCurrencyRate } from '../settings/settings.repository.ts';

/** Quotes and the public rate card: the domain's one pricing engine on the rate card in settings. */
export const createPricingService = (ctx: AppContext) => {
  const { db } = ctx;
  return {
    async quote(input: QuoteRequest) {
      const [card, rate] = await Promise.all([getRateCard(db), currentGbpToGhs(db)]);
      return quote(input, card, rate);
    },

    async rates() {
      const [card, currency] = await Promise.all([getRateCard(db), latestCurrencyRate(db)]);
      return { card, currency };
    },
  };
};
export type PricingService = ReturnType<typeof createPricingService>;
