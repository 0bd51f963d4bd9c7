import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { actionFields, deliveryJob, pickupJob } from '../../test/agent-work.ts';
import { createTestApp } from '../../test/app.ts';
import { bookingPayload, makeBooking, signedIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { receipts } from '../db/schema.ts';

/**
 * The authorization matrix, generated from the server's own route table (`app.routes`, collected by an
 * onRoute hook as routes are registered): every route × every role and anonymous. Each route must have a
 * rule below; a route added without one fails the first test, so it cannot be forgotten.
 *
 * - `public`: anyone; every caller gets the same answer as an anonymous one (never 401).
 * - `signedIn`: any role passes the gate (the service decides per object; see "another's object" below).
 * - a list of roles: anonymous 401, any other role 403, these roles neither 401 nor 403.
 */
type Rule = 'public' | 'signedIn' | readonly Role[];

const A = 'ADMIN' as const;
const W = 'WAREHOUSE' as const;
const P = 'PICKUP' as const;
const D = 'DELIVERY' as const;
const C = 'CUSTOMER' as const;

const RULES: Record<string, Rule> = {
  'GET /api/docs': 'public',
  'HEAD /api/docs/': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'POST /api/v1/auth/register/': 'public',
  'POST /api/v1/auth/login/': 'public',
  'POST /api/v1/auth/logout/': 'signedIn',
  'POST /api/v1/auth/password-reset/': 'public',
  'POST /api/v1/auth/password-reset/confirm/': 'public',
  'GET /api/v1/auth/profile/': 'signedIn',
  'PUT /api/v1/auth/profile/': 'signedIn',
  'PATCH /api/v1/auth/profile/update/': 'signedIn',
  'GET /api/v1/auth/profile/notifications/': 'signedIn',
  'PUT /api/v1/auth/profile/notifications/': 'signedIn',
  'POST /api/v1/auth/profile/change-password/': 'signedIn',
  'POST /api/v1/auth/profile/upload-avatar/': 'signedIn',
  'DELETE /api/v1/auth/profile/remove-avatar/': 'signedIn',
  'GET /api/v1/auth/users/': [A],
  'POST /api/v1/auth/users/create/': [A],
  'GET /api/v1/auth/users/:id/': [A],
  'PATCH /api/v1/auth/users/:id/': [A],
  'PATCH /api/v1/auth/users/:id/activate/': [A],
  'PATCH /api/v1/auth/users/:id/deactivate/': [A],
  'DELETE /api/v1/auth/users/:id/': [A],
  'GET /api/v1/admin/audit/': [A],
  // Avatars are public by their unguessable name; private files by a signed, expiring link.
  'GET /api/v1/media/avatars/:file': 'public',
  'GET /api/v1/files/*': 'public',
  'POST /api/v1/bookings/': [C],
  'GET /api/v1/bookings/': 'signedIn',
  'GET /api/v1/bookings/stats/': 'signedIn',
  'GET /api/v1/bookings/:id/': 'signedIn',
  'PUT /api/v1/bookings/:id/': [C, A],
  'POST /api/v1/bookings/:id/cancel/': [C],
  'GET /api/v1/bookings/:id/travel-history/': 'signedIn',
  'GET /api/v1/admin/bookings/': [A, W],
  'GET /api/v1/admin/bookings/:id/': [A, W],
  'POST /api/v1/admin/bookings/:id/confirm/': [A],
  'POST /api/v1/bookings/:id/confirm/': [A, W, P, D],
  'POST /api/v1/admin/bookings/:id/reject/': [A],
  'POST /api/v1/admin/bookings/:id/cancel/': [A],
  'POST /api/v1/admin/bookings/:id/handover-code/': [A],
  'DELETE /api/v1/admin/bookings/:id/delete/': [A],
  'GET /api/v1/bookings/pickup-agents/': [A, W, P, D],
  'POST /api/v1/admin/bookings/:id/update-status/': [A],
  'POST /api/v1/bookings/:id/travel-history/create/': [A, P, W, D],
  'POST /api/v1/bookings/:id/receipts/': [C],
  'GET /api/v1/bookings/:id/receipts/': 'signedIn',
  'GET /api/v1/payment-details/': 'signedIn',
  'GET /api/v1/bookings/:id/payment/': 'signedIn',
  'GET /api/v1/admin/bookings/:id/payment/': [A],
  'POST /api/v1/admin/bookings/:id/payment/receipts/:receiptId/accept/': [A],
  'POST /api/v1/admin/bookings/:id/payment/receipts/:receiptId/refuse/': [A],
  'POST /api/v1/admin/bookings/:id/payment/record/': [A],
  'POST /api/v1/admin/bookings/:id/payment/refund/': [A],
  'POST /api/v1/bookings/:id/payment/checkout/': [C],
  'POST /api/v1/payments/stripe/webhook/': 'public',
  'GET /api/v1/shipments/bookings/:id/shipping-label/': 'signedIn',
  'GET /api/v1/shipments/': [A, W],
  'GET /api/v1/shipments/export.csv': [A, W],
  'POST /api/v1/shipments/bulk/': [A, W],
  'POST /api/v1/shipments/search/': 'signedIn',
  'GET /api/v1/shipments/:id/': [A, W],
  'GET /api/v1/shipments/bookings/:id/shipping-label/download/': 'signedIn',
  'POST /api/v1/shipments/labels/download/': [A, W],
  'GET /api/v1/bookings/:id/invoice/download/': 'signedIn',
  'GET /api/v1/bookings/:id/packing-list/download/': 'signedIn',
  'GET /api/v1/shipments/track/:trackingNumber/': 'public',
  // The recipient's page: its signed link is the permission (an unknown token is 404 for everyone).
  'GET /api/v1/recipient/:token/': 'public',
  'HEAD /api/v1/recipient/:token/': 'public',
  'PUT /api/v1/recipient/:token/receiver/': 'public',
  'PUT /api/v1/recipient/:token/location/': 'public',
  'PUT /api/v1/recipient/:token/collection/': 'public',
  'PUT /api/v1/recipient/:token/address/': 'public',
  'POST /api/v1/quotes/': 'public',
  'GET /api/v1/rates/': 'public',
  'GET /api/v1/company/': 'public',
  'POST /api/v1/contact/': 'public',
  'GET /api/v1/admin/bookings/:id/messages/': [A],
  // The SMS providers' calls: verified by their signature or a secret path, never by a sign-in.
  'POST /api/v1/webhooks/twilio/status/': 'public',
  'POST /api/v1/webhooks/twilio/inbound/': 'public',
  'POST /api/v1/webhooks/arkesel/:secret/': 'public',
  'GET /api/v1/webhooks/whatsapp/': 'public',
  'POST /api/v1/webhooks/whatsapp/': 'public',
  'GET /api/v1/admin/dashboard/': [A],
  'GET /api/v1/admin/dashboard/search/': [A],
  'GET /api/v1/admin/dashboard/delivered-without-code/': [A],
  'HEAD /api/v1/admin/dashboard/delivered-without-code/': [A],
  'GET /api/v1/admin/analytics/': [A],
  'POST /api/v1/admin/assign/': [A],
  'POST /api/v1/admin/assign-pickup/:id/': [A],
  'POST /api/v1/admin/assign-delivery/:id/': [A],
  'GET /api/v1/admin/settings/': [A],
  'PUT /api/v1/admin/settings/': [A],
  'GET /api/v1/collection-days/': 'public',
  'GET /api/v1/admin/currency/': [A],
  'PUT /api/v1/admin/currency/': [A],
  'GET /api/v1/admin/agents/': [A, W],
  'GET /api/v1/agent/pickup/assignments/': [P, A],
  'PATCH /api/v1/agent/pickup/assignments/:id/': [P, A],
  'GET /api/v1/agent/pickup/packages/': [P, A],
  'GET /api/v1/agent/warehouse/packages/': [W, A],
  'PATCH /api/v1/agent/warehouse/packages/:id/': [W, A],
  'POST /api/v1/agent/warehouse/assign-delivery/': [W, A],
  'GET /api/v1/departures/': [A, W],
  'POST /api/v1/departures/': [A, W],
  'GET /api/v1/departures/:id/': [A, W],
  'PATCH /api/v1/departures/:id/': [A, W],
  'POST /api/v1/departures/:id/state/': [A, W],
  'GET /api/v1/departures/:id/state/preview/': [A, W],
  'POST /api/v1/departures/:id/packages/': [A, W],
  'DELETE /api/v1/departures/:id/packages/:shipmentId/': [A, W],
  'GET /api/v1/departures/:id/manifest.csv': [A, W],
  'GET /api/v1/departures/:id/manifest.pdf': [A, W],
  'GET /api/v1/departures/:id/customs.csv': [A, W],
  'GET /api/v1/departures/:id/customs.pdf': [A, W],
  'GET /api/v1/agent/delivery/assignments/': [D, A],
  'PATCH /api/v1/agent/delivery/assignments/:id/': [D, A],
};

// Rate limits are proven elsewhere; here they would only count this file's many requests.
const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });

