import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { DEFAULT_PASSWORD, loginAs, loginStatus, makeUser, signedIn } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';

const t = await createTestApp();

const USERS = '/api/v1/auth/users/';
const CREATE = '/api/v1/auth/users/create/';
const one = (id: string) => `/api/v1/auth/users/${id}/`;
const PROFILE = '/api/v1/auth/profile/';

type Headers = Record<string, string>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  admin = await signedIn(t, 'ADMIN', { firstName: 'Head', lastName: 'Office' });
});

const staff = (overrides: Record<string, unknown> = {}) => ({
  email: `staff-${randomUUID()}@example.com`,
  first_name: 'Kwabena',
  last_name: 'Darko',
  phone_e164: '+447700900100',
  role: 'PICKUP',
  password: 'Pick-up-2024!',
  ...overrides,
});

const create = (payload: object, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: CREATE, headers, payload });
const get = (id: string, headers: Headers = admin.headers) => t.app.inject({ url: one(id), headers });
const patch = (id: string, payload: object, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: one(id), headers, payload });
const activate = (id: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `${one(id)}activate/`, headers, payload: { is_active: true } });
const deactivate = (id: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `${one(id)}deactivate/`, headers, payload: { is_active: false } });
const remove = (id: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: one(id), headers });
const list = (query: string, headers: Headers = admin.headers) =>
  t.app.inject({ url: `${USERS}${query}`, headers });
const profileStatus = async (headers: Headers) => (await t.app.inject({ url: PROFILE, headers })).statusCode;

describe('who may call /auth/users/', () => {
  const everyCall = (targetId: string) => [
    { method: 'GET' as const, url: USERS },
    { method: 'POST' as const, url: CREATE, payload: staff() },
    { method: 'GET' as const, url: one(targetId) },
    { method: 'PATCH' as const, url: one(targetId), payload: { first_name: 'Hacked' } },
    { method: 'PATCH' as const, url: `${one(targetId)}activate/`, payload: { is_active: true } },
    { method: 'PATCH' as const, url: `${one(targetId)}deactivate/`, payload: { is_active: false } },
    { method: 'DELETE' as const, url: one(targetId) },
  ];

  for (const role of ['CUSTOMER', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as const) {
    it(`answers 403 to a ${role} on every call and changes nothing`, async () => {
      const caller = await signedIn(t, role);
      const target = await makeUser(t.db, { firstName: 'Untouched' });
      const before = await t.db.select().from(users);
      for (const call of everyCall(target.id)) {
        const res = await t.app.inject({ ...call, headers: caller.headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().code).toBe('permission_denied');
      }
      expect(await t.db.select().from(users)).toEqual(before);
    });
  }

  it('answers 401 to an anonymous caller on every call', async () => {
    const target = await makeUser(t.db);
    for (const call of everyCall(target.id)) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
    expect((await get(target.id)).json()).toMatchObject({ first_name: 'Kofi', is_active: true });
  });
});

describe('GET /auth/users/', () => {
  const tag = `zq${randomUUID().slice(0, 6)}`;
  let listed: Awaited<ReturnType<typeof makeUser>>[];

  beforeAll(async () => {
    listed = [
      await makeUser(t.db, { role: 'WAREHOUSE', firstName: 'Akosua', lastName: `Warehouse${tag}` }),
      await makeUser(t.db, { role: 'WAREHOUSE', firstName: 'Yaw', lastName: `Warehouse${tag}` }),
      await makeUser(t.db, { role: 'DELIVERY', email: `${tag}-driver@example.com`, lastName: 'Driver' }),
    ];
  });

  it('returns {count, next, previous, results} of users, never a password hash', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(body.count).toBeGreaterThanOrEqual(4);
    expect(body.results.map((u: { id: string }) => u.id)).toEqual(
      expect.arrayContaining([admin.user.id, ...listed.map((u) => u.id)]),
    );
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('filters by role', async () => {
    const res = await list('?role=WAREHOUSE');
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    expect(results.length).toBe(count);
    expect(results.every((u: { role: string }) => u.role === 'WAREHOUSE')).toBe(true);
    expect(results.map((u: { id: string }) => u.id)).toEqual(
      expect.arrayContaining([listed[0]!.id, listed[1]!.id]),
    );
    const fromDb = await t.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'WAREHOUSE'), isNull(users.deletedAt)));
    expect(count).toBe(fromDb.length);
  });

  it('answers 400 for a role that does not exist', async () => {
    expect((await list('?role=OWNER')).statusCode).toBe(400);
  });

  it('searches by name, full name and email, ignoring case', async () => {
    const byLast = (await list(`?search=${tag.toUpperCase()}`)).json();
    expect(byLast.results.map((u: { id: string }) => u.id).sort()).toEqual(listed.map((u) => u.id).sort());
    const byFull = (await list(`?search=${encodeURIComponent(`akosua warehouse${tag}`)}`)).json();
    expect(byFull.results.map((u: { id: string }) => u.id)).toEqual([listed[0]!.id]);
    const byEmail = (await list(`?search=${tag}-driver@`)).json();
    expect(byEmail.count).toBe(1);
    expect(byEmail.results[0].id).toBe(listed[2]!.id);
    const combined = (await list(`?search=${tag}&role=DELIVERY`)).json();
    expect(combined.results.map((u: { id: string }) => u.id)).toEqual([listed[2]!.id]);
    expect((await list('?search=%25')).json().count).toBe(0);
  });

  it('pages with next and previous links that keep the filters', async () => {
    const first = (await list(`?search=${tag}&page_size=2`)).json();
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/^\/api\/v1\/auth\/users\/\?/);
    const nextUrl = new URL(first.next, 'http://x');
    expect(Object.fromEntries(nextUrl.searchParams)).toEqual({ search: tag, page: '2', page_size: '2' });

    const second = (await t.app.inject({ url: first.next, headers: admin.headers })).json();
    expect(second.count).toBe(3);
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).not.toBeNull();
    expect(new URL(second.previous, 'http://x').searchParams.get('page')).toBe('1');
    const ids = [...first.results, ...second.results].map((u: { id: string }) => u.id);
    expect(ids.sort()).toEqual(listed.map((u) => u.id).sort());
  });

  it('caps the page size', async () => {
    expect((await list('?page_size=1000')).statusCode).toBe(400);
  });
});

