import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, signedIn } from '../../../test/factories.ts';
import { bookings } from '../../db/schema.ts';
import { actorOf } from '../operations/actor.ts';
import { createMoveService } from '../operations/moves.service.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');
const AUDIT = '/api/v1/admin/audit/';

type Entry = {
  action: string;
  entity: string;
  actor_id: string | null;
  actor_role: string | null;
  actor_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  created_at: string;
};
type Page = {
  next: string | null;
  previous: string | null;
  results: Entry[];
  people: Record<string, string>;
};

const trail = async (url: string, headers = admin.headers) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const userTrail = (id: string) => trail(`${AUDIT}?entity=user&id=${id}`);

describe('the audit entry of each admin change to a user', () => {
  it('create, edit, deactivate, activate and delete: who, role, request id, changed fields only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/create/',
      headers: admin.headers,
      payload: {
        email: 'audited.agent@example.com',
        first_name: 'Ama',
        last_name: 'Mensah',
        role: 'PICKUP',
        password: 'Str0ng!Passw0rd',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const one = `/api/v1/auth/users/${id}/`;
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload });
    expect((await patch(one, { last_name: 'Owusu', role: 'DELIVERY' })).statusCode).toBe(200);
    expect((await patch(`${one}deactivate/`, { is_active: false })).statusCode).toBe(200);
    expect((await patch(`${one}activate/`, { is_active: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: one, headers: admin.headers })).statusCode).toBe(204);

    const { results } = await userTrail(id);
    expect(results.map((e) => e.action)).toEqual(['delete', 'activate', 'deactivate', 'update', 'create']);
    for (const entry of results) {
      expect(entry).toMatchObject({ entity: 'user', actor_id: admin.user.id, actor_role: 'ADMIN' });
      expect(entry.request_id).toEqual(expect.any(String));
    }
    const [deleted, activated, deactivated, updated, create] = results;
    expect(updated).toMatchObject({
      before: { last_name: 'Mensah', role: 'PICKUP' },
      after: { last_name: 'Owusu', role: 'DELIVERY' },
    });
    expect(Object.keys(updated!.after!).sort()).toEqual(['last_name', 'role']);
    expect(deactivated).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    expect(activated).toMatchObject({ before: { is_active: false }, after: { is_active: true } });
    expect(deleted!.after).toMatchObject({ deleted_at: expect.any(String) });
    expect(create).toMatchObject({
      before: null,
      after: { email: 'audited.agent@example.com', role: 'PICKUP' },
    });
    // Never a secret.
    expect(JSON.stringify(results)).not.toMatch(/password|hash|token/i);
  });
});

describe('GET /admin/audit/', () => {
  it('answers 401 anonymous and 403 to every role but admin', async () => {
    const url = `${AUDIT}?entity=user&id=${admin.user.id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const role of ['CUSTOMER', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as const) {
      expect((await t.app.inject({ url, headers: (await signedIn(t, role)).headers })).statusCode, role).toBe(
        403,
      );
    }
  });

  it('answers 400 to an unknown entity or a malformed id or cursor', async () => {
    for (const query of [
      `entity=parcel&id=${admin.user.id}`,
      'entity=user&id=nope',
      `entity=user&id=${admin.user.id}&cursor=x1`,
    ]) {
      const res = await t.app.inject({ url: `${AUDIT}?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("a booking's trail: its moves, its shipment's and its jobs', newest first, kept after the booking is deleted", async () => {
    const customer = await makeUser(t.db);
    const pickup = await makeUser(t.db, { role: 'PICKUP' });
    const { booking } = await makeBooking(t.db, customer);
    const moves = createMoveService(t.db);
    const me = actorOf(admin.user, 'req-audit');
    await moves.apply(me, {
      bookingId: booking.id,
      entity: 'booking',
      to: 'CONFIRMED',
      pickupAgentId: pickup.id,
    });
    await moves.apply(actorOf(pickup), { bookingId: booking.id, entity: 'shipment', to: 'picked_up' });

    const first = await trail(`${AUDIT}?entity=booking&id=${booking.id}`);
    expect(first.results.map((e) => `${e.entity}:${e.action}`)).toEqual([
      'shipment:complete-pickup',
      'assignment:complete',
      'shipment:assign-pickup',
      'assignment:assign',
      'shipment:confirm',
      'booking:confirm',
    ]);
    expect(first.results[0]).toMatchObject({ actor_id: pickup.id, actor_role: 'PICKUP' });
    expect(first.results.at(-1)).toMatchObject({ request_id: 'req-audit' });
    const times = first.results.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Deleting the booking keeps its trail (no foreign key from the audit trail).
    await t.db.delete(bookings).where(eq(bookings.id, booking.id));
    expect((await trail(`${AUDIT}?entity=booking&id=${booking.id}`)).results).toHaveLength(6);
  });

  it("names the people: each entry's actor and every agent a changed field points at", async () => {
    const customer = await makeUser(t.db);
    const pickup = await makeUser(t.db, { role: 'PICKUP', firstName: 'Yaw', lastName: 'Collector' });
    const { booking } = await makeBooking(t.db, customer);
    await createMoveService(t.db).apply(actorOf(admin.user), {
      bookingId: booking.id,
      entity: 'booking',
      to: 'CONFIRMED',
      pickupAgentId: pickup.id,
    });
    const page = await trail(`${AUDIT}?entity=booking&id=${booking.id}`);
    const adminName = `${admin.user.firstName} ${admin.user.lastName}`;
    expect(page.results.every((e) => e.actor_name === adminName)).toBe(true);
    expect(page.people[pickup.id]).toBe('Yaw Collector');
    expect(page.people[admin.user.id]).toBe(adminName);
    const pointsAtAgent = page.results.some((e) => Object.values(e.after ?? {}).includes(pickup.id));
    expect(pointsAtAgent).toBe(true);
  });

  it('pages with a keyset cursor: next goes older, previous comes back, nothing repeated or skipped', async () => {
    const target = await makeUser(t.db, { role: 'WAREHOUSE' });
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/auth/users/${target.id}/`,
        headers: admin.headers,
        payload: { first_name: name },
      });
      expect(res.statusCode).toBe(200);
    }
    const names = (page: Page) => page.results.map((e) => e.after?.first_name);
    const page1 = await trail(`${AUDIT}?entity=user&id=${target.id}&page_size=2`);
    expect(names(page1)).toEqual(['E', 'D']);
    expect(page1.previous).toBeNull();
    expect(page1.next).toMatch(/cursor=b\d+/);
    const page2 = await trail(page1.next!);
    expect(names(page2)).toEqual(['C', 'B']);
    const page3 = await trail(page2.next!);
    expect(names(page3)).toEqual(['A']);
    expect(page3.next).toBeNull();
    const back = await trail(page3.previous!);
    expect(names(back)).toEqual(['C', 'B']);
    const top = await trail(back.previous!);
    expect(names(top)).toEqual(['E', 'D']);
    expect(top.previous).toBeNull();
  });
});
