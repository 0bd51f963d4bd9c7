import {
  adminSettingsSchema,
  collectionDaysResponseSchema,
  currencyRateSchema,
  pickupDateMessage,
  updateCurrencySchema,
  updateSettingsSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { actorOf } from '../operations/actor.ts';
import { presentCurrency, presentSettings } from './settings.presenter.ts';
import type { SettingsService } from './settings.service.ts';

const tags = ['Settings (admin)'];

/** The Settings screen: company details, rate card, bank details and the GBP→GHS rate (admins only). */
export const settingsRoutes =
  (settings: SettingsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards.requireRole('ADMIN') };
    const actor = (req: unknown) => actorOf((req as AuthedRequest).user, (req as AuthedRequest).id);

    app.get(
      '/admin/settings/',
      {
        ...admin,
        schema: { tags, summary: 'Read the system settings', response: { 200: adminSettingsSchema } },
      },
      async () => presentSettings(await settings.read()),
    );

    app.put(
      '/admin/settings/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Save one or more settings sections (company, rate_card, bank_details)',
          description:
            'Each section is sent whole. A rate card change prices new quotes only: bookings keep their price. Every change is in the audit trail (entity settings).',
          body: updateSettingsSchema,
          response: { 200: adminSettingsSchema },
        },
      },
      async (req) => presentSettings(await settings.update(actor(req), req.body)),
    );

    app.get(
      '/collection-days/',
      {
        schema: {
          tags: ['Company (public)'],
          security: [],
          summary:
            'The weekdays collections run (0 Sunday … 6 Saturday) and the bank holidays they do not, for the booking date picker (public)',
          response: { 200: collectionDaysResponseSchema },
        },
      },
      async () => {
        const [days, holidays] = await Promise.all([settings.collectionDays(), settings.bankHolidays()]);
        return {
          collection_days: days,
          bank_holidays: holidays.map((holiday) => ({ date: holiday.date, name: holiday.name })),
          message: pickupDateMessage(days),
        };
      },
    );

    app.get(
      '/admin/currency/',
      {
        ...admin,
        schema: { tags, summary: 'The current GBP→GHS rate', response: { 200: currencyRateSchema } },
      },
      async () => presentCurrency(await settings.currency()),
    );

    app.put(
      '/admin/currency/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Set a new GBP→GHS rate (new quotes only)',
          body: updateCurrencySchema,
          response: { 200: currencyRateSchema },
        },
      },
      async (req) => presentCurrency(await settings.setCurrency(actor(req), req.body)),
    );
  };
