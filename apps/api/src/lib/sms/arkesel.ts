import { type SmsProvider, transient, unreachable } from './provider.ts';

export interface ArkeselOptions {
  apiKey: string;
  /** The approved sender id (at most 11 characters). */
  sender: string;
  /** Where Arkesel posts delivery reports: our webhook, carrying a secret in its path (Arkesel signs nothing). */
  callbackUrl?: string;
  /** Arkesel's API; a test points it at a local stand-in. */
  baseUrl?: string;
}

/**
 * Arkesel (Ghana), through its documented SMS API v2: `POST /api/v2/sms/send` with the `api-key` header and a
 * JSON body of `sender`, `message`, `recipients` (international numbers without the plus) and `callback_url`.
 * It answers `{ status: 'success', data: [{ recipient, id }] }`.
 */
export const createArkeselProvider = (options: ArkeselOptions): SmsProvider => {
  const url = `${options.baseUrl ?? 'https://sms.arkesel.com'}/api/v2/sms/send`;
  return {
    name: 'arkesel',
    async send({ to, body }) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'api-key': options.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({
            sender: options.sender,
            message: body,
            recipients: [to.replace(/^\+/, '')],
            ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return unreachable(error);
      }
      const answer = (await res.json().catch(() => ({}))) as {
        status?: string;
        message?: string;
        data?: { id?: string }[];
      };
      if (res.ok && answer.status === 'success')
        return { ok: true, providerMessageId: answer.data?.[0]?.id ?? null };
      return {
        ok: false,
        error: `Arkesel ${res.status}: ${answer.message ?? answer.status ?? 'no message'}`,
        retry: transient(res.status),
      };
    },
  };
};