describe('POST /auth/users/create/', () => {
  it('creates a staff member (201) who can then sign in with their role', async () => {
    const payload = staff({ email: 'New.Picker@Example.com' });
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'new.picker@example.com',
      first_name: 'Kwabena',
      last_name: 'Darko',
      full_name: 'Kwabena Darko',
      phone_e164: '+447700900100',
      role: 'PICKUP',
      is_active: true,
    });
    expect(res.body).not.toMatch(/password|scrypt/i);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'new.picker@example.com', password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: body.id, role: 'PICKUP' });
  });

  it('creates a user without a phone', async () => {
    const { phone_e164: _phone, ...payload } = staff({ role: 'DELIVERY' });
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'DELIVERY', phone_e164: null });
  });

  it('answers 400 with the Add User messages of the spec for missing fields', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    const { details, code } = res.json();
    expect(code).toBe('validation_error');
    expect(details.email).toEqual(['Email is required']);
    expect(details.first_name).toEqual(['First name is required']);
    expect(details.last_name).toEqual(['Last name is required']);
    expect(details.role).toEqual(['Role is required']);
    expect(details.password).toEqual(['Password is required']);
  });

  it('answers 400 for blank fields with the same messages', async () => {
    const res = await create({ email: '', first_name: ' ', last_name: '', role: '', password: '' });
    expect(res.statusCode).toBe(400);
    const { details } = res.json();
    expect(details.email).toEqual(['Email is required']);
    expect(details.first_name).toEqual(['First name is required']);
    expect(details.last_name).toEqual(['Last name is required']);
    expect(details.role).toEqual(['Role is required']);
    expect(details.password).toEqual(['Password is required']);
  });

  it("answers 400 'Email is invalid' and 'Password must be at least 8 characters'", async () => {
    const res = await create(staff({ email: 'not-an-address', password: 'short' }));
    expect(res.statusCode).toBe(400);
    const { details } = res.json();
    expect(details.email).toEqual(['Email is invalid']);
    expect(details.password).toEqual(['Password must be at least 8 characters']);
  });

  it('answers 400 for a role that does not exist', async () => {
    const res = await create(staff({ role: 'SUPERUSER' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.role).toHaveLength(1);
  });

  it('answers 409 for an email already in use, in any letter case', async () => {
    await makeUser(t.db, { email: 'taken@example.com' });
    const res = await create(staff({ email: 'TAKEN@example.COM' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: 'A user with this email already exists' });
  });
});

describe('GET /auth/users/{id}/', () => {
  it('returns one user', async () => {
    const user = await makeUser(t.db, { role: 'WAREHOUSE', firstName: 'Esi' });
    const res = await get(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'WAREHOUSE',
      first_name: 'Esi',
    });
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('answers 404 for an unknown id and 400 for one that is not a uuid', async () => {
    const unknown = await get(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const bad = await get('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });
});

describe('PATCH /auth/users/{id}/', () => {
  it('updates name, role and phone', async () => {
    const user = await makeUser(t.db, { role: 'PICKUP' });
    const res = await patch(user.id, {
      first_name: 'Nana',
      last_name: 'Agyei',
      role: 'WAREHOUSE',
      phone_e164: '+233 20 000 1111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      first_name: 'Nana',
      last_name: 'Agyei',
      full_name: 'Nana Agyei',
      role: 'WAREHOUSE',
      phone_e164: '+233200001111',
      email: user.email,
    });
    expect((await get(user.id)).json()).toMatchObject({ role: 'WAREHOUSE', first_name: 'Nana' });
  });

  it('leaves fields that are not sent alone and clears a blank phone', async () => {
    const user = await makeUser(t.db, { role: 'DELIVERY', firstName: 'Kojo', phoneE164: '+447700900200' });
    const res = await patch(user.id, { phone_e164: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Kojo', role: 'DELIVERY', phone_e164: null });
  });

  it('changes the email, and the user signs in with the new one', async () => {
    const user = await makeUser(t.db);
    const res = await patch(user.id, { email: 'Renamed-Person@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('renamed-person@example.com');
    expect(await loginStatus(t, 'renamed-person@example.com')).toBe(200);
  });

  it("answers 409 for another user's email", async () => {
    const other = await makeUser(t.db, { email: 'occupied@example.com' });
    const user = await makeUser(t.db);
    const res = await patch(user.id, { email: 'Occupied@Example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect((await get(user.id)).json().email).toBe(user.email);
    expect((await get(other.id)).json().email).toBe('occupied@example.com');
  });

  it('answers 400 for a bad value and 404 for an unknown user', async () => {
    const user = await makeUser(t.db);
    expect((await patch(user.id, { role: 'CAPTAIN' })).statusCode).toBe(400);
    expect((await patch(user.id, { email: 'nope' })).json().details.email).toEqual(['Email is invalid']);
    expect((await patch(randomUUID(), { first_name: 'Ghost' })).statusCode).toBe(404);
  });

  it('offers only the four staff roles: a staff member is never made a customer (400)', async () => {
    const agent = await makeUser(t.db, { role: 'DELIVERY' });
    const res = await patch(agent.id, { role: 'CUSTOMER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.role).toEqual(['Role must be Admin, Pickup, Warehouse or Delivery']);
    expect((await get(agent.id)).json().role).toBe('DELIVERY');
  });

  it("ends the user's sessions when their role changes", async () => {
    const agent = await signedIn(t, 'PICKUP');
    expect((await patch(agent.user.id, { role: 'DELIVERY' })).statusCode).toBe(200);
    expect(await profileStatus(agent.headers)).toBe(401);
    const fresh = await loginAs(t, agent.user.email);
    const me = await t.app.inject({ url: PROFILE, headers: { authorization: `Bearer ${fresh}` } });
    expect(me.json().role).toBe('DELIVERY');
  });
});

describe('activate and deactivate', () => {
  it("deactivating ends the user's sessions at once and blocks sign-in; activating lets them back in", async () => {
    const agent = await signedIn(t, 'DELIVERY');
    expect(await profileStatus(agent.headers)).toBe(200);

    const off = await deactivate(agent.user.id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: agent.user.id, is_active: false });
    expect(await profileStatus(agent.headers)).toBe(401);
    expect(await loginStatus(t, agent.user.email)).toBe(401);
    expect((await get(agent.user.id)).json().is_active).toBe(false);

    const on = await activate(agent.user.id);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: agent.user.id, is_active: true });
    expect(await loginStatus(t, agent.user.email)).toBe(200);
    // The session that was ended stays ended.
    expect(await profileStatus(agent.headers)).toBe(401);
  });

  it('deactivates through PATCH is_active as well', async () => {
    const customer = await signedIn(t, 'CUSTOMER');
    const res = await patch(customer.user.id, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(customer.headers)).toBe(401);
  });

  it('filters the list by is_active', async () => {
    const inactive = await makeUser(t.db, { isActive: false });
    const onlyInactive = (await list('?is_active=false&page_size=100')).json();
    expect(onlyInactive.results.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
    expect(onlyInactive.results.map((u: { id: string }) => u.id)).toContain(inactive.id);
  });
});

describe('DELETE /auth/users/{id}/', () => {
  it('deletes the user: 204, sessions end, sign-in fails, 404 after, and the email is free again', async () => {
    const victim = await signedIn(t, 'CUSTOMER', { email: 'leaving@example.com' });
    const res = await remove(victim.user.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await profileStatus(victim.headers)).toBe(401);
    expect(await loginStatus(t, 'leaving@example.com')).toBe(401);
    expect((await get(victim.user.id)).statusCode).toBe(404);
    expect((await patch(victim.user.id, { first_name: 'Back' })).statusCode).toBe(404);
    expect((await remove(victim.user.id)).statusCode).toBe(404);
    const search = (await list('?search=leaving@example.com')).json();
    expect(search.count).toBe(0);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: {
        first_name: 'Leaving',
        last_name: 'Returned',
        email: 'Leaving@Example.com',
        password: 'Passw0rd!again',
        password_confirm: 'Passw0rd!again',
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(victim.user.id);
    expect(await loginStatus(t, 'leaving@example.com', 'Passw0rd!again')).toBe(200);
    expect(await loginStatus(t, 'leaving@example.com', DEFAULT_PASSWORD)).toBe(401);
  });
});

describe('admins protecting themselves and the last admin', () => {
  it('an admin cannot deactivate or delete their own account (409), even with other admins about', async () => {
    await makeUser(t.db, { role: 'ADMIN' });
    const me = admin.user.id;
    for (const res of [await deactivate(me), await patch(me, { is_active: false }), await remove(me)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('conflict');
    }
    expect(await profileStatus(admin.headers)).toBe(200);
    expect((await get(me)).json()).toMatchObject({ role: 'ADMIN', is_active: true });
  });

  it('an admin may demote, deactivate and delete another admin', async () => {
    const other = await makeUser(t.db, { role: 'ADMIN' });
    expect((await patch(other.id, { role: 'WAREHOUSE' })).statusCode).toBe(200);
    expect((await patch(other.id, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await deactivate(other.id)).statusCode).toBe(200);
    expect((await remove(other.id)).statusCode).toBe(204);
  });

  // Only the last admin themself can try this one at a time (any other caller is a second active admin);
  // the two tests after it reach the rule through two admins acting at once.
  it('the last active admin cannot be demoted (409)', async () => {
    // Make the file's admin the only active one.
    const others = await t.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), ne(users.id, admin.user.id)))
      .returning({ id: users.id });
    try {
      const res = await patch(admin.user.id, { role: 'WAREHOUSE' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('conflict');
      expect((await get(admin.user.id)).json().role).toBe('ADMIN');
      expect(await profileStatus(admin.headers)).toBe(200);
    } finally {
      for (const { id } of others) await t.db.update(users).set({ isActive: true }).where(eq(users.id, id));
    }
  });

  it('two admins demoting each other at once leave one active admin', async () => {
    // Only these two are active admins while the test runs.
    const others = await t.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)))
      .returning({ id: users.id });
    try {
      const a = await signedIn(t, 'ADMIN');
      const b = await signedIn(t, 'ADMIN');
      const results = await Promise.all([
        patch(b.user.id, { role: 'PICKUP' }, a.headers),
        patch(a.user.id, { role: 'PICKUP' }, b.headers),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const activeAdmins = await t.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), isNull(users.deletedAt)));
      expect(activeAdmins).toHaveLength(1);
    } finally {
      for (const { id } of others) await t.db.update(users).set({ isActive: true }).where(eq(users.id, id));
    }
  });

  it('two admins deactivating or deleting each other at once leave one active admin', async () => {
    const others = await t.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)))
      .returning({ id: users.id });
    try {
      const a = await signedIn(t, 'ADMIN');
      const b = await signedIn(t, 'ADMIN');
      const results = await Promise.all([deactivate(b.user.id, a.headers), remove(a.user.id, b.headers)]);
      expect(results.filter((r) => r.statusCode < 300)).toHaveLength(1);
      const activeAdmins = await t.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), isNull(users.deletedAt)));
      expect(activeAdmins).toHaveLength(1);
    } finally {
      for (const { id } of others) await t.db.update(users).set({ isActive: true }).where(eq(users.id, id));
    }
  });
});