// One caller of each role, and one customer's confirmed booking (with a tracking number and a receipt)
// that the reads below name.
const callers = Object.fromEntries(
  await Promise.all(ROLES.map(async (role) => [role, await signedIn(t, role)] as const)),
) as Record<Role, Awaited<ReturnType<typeof signedIn>>>;
const owner = callers.CUSTOMER;
const { booking, shipment, trackingNumber } = await makeBooking(t.db, owner.user, {
  status: 'CONFIRMED',
});
const [receipt] = await t.db
  .insert(receipts)
  .values({
    bookingId: booking.id,
    fileKey: 'receipts/matrix.png',
    mimeType: 'image/png',
    sizeBytes: 1,
    uploadedBy: owner.user.id,
  })
  .returning();

/** Reads name real objects; writes name an object that does not exist, so no caller changes anything. */
const concreteUrl = (method: string, url: string) => {
  const missing = randomUUID();
  const read = method === 'GET' || method === 'HEAD';
  const id = !read
    ? missing
    : url.startsWith('/api/v1/auth/users/')
      ? owner.user.id
      : url.startsWith('/api/v1/shipments/:id')
        ? shipment.id
        : booking.id;
  return url
    .replace(':id', id)
    .replace(':receiptId', read ? receipt!.id : missing)
    .replace(':trackingNumber', trackingNumber!)
    .replace(':file', 'missing.png')
    .replace('/api/docs/static/*', '/api/docs/static/index.html')
    .replace('*', 'missing');
};

const ruleKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const table = t.app.routes.flatMap((route) => route.method.map((method) => ({ method, url: route.url })));
// Fastify adds a HEAD route for each GET (same hooks); `HEAD /api/docs/` has no GET of its own.
const keyOf = ({ method, url }: { method: string; url: string }) =>
  RULES[`${method} ${url}`] !== undefined ? `${method} ${url}` : ruleKey(method, url);

const ask = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url: concreteUrl(method, url),
    headers,
    ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the route table', () => {
  it('has a rule for every route the server registered, and every rule names a route', () => {
    const unruled = table
      .filter((route) => RULES[keyOf(route)] === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(unruled).toEqual([]);
    const registered = new Set(table.map(keyOf));
    expect(Object.keys(RULES).filter((key) => !registered.has(key))).toEqual([]);
  });
});

const callerNames = ['anonymous', ...ROLES] as const;
const cases = table.flatMap((route) => callerNames.map((caller) => ({ ...route, caller })));

describe('every route × every caller', () => {
  it.each(cases)('$method $url as $caller', async ({ method, url, caller }) => {
    const key = keyOf({ method, url });
    const rule = RULES[key]!;
    // Signing out ends every session of the caller, so it signs out a caller of its own.
    const own = caller !== 'anonymous' && key === 'POST /api/v1/auth/logout/';
    const headers =
      caller === 'anonymous' ? {} : own ? (await signedIn(t, caller)).headers : callers[caller].headers;
    const res = await ask(method, url, headers);
    if (rule === 'public') {
      expect(res.statusCode).not.toBe(401);
      if (caller !== 'anonymous') expect(res.statusCode).toBe((await ask(method, url)).statusCode);
      return;
    }
    if (caller === 'anonymous') return expect(res.statusCode).toBe(401);
    const allowed = rule === 'signedIn' || rule.includes(caller);
    if (allowed) expect([401, 403]).not.toContain(res.statusCode);
    else expect(res.statusCode).toBe(403);
  });
});

