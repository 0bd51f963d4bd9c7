import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArkeselProvider } from './arkesel.ts';
import { createLogSmsProvider } from './log-provider.ts';
import { createTwilioProvider, isValidTwilioSignature, twilioSignature } from './twilio.ts';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback server answering as a provider's API does; it records what it was sent. */
const standIn = async (answer: (seen: Seen) => { status: number; body: unknown }) => {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method!, path: req.url!, headers: req.headers, body };
      seen.push(request);
      const { status, body: out } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(r)) };
};

describe('Twilio', () => {
  let twilio: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    // Twilio's answers: 201 with the message's sid; 400 with its error code for a number that opted out.
    twilio = await standIn(({ body }) => {
      const to = new URLSearchParams(body).get('To');
      if (to === '+233200000001')
        return {
          status: 400,
          body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
        };
      if (to === '+233200000002') return { status: 503, body: { message: 'Service unavailable' } };
      return { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' } };
    });
  });
  afterAll(() => twilio.close());

  const provider = () =>
    createTwilioProvider({
      accountSid: 'AC00000000000000000000000000000000',
      authToken: 'token-of-the-test',
      from: 'MG00000000000000000000000000000000',
      statusCallbackUrl: 'https://shipper.example/api/v1/webhooks/twilio/status/',
      baseUrl: twilio.url,
    });

  it('posts the form Twilio documents, with basic auth, and keeps the message sid', async () => {
    const result = await provider().send({
      to: '+233241234567',
      body: 'Parcel UKG1 is on its way',
      reference: 'r1',
    });
    expect(result).toEqual({ ok: true, providerMessageId: 'SM0123456789abcdef0123456789abcdef' });
    const request = twilio.seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC00000000000000000000000000000000/Messages.json');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('AC00000000000000000000000000000000:token-of-the-test').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+233241234567',
      Body: 'Parcel UKG1 is on its way',
      MessagingServiceSid: 'MG00000000000000000000000000000000',
      StatusCallback: 'https://shipper.example/api/v1/webhooks/twilio/status/',
    });
  });

  it('says a number opted out (Twilio 21610), not to be tried again', async () => {
    const result = await provider().send({ to: '+233200000001', body: 'x', reference: 'r2' });
    expect(result).toMatchObject({ ok: false, optedOut: true, retry: false });
  });

  it('tries again later when Twilio answers 5xx or cannot be reached', async () => {
    expect(await provider().send({ to: '+233200000002', body: 'x', reference: 'r3' })).toMatchObject({
      ok: false,
      retry: true,
    });
    const away = createTwilioProvider({
      accountSid: 'AC1',
      authToken: 't',
      from: '+447700900000',
      baseUrl: 'http://127.0.0.1:9',
    });
    expect(await away.send({ to: '+233241234567', body: 'x', reference: 'r4' })).toMatchObject({
      ok: false,
      retry: true,
    });
  });

  it('computes the signature of Twilio’s documented example, and refuses a changed parameter', () => {
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isValidTwilioSignature('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    expect(
      isValidTwilioSignature('12345', url, { ...params, Digits: '9999' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='),
    ).toBe(false);
    expect(isValidTwilioSignature('12345', url, params, undefined)).toBe(false);
  });
});

describe('Arkesel', () => {
  let arkesel: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    arkesel = await standIn(({ headers }) =>
      headers['api-key'] === 'key-of-the-test'
        ? {
            status: 200,
            body: { status: 'success', data: [{ recipient: '233241234567', id: '9b752841-7ee7-4d63' }] },
          }
        : { status: 401, body: { code: '101', message: 'Invalid API key' } },
    );
  });
  afterAll(() => arkesel.close());

  it('posts the JSON its v2 API documents, with the api-key header, and keeps the message id', async () => {
    const provider = createArkeselProvider({
      apiKey: 'key-of-the-test',
      sender: 'UKGhanaShip',
      callbackUrl: 'https://shipper.example/api/v1/webhooks/arkesel/s3cret/',
      baseUrl: arkesel.url,
    });
    const result = await provider.send({
      to: '+233241234567',
      body: 'Parcel UKG1 is in Ghana',
      reference: 'r1',
    });
    expect(result).toEqual({ ok: true, providerMessageId: '9b752841-7ee7-4d63' });
    const request = arkesel.seen.at(-1)!;
    expect(request.path).toBe('/api/v2/sms/send');
    expect(JSON.parse(request.body)).toEqual({
      sender: 'UKGhanaShip',
      message: 'Parcel UKG1 is in Ghana',
      recipients: ['233241234567'],
      callback_url: 'https://shipper.example/api/v1/webhooks/arkesel/s3cret/',
    });
  });

  it('reports a refused key as a failure that a retry will not mend', async () => {
    const provider = createArkeselProvider({ apiKey: 'wrong', sender: 'UKGhanaShip', baseUrl: arkesel.url });
    expect(await provider.send({ to: '+233241234567', body: 'x', reference: 'r2' })).toEqual({
      ok: false,
      error: 'Arkesel 401: Invalid API key',
      retry: false,
    });
  });
});

describe('the log provider (no SMS provider configured)', () => {
  it('writes each message to a file of its own: the number in E.164, then the text', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'sms-log-')), 'outbox', 'sms');
    const provider = createLogSmsProvider(dir);
    expect(
      await provider.send({ to: '+233241234567', body: 'Parcel UKG1 was delivered', reference: 'abc' }),
    ).toEqual({
      ok: true,
      providerMessageId: null,
    });
    const [file] = await readdir(dir);
    expect(file).toMatch(/-abc\.txt$/);
    expect(await readFile(path.join(dir, file!), 'utf8')).toBe(
      'To: +233241234567\n\nParcel UKG1 was delivered\n',
    );
  });
});
