/** The test-only WhatsApp Cloud API settings the product and its stand-in (whatsapp-stand-in.ts) share. */
export const WHATSAPP_E2E = {
  token: 'whatsapp-e2e-standin-token',
  phoneNumberId: '106540352242922',
  appSecret: 'whatsapp-e2e-standin-app-secret',
  verifyToken: 'whatsapp-e2e-standin-verify-token',
  apiVersion: 'v23.0',
} as const;

/** One template message as the stand-in received it (GET /__sent). */
export interface SentWhatsApp {
  id: string;
  /** E.164, the plus put back (the Cloud API takes the number without it). */
  to: string;
  template: string;
  language: string;
  /** The body's parameters, in order. */
  parameters: string[];
}

/** Every template message the stand-in has answered with a wamid, oldest first. */
export const whatsappSent = async (standInUrl: string): Promise<SentWhatsApp[]> => {
  const res = await fetch(`${standInUrl}/__sent`);
  if (!res.ok) throw new Error(`the WhatsApp stand-in answered ${res.status}`);
  return ((await res.json()) as { messages: SentWhatsApp[] }).messages;
};

/** Has the stand-in post `status` for message `id` to the product's webhook, signed; the webhook's HTTP status. */
export const reportWhatsAppStatus = async (
  standInUrl: string,
  id: string,
  status: string,
): Promise<number> => {
  const res = await fetch(`${standInUrl}/__report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, status }),
  });
  if (!res.ok) throw new Error(`the WhatsApp stand-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { webhook_status: number }).webhook_status;
};
