import { describe, expect, it } from 'vitest';
import {
  FLAKY_NUMBER,
  GRAPH_TOKEN,
  PHONE_NUMBER_ID,
  REFUSED_NUMBER,
  startGraphStandIn,
} from '../../../test/graph-stand-in.ts';
import { createWhatsAppProvider, isValidWhatsAppSignature, whatsappSignature } from './cloud-api.ts';

const graph = await startGraphStandIn();
const provider = (token = GRAPH_TOKEN) =>
  createWhatsAppProvider({ token, phoneNumberId: PHONE_NUMBER_ID, apiVersion: 'v23.0', baseUrl: graph.url });

const message = (to: string) => ({
  to,
  template: 'ukgh_recipient_delivered',
  language: 'en',
  parameters: ['UKG1234567890', '4 Dec, 14:05', 'signed for'],
});

describe('the WhatsApp Cloud API provider', () => {
  it('posts the template message Graph documents, with the bearer token, and keeps the wamid', async () => {
    const result = await provider().send(message('+233241234567'));
    expect(result).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^wamid\./) });
    const request = graph.seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/v23.0/${PHONE_NUMBER_ID}/messages`);
    expect(request.headers.authorization).toBe(`Bearer ${GRAPH_TOKEN}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '233241234567',
      type: 'template',
      template: {
        name: 'ukgh_recipient_delivered',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'UKG1234567890' },
              { type: 'text', text: '4 Dec, 14:05' },
              { type: 'text', text: 'signed for' },
            ],
          },
        ],
      },
    });
  });

  it('reports a refused template with Graph’s code and details, as final', async () => {
    expect(await provider().send(message(REFUSED_NUMBER))).toEqual({
      ok: false,
      error: 'WhatsApp 400 132001: template name (ukgh_recipient_delivered) does not exist in en',
      retry: false,
    });
  });

  it('tries again after a 5xx or when Graph cannot be reached, not after a refused token', async () => {
    expect(await provider().send(message(FLAKY_NUMBER))).toMatchObject({ ok: false, retry: true });
    expect(await provider().send(message(FLAKY_NUMBER))).toMatchObject({ ok: true });
    const away = createWhatsAppProvider({
      token: GRAPH_TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      apiVersion: 'v23.0',
      baseUrl: 'http://127.0.0.1:9',
    });
    expect(await away.send(message('+233241234567'))).toMatchObject({ ok: false, retry: true });
    expect(await provider('another-token').send(message('+233241234567'))).toEqual({
      ok: false,
      error: 'WhatsApp 401 190: Invalid OAuth access token.',
      retry: false,
    });
  });

  it('signs as Meta does (sha256= and the hex HMAC of the raw body) and refuses any other signature', () => {
    const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
    const signature = whatsappSignature('app-secret', body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidWhatsAppSignature('app-secret', body, signature)).toBe(true);
    expect(isValidWhatsAppSignature('other-secret', body, signature)).toBe(false);
    expect(isValidWhatsAppSignature('app-secret', Buffer.from(`${body} `), signature)).toBe(false);
    expect(isValidWhatsAppSignature('app-secret', body, 'sha256=00')).toBe(false);
  });
});
