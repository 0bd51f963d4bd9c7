import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { loginStatus, makeUser } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { ensureFirstAdmin, firstAdminIgnoredWarning } from './first-admin.ts';

const t = await createTestApp();

const configWith = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    JWT_SECRET: 'first-admin-test-secret-long-enough-for-hs256',
    ...env,
  });

/** What the server would log; kept per test. */
let warnings: string[] = [];
const log = { warn: (message: string) => void warnings.push(message) };

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('ensureFirstAdmin', () => {
  beforeEach(async () => {
    await t.db.delete(users);
    warnings = [];
  });

  it('creates an ADMIN from ADMIN_EMAIL and ADMIN_PASSWORD on an empty database', async () => {
    const result = await ensureFirstAdmin(
      t.db,
      configWith({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Adm1n-Passw0rd!' }),
      log,
    );
    expect(result).toEqual({ email: 'boss@example.com', password: null });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(row).toMatchObject({ role: 'ADMIN', isActive: true });
    expect(row!.passwordHash).not.toContain('Adm1n-Passw0rd!');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'boss@example.com', password: 'Adm1n-Passw0rd!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('ADMIN');
    const headers = { authorization: `Bearer ${login.json().tokens.access}` };
    expect((await t.app.inject({ url: '/api/v1/auth/users/', headers })).statusCode).toBe(200);
  });

  it('generates a password when none is given, returns it once, and it works', async () => {
    const result = await ensureFirstAdmin(t.db, configWith({ ADMIN_EMAIL: 'owner@example.com' }), log);
    expect(result?.email).toBe('owner@example.com');
    expect(typeof result?.password).toBe('string');
    expect(result!.password!.length).toBeGreaterThanOrEqual(12);
    expect(await loginStatus(t, 'owner@example.com', result!.password!)).toBe(200);
    expect(await userCount()).toBe(1);
  });

  it('generates a different password each time', async () => {
    const first = await ensureFirstAdmin(t.db, configWith({}), log);
    await t.db.delete(users);
    const second = await ensureFirstAdmin(t.db, configWith({}), log);
    expect(first?.password).toBeTruthy();
    expect(second?.password).toBeTruthy();
    expect(first!.password).not.toBe(second!.password);
  });

  it('creates nothing when users exist, and warns that ADMIN_EMAIL/ADMIN_PASSWORD were ignored and why', async () => {
    const existing = await makeUser(t.db, { role: 'CUSTOMER', email: 'first-customer@example.com' });
    const result = await ensureFirstAdmin(
      t.db,
      configWith({ ADMIN_EMAIL: 'Late@Example.com', ADMIN_PASSWORD: 'Adm1n-Passw0rd!' }),
      log,
    );
    expect(result).toBeNull();
    expect(await userCount()).toBe(1);
    const [row] = await t.db.select().from(users);
    expect(row!.id).toBe(existing.id);
    expect(await loginStatus(t, 'late@example.com', 'Adm1n-Passw0rd!')).toBe(401);
    expect(warnings).toEqual([firstAdminIgnoredWarning('late@example.com')]);
    expect(warnings[0]).toMatch(/already has users/);
    expect(warnings[0]).toMatch(/Manage Users/);
  });

  it('stays quiet when users exist and the first-admin variables are not set', async () => {
    await makeUser(t.db, { role: 'CUSTOMER', email: 'first-customer@example.com' });
    expect(await ensureFirstAdmin(t.db, configWith({}), log)).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('stays quiet on a restart where ADMIN_EMAIL is the admin it created', async () => {
    const env = { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'Adm1n-Passw0rd!' };
    expect(await ensureFirstAdmin(t.db, configWith(env), log)).not.toBeNull();
    await makeUser(t.db, { role: 'CUSTOMER', email: 'first-customer@example.com' });
    expect(
      await ensureFirstAdmin(t.db, configWith({ ...env, ADMIN_EMAIL: 'Boss@Example.com' }), log),
    ).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('warns when ADMIN_EMAIL names an existing account that is not an admin', async () => {
    await makeUser(t.db, { role: 'CUSTOMER', email: 'someone@example.com' });
    await ensureFirstAdmin(t.db, configWith({ ADMIN_EMAIL: 'someone@example.com' }), log);
    expect(warnings).toEqual([firstAdminIgnoredWarning('someone@example.com')]);
  });
});
