import path from 'node:path';
import type { SmsConfig } from '../../config.ts';
import { createArkeselProvider } from './arkesel.ts';
import { createLogSmsProvider } from './log-provider.ts';
import type { SmsProvider } from './provider.ts';
import { createTwilioProvider } from './twilio.ts';

/** Where delivery reports come back: the API's webhooks (modules/notifications/webhooks.routes.ts). */
export const smsWebhookPaths = {
  twilioStatus: '/api/v1/webhooks/twilio/status/',
  twilioInbound: '/api/v1/webhooks/twilio/inbound/',
  arkesel: (secret: string) => `/api/v1/webhooks/arkesel/${secret}/`,
};

/** The provider SMS_PROVIDER names, its reports sent to this installation's public address. */
export const createSmsProvider = (config: SmsConfig, dataDir: string, publicUrl: string): SmsProvider => {
  if (config.provider === 'twilio')
    return createTwilioProvider({ ...config, statusCallbackUrl: publicUrl + smsWebhookPaths.twilioStatus });
  if (config.provider === 'arkesel')
    return createArkeselProvider({
      ...config,
      callbackUrl: publicUrl + smsWebhookPaths.arkesel(config.webhookSecret),
    });
  return createLogSmsProvider(path.join(dataDir, 'outbox', 'sms'));
};
