import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsAppConfig } from '../../config.ts';
import { transient } from '../sms/provider.ts';

/** One template message: the template registered with Meta, its language, and its body's values in order. */
export interface WhatsAppTemplateMessage {
  /** The phone in E.164. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

/**
 * What the Graph API answered: the message id (its status webhooks name it), or why not. `retry` is for an
 * outage; a refusal (the template unknown or not approved, the number not on WhatsApp) is final, and the
 * worker then sends the message by SMS.
 */
export type WhatsAppResult =
  | { ok: true; providerMessageId: string }
  | { ok: false; error: string; retry: boolean };

export interface WhatsAppProvider {
  readonly name: 'whatsapp';
  send(message: WhatsAppTemplateMessage): Promise<WhatsAppResult>;
}

// Graph's codes for throttling and a temporary fault: answered with 4xx at times, yet worth another try.
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

/**
 * The WhatsApp Business Cloud API's documented send: `POST {graph}/{version}/{phone-number-id}/messages` with
 * a Bearer token and a JSON `template` message; it answers `{ messages: [{ id }] }` or `{ error: { code, message } }`.
 */
export const createWhatsAppProvider = (
  config: Pick<WhatsAppConfig, 'token' | 'phoneNumberId' | 'apiVersion' | 'baseUrl'>,
): WhatsAppProvider => {
  const base = config.baseUrl ?? 'https://graph.facebook.com';
  const url = `${base}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send({ to, template, language, parameters }) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            // The Cloud API takes the number with its country code, without the plus.
            to: to.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: template,
              language: { code: language },
              components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
            },
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return {
          ok: false,
          error: `not reachable: ${error instanceof Error ? error.message : String(error)}`,
          retry: true,
        };
      }
      const answer = (await res.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { code?: number; message?: string; error_data?: { details?: string } };
      };
      const id = answer.messages?.[0]?.id;
      if (res.ok && id) return { ok: true, providerMessageId: id };
      const code = answer.error?.code;
      const detail = answer.error?.error_data?.details ?? answer.error?.message ?? 'no message';
      return {
        ok: false,
        error: `WhatsApp ${res.status}${code ? ` ${code}` : ''}: ${detail}`.slice(0, 500),
        retry: transient(res.status) || (code !== undefined && TRANSIENT_CODES.has(code)),
      };
    },
  };
};

/**
 * Meta's webhook signature (`X-Hub-Signature-256`): `sha256=` and the hex HMAC-SHA256 of the raw body, keyed
 * with the app secret. Compared in constant time.
 */
export const whatsappSignature = (appSecret: string, rawBody: Buffer | string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

export const isValidWhatsAppSignature = (appSecret: string, rawBody: Buffer, signature: string) => {
  const expected = Buffer.from(whatsappSignature(appSecret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
