import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { type SentWhatsApp, WHATSAPP_E2E } from './whatsapp.ts';

/**
 * The browser tests' WhatsApp: a loopback server playing Meta's Graph API as the Cloud API documents it, started
 * by playwright.config.ts before the product (which it is given as WHATSAPP_API_URL).
 *
 * - `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer <token>` and a JSON template message
 *   (`messaging_product: 'whatsapp'`, `to` without the plus, `type: 'template'`, `template: {name, language:
 *   {code}, components}`) answers `{messaging_product, contacts, messages: [{id: 'wamid…'}]}`; another token is
 *   Graph's 401 (OAuthException 190), another path or a malformed body Graph's 400 (code 100).
 * - The stand-in's own calls, not Graph's: `GET /__sent` lists the messages accepted, for the tests to read;
 *   `POST /__report` `{id, status}` posts that message's status to the product's webhook (WHATSAPP_WEBHOOK_URL)
 *   as Meta does, signed with `X-Hub-Signature-256` (HMAC-SHA256 of the body with the app secret), and answers
 *   `{webhook_status}`. A test asks for it once the product shows the message sent, so it has stored the wamid.
 */
const port = Number(process.env.WHATSAPP_STAND_IN_PORT);
const webhookUrl = process.env.WHATSAPP_WEBHOOK_URL;
const messagesPath = `/${WHATSAPP_E2E.apiVersion}/${WHATSAPP_E2E.phoneNumberId}/messages`;
const sent: SentWhatsApp[] = [];

interface TemplateMessage {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: string; parameters?: { type?: string; text?: unknown }[] }[];
  };
}

const graphError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: 'AStandIn' },
});

/** Meta's status notification for one message, signed as Meta signs it; the webhook's answer's status. */
const report = async (message: SentWhatsApp, status: string): Promise<number> => {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: WHATSAPP_E2E.phoneNumberId },
              statuses: [
                {
                  id: message.id,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: message.to.replace(/^\+/, ''),
                  pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', WHATSAPP_E2E.appSecret).update(body).digest('hex')}`;
  const res = await fetch(String(webhookUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body,
  }).catch(() => ({ status: 0 }));
  return res.status;
};

const server = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    const answer = (status: number, out: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    if (req.method === 'GET' && req.url === '/__sent') return answer(200, { messages: sent });
    if (req.method === 'POST' && req.url === '/__report') {
      const { id, status } = JSON.parse(text || '{}') as { id?: string; status?: string };
      const message = sent.find((m) => m.id === id);
      if (!message || !status) return answer(404, { error: `no message ${id} sent` });
      return void report(message, status).then((webhook_status) => answer(200, { webhook_status }));
    }
    if (req.headers.authorization !== `Bearer ${WHATSAPP_E2E.token}`)
      return answer(401, graphError('Invalid OAuth access token.', 190));
    if (req.method !== 'POST' || req.url !== messagesPath)
      return answer(400, graphError('Unsupported post request.', 100, 'GraphMethodException'));
    let body: TemplateMessage;
    try {
      body = JSON.parse(text) as TemplateMessage;
    } catch {
      return answer(400, graphError('(#100) The parameter messaging_product is required.', 100));
    }
    const template = body.template;
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      typeof body.to !== 'string' ||
      !/^\d{8,15}$/.test(body.to) ||
      typeof template?.name !== 'string' ||
      typeof template.language?.code !== 'string' ||
      !Array.isArray(template.components)
    )
      return answer(400, graphError('(#100) Invalid parameter', 100));
    const parameters = template.components
      .filter((c) => c.type === 'body')
      .flatMap((c) => c.parameters ?? [])
      .map((p) => String(p.text));
    const message: SentWhatsApp = {
      id: `wamid.E2E${String(sent.length + 1).padStart(6, '0')}`,
      to: `+${body.to}`,
      template: template.name,
      language: template.language.code,
      parameters,
    };
    sent.push(message);
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: message.id }],
    });
  });
});

server.listen(port, '127.0.0.1', () =>
  process.stdout.write(`whatsapp stand-in on http://127.0.0.1:${port}\n`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
