import type { Role } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser, signedIn } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';

const t = await createTestApp();
const admin = await signedIn(t, 'ADMIN');

const list = (role: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api/v1/admin/agents/?role=${role}`, headers });

const ama = await makeUser(t.db, {
  role: 'PICKUP',
  firstName: 'Ama',
  lastName: 'Mensah',
  phoneE164: '+447700900111',
});
const yaw = await makeUser(t.db, { role: 'PICKUP', firstName: 'Yaw', lastName: 'Asante' });
await makeUser(t.db, { role: 'PICKUP', firstName: 'Inactive', isActive: false });
const deleted = await makeUser(t.db, { role: 'PICKUP', firstName: 'Deleted' });
await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
const kwame = await makeUser(t.db, { role: 'DELIVERY', firstName: 'Kwame', lastName: 'Owusu' });

describe('GET /admin/agents/', () => {
  it('lists the active pickup agents by name, in the Agent shape', async () => {
    const res = await list('PICKUP');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((a: { id: string }) => a.id)).toEqual([ama.id, yaw.id]);
    expect(body[0]).toMatchObject({
      id: ama.id,
      first_name: 'Ama',
      last_name: 'Mensah',
      name: 'Ama Mensah',
      email: ama.email,
      phone_e164: '+447700900111',
      avatar_url: null,
    });
  });

  it('lists the delivery agents for the delivery role only', async () => {
    const body = (await list('DELIVERY')).json();
    expect(body.map((a: { id: string }) => a.id)).toEqual([kwame.id]);
  });

  it('lets the warehouse list delivery agents, not pickup agents', async () => {
    const warehouse = await signedIn(t, 'WAREHOUSE');
    expect((await list('DELIVERY', warehouse.headers)).statusCode).toBe(200);
    expect((await list('PICKUP', warehouse.headers)).statusCode).toBe(403);
  });

  it.each<Role>(['CUSTOMER', 'PICKUP', 'DELIVERY'])('refuses %s with 403', async (role) => {
    const { headers } = await signedIn(t, role);
    expect((await list('DELIVERY', headers)).statusCode).toBe(403);
  });

  it('answers 401 without signing in', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/agents/?role=PICKUP' })).statusCode).toBe(401);
  });

  it.each(['', 'WAREHOUSE', 'ADMIN', 'pickup'])('refuses role=%s with 400', async (role) => {
    const res = await list(role);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.role).toEqual(['role must be PICKUP or DELIVERY']);
  });
});
