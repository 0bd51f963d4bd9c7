import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface GraphRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    to?: string;
    template?: { name?: string; language?: { code?: string }; components?: unknown[] };
    [key: string]: unknown;
  };
}

export const GRAPH_TOKEN = 'graph-token-of-the-test';
export const PHONE_NUMBER_ID = '106540352242922';
/** Numbers the stand-in answers as Graph would for a refused template and for an outage. */
export const REFUSED_NUMBER = '+233200000901';
export const FLAKY_NUMBER = '+233200000902';

/**
 * A loopback server playing the Cloud API's `POST /{version}/{phone-number-id}/messages`: 401 with Graph's
 * OAuth error for another token, 400 with error 132001 (template missing) for REFUSED_NUMBER, 503 on the
 * first call for FLAKY_NUMBER, else 200 with a `wamid`. Closed after the file.
 */
export const startGraphStandIn = async () => {
  const seen: GraphRequest[] = [];
  let sent = 0;
  const flaky = new Set<string>();
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const body = JSON.parse(text || '{}') as GraphRequest['body'];
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      const answer = (status: number, out: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
      if (req.headers.authorization !== `Bearer ${GRAPH_TOKEN}`)
        return answer(401, {
          error: {
            message: 'Invalid OAuth access token.',
            type: 'OAuthException',
            code: 190,
            fbtrace_id: 'A1',
          },
        });
      if (req.method !== 'POST' || req.url !== `/v23.0/${PHONE_NUMBER_ID}/messages`)
        return answer(400, {
          error: { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100 },
        });
      if (`+${body.to}` === REFUSED_NUMBER)
        return answer(400, {
          error: {
            message: '(#132001) Template name does not exist in the translation',
            type: 'OAuthException',
            code: 132001,
            error_data: {
              messaging_product: 'whatsapp',
              details: `template name (${body.template?.name}) does not exist in en`,
            },
            fbtrace_id: 'A2',
          },
        });
      if (`+${body.to}` === FLAKY_NUMBER && !flaky.has(body.template?.name ?? '')) {
        flaky.add(body.template?.name ?? '');
        return answer(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
      }
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.TEST${++sent}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
};
