import { createHmac, timingSafeEqual } from 'node:crypto';
import { type SmsProvider, transient, unreachable } from './provider.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Messaging Service (`MG…`) or a sending number in E.164. */
  from: string;
  /** Where Twilio posts the message's status changes (our webhook), if reports are wanted. */
  statusCallbackUrl?: string;
  /** Twilio's API; a test points it at a local stand-in. */
  baseUrl?: string;
}

// Twilio's error for a number that texted STOP: it will not deliver to it until the number texts START.
const UNSUBSCRIBED = 21610;

/**
 * Twilio Programmable Messaging, through its documented REST API: `POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded `To`, `From` or `MessagingServiceSid`, `Body`, `StatusCallback`, with HTTP basic auth.
 */
export const createTwilioProvider = (options: TwilioOptions): SmsProvider => {
  const base = options.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      form.set(options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', options.from);
      if (options.statusCallbackUrl) form.set('StatusCallback', options.statusCallbackUrl);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return unreachable(error);
      }
      const answer = (await res.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (res.ok && answer.sid) return { ok: true, providerMessageId: answer.sid };
      return {
        ok: false,
        error: `Twilio ${res.status}${answer.code ? ` ${answer.code}` : ''}: ${answer.message ?? 'no message'}`,
        optedOut: answer.code === UNSUBSCRIBED,
        retry: transient(res.status),
      };
    },
  };
};

/**
 * Twilio's request signature (`X-Twilio-Signature`): base64 of HMAC-SHA1, keyed with the auth token, of the
 * full URL Twilio called followed by each POST parameter's name and value, sorted by name.
 */
export const twilioSignature = (authToken: string, url: string, params: Record<string, string>) =>
  createHmac('sha1', authToken)
    .update(
      Object.keys(params)
        .sort()
        .reduce((text, key) => text + key + params[key], url),
    )
    .digest('base64');

export const isValidTwilioSignature = (
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
) => {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
