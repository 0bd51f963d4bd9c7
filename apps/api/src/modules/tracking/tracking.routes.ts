import { TRACKING_MESSAGES, trackingResultSchema } from '@ukgh/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerGeneralCount } from '../../lib/rate-limit-store.ts';
import type { TrackingService } from './tracking.service.ts';

const tags = ['Tracking (public)'];

/** The public tracker (spec 000 §2 Track, §3 Tracking result, §5, §8): no sign-in. */
export const trackingRoutes =
  (tracking: TrackingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shipments/track/:trackingNumber/',
      {
        // The lookup's limits, the general per-address one included where the database counts it, in one
        // statement when the request arrives (tracking.limits.ts): the plugin does not count it again.
        config: tracking.countsGeneralLimit ? { rateLimit: false } : {},
        ...(tracking.limited && {
          onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
            const { trackingNumber } = req.params as { trackingNumber: string };
            const { general, refusal } = await tracking.admit(trackingNumber, req.ip);
            if (general) answerGeneralCount(reply, general);
            if (refusal) throw refusal;
          },
        }),
        schema: {
          tags,
          security: [],
          summary: 'Track a shipment by its tracking number (public)',
          description: `UKG followed by 10 digits, any case. 400 "${TRACKING_MESSAGES.invalidFormat}" when malformed; 404 "${TRACKING_MESSAGES.notFound}" when unknown; 429 with Retry-After when an address makes too many lookups or too many lookups of unknown numbers. Names only: never addresses, phone numbers, emails, agents, proofs or prices.`,
          params: z.object({ trackingNumber: z.string() }),
          response: { 200: trackingResultSchema },
        },
      },
      async (req) => tracking.track(req.params.trackingNumber, req.ip),
    );
  };
