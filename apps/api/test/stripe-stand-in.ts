import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API endpoints the product calls, in Stripe's documented shapes:
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire and
 * POST /v1/refunds, with form-encoded bodies, a Bearer secret key, the Idempotency-Key header (a repeated key gets the first
 * answer again, as Stripe does) and JSON objects. Its session URL is a page of its own whose Pay button
 * plays the customer paying: it marks the session paid, posts the signed checkout.session.completed event
 * to the product's webhook and sends the browser back to the session's success URL.
 */
export interface StandInRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface StandInOptions {
  secretKey: string;
  /** Where the Pay button posts the signed event (the product's webhook), with this signing secret. */
  webhook?: { url: string; secret: string };
  port?: number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const signer = new Stripe('sk_test_signing_only');

/** A body and the Stripe-Signature header Stripe would send with it, made by the library's own helper. */
export const signedEvent = (type: string, object: unknown, secret: string, eventId = id('evt')) => {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-11-18.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }), eventId };
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
};

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

export const startStripeStandIn = async (options: StandInOptions) => {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const refunds: Record<string, unknown>[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let base = '';

  const metadataOf = (form: Record<string, string>, prefix: string) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith(`${prefix}[`))
        .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
    );

  const createSession = (form: Record<string, string>) => {
    const sessionId = id('cs');
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form.currency ?? form['line_items[0][price_data][currency]'],
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: metadataOf(form, 'metadata'),
      payment_intent: null as string | null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      url: `${base}/pay/${sessionId}`,
      livemode: false,
    };
    sessions.set(sessionId, session);
    return { status: 200, body: session };
  };

  const createRefund = (form: Record<string, string>) => {
    const refund = {
      id: id('re'),
      object: 'refund',
      payment_intent: form.payment_intent,
      amount: form.amount ? Number(form.amount) : null,
      currency: 'gbp',
      reason: form.reason ?? null,
      metadata: metadataOf(form, 'metadata'),
      status: 'succeeded',
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  };

  /** The customer pays on the stand-in's page: the session is paid and Stripe's event goes out, signed. */
  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session || !options.webhook) return null;
    // An expired or paid session's page cannot be paid again.
    if (session.status !== 'open') return null;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
    const { payload, header } = signedEvent('checkout.session.completed', session, options.webhook.secret);
    await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return String(session.success_url);
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const text = await readBody(req);
    if (url.pathname.startsWith('/pay/')) {
      const sessionId = url.pathname.slice('/pay/'.length);
      if (req.method === 'POST') {
        const back = await pay(sessionId);
        if (!back) return send(res, 404, stripeError('No such session'));
        res.writeHead(303, { location: back });
        return res.end();
      }
      const session = sessions.get(sessionId);
      res.writeHead(session ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        session
          ? `<!doctype html><title>Stripe Checkout (stand-in)</title><main><h1>Pay £${(Number(session.amount_total) / 100).toFixed(2)}</h1><p>${String(session.client_reference_id)}</p><form method="post"><button type="submit">Pay</button></form></main>`
          : 'No such session',
      );
    }
    const form = Object.fromEntries(new URLSearchParams(text));
    const authorization = req.headers.authorization;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, form, authorization, idempotencyKey });
    if (authorization !== `Bearer ${options.secretKey}`)
      return send(res, 401, stripeError('Invalid API Key provided', 'invalid_request_error'));
    const replayKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
    const earlier = replayKey ? answered.get(replayKey) : undefined;
    if (earlier) return send(res, earlier.status, earlier.body);
    let answer: { status: number; body: unknown };
    const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    const expirePath = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') answer = createSession(form);
    else if (req.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      answer = session
        ? { status: 200, body: session }
        : { status: 404, body: stripeError('No such session') };
    } else if (req.method === 'POST' && expirePath) {
      const session = sessions.get(expirePath[1]!);
      if (session?.status === 'open') Object.assign(session, { status: 'expired' });
      answer = session
        ? { status: 200, body: session }
        : { status: 404, body: stripeError('No such session') };
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') answer = createRefund(form);
    else
      answer = {
        status: 404,
        body: stripeError(`Unrecognized request URL (${req.method}: ${url.pathname})`),
      };
    if (replayKey) answered.set(replayKey, answer);
    return send(res, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    sessions,
    refunds,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
