import { bookingMessagesSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { findBookingRow } from '../bookings/bookings.repository.ts';
import { listBookingMessages } from './notifications.repository.ts';

const presentMessage = (row: OutboxRow) => ({
  id: row.id,
  channel: row.channel as 'email' | 'sms' | 'whatsapp',
  kind: row.kind,
  to: row.toAddress,
  state: row.status as 'pending' | 'sent' | 'delivered' | 'failed' | 'skipped',
  attempts: row.attempts,
  error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

/** The messages about one booking (mail and SMS, to the customer and the recipient), for its History. */
export const bookingMessagesRoutes =
  (db: Db, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/bookings/:id/messages/',
      {
        onRequest: guards.requireRole('ADMIN'),
        schema: {
          tags: ['Bookings (admin)'],
          summary: "A booking's messages: channel, to whom, state and time",
          description: 'Oldest first. 404 when there is no such booking.',
          params: z.object({ id: z.uuid() }),
          response: { 200: bookingMessagesSchema },
        },
      },
      async (req) => {
        if (!(await findBookingRow(db, req.params.id))) throw notFound('Booking not found');
        return { results: (await listBookingMessages(db, req.params.id)).map(presentMessage) };
      },
    );
  };
