import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { smsWebhookPaths } from '../../lib/sms/index.ts';
import { isValidTwilioSignature } from '../../lib/sms/twilio.ts';
import { optIn, optOut, recordDeliveryReport } from './notifications.repository.ts';

// Twilio's standard opt-out and opt-in keywords (its Advanced Opt-Out defaults).
export const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
]);
export const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
const FAILED = new Set(['failed', 'undelivered', 'rejected', 'expired', 'undeliverable']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The SMS providers' calls to us: delivery reports and, from Twilio, the texts people send back. */
export const createSmsWebhooksService = (ctx: AppContext) => {
  const sms = ctx.config.sms;
  /** Twilio signs the full URL it called: this installation's public address and the webhook's path. */
  const verifyTwilio = (path: string, params: Record<string, string>, signature: string | undefined) => {
    if (sms.provider !== 'twilio') throw notFound();
    if (!isValidTwilioSignature(sms.authToken, ctx.config.publicUrl + path, params, signature))
      throw forbidden('The request signature does not verify');
  };
  return {
    async twilioStatus(params: Record<string, string>, signature: string | undefined) {
      verifyTwilio(smsWebhookPaths.twilioStatus, params, signature);
      const status = params.MessageStatus?.toLowerCase() ?? '';
      if (!params.MessageSid || !(status === 'delivered' || FAILED.has(status))) return;
      await recordDeliveryReport(
        ctx.db,
        'twilio',
        params.MessageSid,
        status === 'delivered'
          ? { delivered: true }
          : { delivered: false, error: `Twilio: ${status} ${params.ErrorCode ?? ''}`.trim() },
      );
    },
    /** A text to our number: STOP opts the number out of every SMS, START opts it back in. */
    async twilioInbound(params: Record<string, string>, signature: string | undefined) {
      verifyTwilio(smsWebhookPaths.twilioInbound, params, signature);
      const word = params.Body?.trim().toUpperCase() ?? '';
      const from = params.From ?? '';
      if (!from) return;
      if (STOP_WORDS.has(word)) await ctx.db.transaction((tx) => optOut(tx, from, 'twilio'));
      else if (START_WORDS.has(word)) await optIn(ctx.db, from);
    },
    /** Arkesel signs nothing: a report is ours when its path carries the secret we gave it (SMS_WEBHOOK_SECRET). */
    async arkeselReport(secret: string, report: Record<string, unknown>) {
      if (sms.provider !== 'arkesel' || !sameSecret(secret, sms.webhookSecret)) throw notFound();
      const id = String(report.sms_id ?? report.id ?? report.message_id ?? '');
      const status = String(report.status ?? '').toLowerCase();
      if (!id || !(status === 'delivered' || FAILED.has(status))) return;
      await recordDeliveryReport(
        ctx.db,
        'arkesel',
        id,
        status === 'delivered' ? { delivered: true } : { delivered: false, error: `Arkesel: ${status}` },
      );
    },
  };
};
export type SmsWebhooksService = ReturnType<typeof createSmsWebhooksService>;
