import { quoteRequestSchema, quoteResponseSchema, ratesResponseSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentQuote, presentRates } from './pricing.presenter.ts';
import type { PricingService } from './pricing.service.ts';

const tags = ['Rates and quotes (public)'];

/** The rate calculator and the /rates page: no sign-in. */
export const pricingRoutes =
  (pricing: PricingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/quotes/',
      {
        schema: {
          tags,
          security: [],
          summary: 'Price packages on the current rate card (public)',
          description:
            "Packages in the booking payload's shape (description optional). Answers {service_level_code, price_quote_gbp, price_quote_ghs, freight_gbp, insurance_gbp, total_chargeable_weight_kg, total_declared_value_gbp, gbp_to_ghs_rate, breakdown[]}, the figures a booking made now would be quoted.",
          body: quoteRequestSchema,
          response: { 200: quoteResponseSchema },
        },
      },
      async (req) => presentQuote(await pricing.quote(req.body)),
    );

    app.get(
      '/rates/',
      {
        schema: {
          tags,
          security: [],
          summary: 'The current rate card and GBP→GHS rate (public)',
          response: { 200: ratesResponseSchema },
        },
      },
      async () => {
        const { card, currency } = await pricing.rates();
        return presentRates(card, currency);
      },
    );
  };
