import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound, unauthenticated } from '../../lib/errors.ts';
import { isValidWhatsAppSignature } from '../../lib/whatsapp/cloud-api.ts';
import { optIn, optOut, recordWhatsAppStatus } from './notifications.repository.ts';
import { scrubbed } from './notifications.worker.ts';
import { START_WORDS, STOP_WORDS } from './webhooks.service.ts';
import { fallBackToSms } from './whatsapp-fallback.ts';

/** What Meta posts (fields this product reads): message statuses and messages people send to our number. */
export interface WhatsAppNotification {
  entry?: {
    changes?: {
      value?: {
        statuses?: {
          id?: string;
          status?: string;
          errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
        }[];
        messages?: { from?: string; type?: string; text?: { body?: string } }[];
      };
    }[];
  }[];
}

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** WhatsApp's calls to us: the subscription check, then signed notifications of statuses and replies. */
export const createWhatsAppWebhooksService = (ctx: AppContext) => {
  const config = ctx.config.whatsapp;
  const configured = () => {
    if (!config) throw notFound();
    return config;
  };
  return {
    /** Meta's subscription check: our verify token back means the challenge is echoed. */
    verifySubscription(query: { mode?: string; token?: string; challenge?: string }) {
      const { verifyToken } = configured();
      if (query.mode !== 'subscribe' || !query.token || !same(query.token, verifyToken))
        throw forbidden('The verify token does not match');
      return query.challenge ?? '';
    },

    /** `X-Hub-Signature-256` over the raw body: 401 without one, 403 when it does not verify. */
    verifySignature(rawBody: Buffer | undefined, signature: string | undefined) {
      const { appSecret } = configured();
      if (!signature) throw unauthenticated('X-Hub-Signature-256 is missing');
      if (!rawBody || !isValidWhatsAppSignature(appSecret, rawBody, signature))
        throw forbidden('The request signature does not verify');
    },

    /**
     * Statuses move messages on (a `failed` one sends the SMS in its place); a text STOP from a number opts it
     * out of WhatsApp and SMS, START back in. Each change in its own transaction with what it causes.
     */
    async notify(notification: WhatsAppNotification) {
      configured();
      for (const entry of notification.entry ?? [])
        for (const change of entry.changes ?? []) {
          for (const status of change.value?.statuses ?? []) {
            const state = status.status;
            if (!status.id || !(state === 'delivered' || state === 'read' || state === 'failed')) continue;
            const error = status.errors?.[0];
            const reason = error
              ? `WhatsApp ${error.code ?? ''}: ${error.error_data?.details ?? error.message ?? error.title ?? ''}`
              : 'WhatsApp: failed';
            await ctx.db.transaction(async (tx) => {
              const failed = await recordWhatsAppStatus(tx, status.id!, state, scrubbed, reason);
              if (failed) await fallBackToSms(tx, failed, reason);
            });
          }
          for (const message of change.value?.messages ?? []) {
            if (message.type !== 'text' || !message.from) continue;
            // WhatsApp names the number with its country code, without the plus.
            const from = `+${message.from.replace(/\D/g, '')}`;
            const word = message.text?.body?.trim().toUpperCase() ?? '';
            if (STOP_WORDS.has(word)) await ctx.db.transaction((tx) => optOut(tx, from, 'whatsapp'));
            else if (START_WORDS.has(word)) await optIn(ctx.db, from);
          }
        }
    },
  };
};
export type WhatsAppWebhooksService = ReturnType<typeof createWhatsAppWebhooksService>;