// Objects of other people: a second customer, and agents whose jobs belong to others.
const stranger = await signedIn(t, 'CUSTOMER');
const pickupAgent = await signedIn(t, 'PICKUP');
const otherPickupAgent = await signedIn(t, 'PICKUP');
const deliveryAgent = await signedIn(t, 'DELIVERY');
const otherDeliveryAgent = await signedIn(t, 'DELIVERY');
const pickup = await pickupJob(t.db, owner.user, pickupAgent.user.id);
const delivery = await deliveryJob(t.db, owner.user, deliveryAgent.user.id);
const png = { filename: 'receipt.png', contentType: 'image/png', data: Buffer.from('89504e47', 'hex') };
const receiptBody = multipart({ file: png });
const b = `/api/v1/bookings/${booking.id}`;
const proof = { filename: 'proof.png', contentType: 'image/png', data: Buffer.from('89504e47', 'hex') };
const proofBody = multipart({ status: 'COMPLETED', ...actionFields(), proof_photo: proof });

describe("another customer's or agent's object is 404, as if it did not exist", () => {
  const attempts = [
    { what: 'a booking', who: stranger, method: 'GET', url: `${b}/` },
    { what: 'a booking update', who: stranger, method: 'PUT', url: `${b}/`, payload: bookingPayload() },
    { what: 'a booking cancellation', who: stranger, method: 'POST', url: `${b}/cancel/`, payload: {} },
    { what: 'travel history (and its proofs)', who: stranger, method: 'GET', url: `${b}/travel-history/` },
    {
      what: 'label data',
      who: stranger,
      method: 'GET',
      url: `/api/v1/shipments/bookings/${booking.id}/shipping-label/`,
    },
    {
      what: 'a label PDF',
      who: stranger,
      method: 'GET',
      url: `/api/v1/shipments/bookings/${booking.id}/shipping-label/download/`,
    },
    { what: 'an invoice PDF', who: stranger, method: 'GET', url: `${b}/invoice/download/` },
    { what: 'a packing list PDF', who: stranger, method: 'GET', url: `${b}/packing-list/download/` },
    { what: 'receipts', who: stranger, method: 'GET', url: `${b}/receipts/` },
    { what: 'a receipt upload', who: stranger, method: 'POST', url: `${b}/receipts/`, ...receiptBody },
    { what: 'the payment', who: stranger, method: 'GET', url: `${b}/payment/` },
    {
      what: 'a tracking-number search',
      who: stranger,
      method: 'POST',
      url: '/api/v1/shipments/search/',
      payload: { tracking_number: trackingNumber },
    },
    {
      what: "another pickup agent's assignment",
      who: otherPickupAgent,
      method: 'PATCH',
      url: `/api/v1/agent/pickup/assignments/${pickup.job.id}/`,
      payload: { status: 'IN_PROGRESS', ...actionFields() },
    },
    {
      what: "a proof on another delivery agent's assignment",
      who: otherDeliveryAgent,
      method: 'PATCH',
      url: `/api/v1/agent/delivery/assignments/${delivery.job.id}/`,
      ...proofBody,
    },
    {
      what: 'a status entry on a booking another agent handles',
      who: otherPickupAgent,
      method: 'POST',
      url: `/api/v1/bookings/${pickup.booking.id}/travel-history/create/`,
      payload: { kind: 'note', notes: 'Not mine' },
    },
    {
      what: 'a booking another agent handles',
      who: otherPickupAgent,
      method: 'GET',
      url: `/api/v1/bookings/${pickup.booking.id}/`,
    },
    {
      what: 'the travel history of a booking another agent handles',
      who: otherDeliveryAgent,
      method: 'GET',
      url: `/api/v1/bookings/${delivery.booking.id}/travel-history/`,
    },
  ] as const;

  it.each(attempts)('$what', async ({ who, method, url, ...rest }) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...who.headers, ...('headers' in rest ? rest.headers : {}) },
      ...('payload' in rest ? { payload: rest.payload } : {}),
    });
    expect(res.statusCode).toBe(404);
  });
});
