import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, type Role } from '@ukgh/domain';
import type { Db } from '../src/db/client.ts';
import { type UserRow, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { TestApp } from './app.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!23';

// Hashing is deliberately slow; factories share one hash per password.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export const makeUser = async (
  db: Db,
  overrides: Partial<{
    role: Role;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    isActive: boolean;
    phoneE164: string | null;
  }> = {},
): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${randomUUID()}@example.com`,
      firstName: overrides.firstName ?? 'Kofi',
      lastName: overrides.lastName ?? 'Boateng',
      phoneE164: overrides.phoneE164 ?? null,
      role: overrides.role ?? 'CUSTOMER',
      isActive: overrides.isActive ?? true,
      passwordHash: await cachedHash(overrides.password ?? DEFAULT_PASSWORD),
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    })
    .returning();
  return row!;
};

export const loginAs = async (t: TestApp, email: string, password = DEFAULT_PASSWORD) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return res.json().tokens.access as string;
};

/** The header a request needs to act with this token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The status a login with these credentials gets (200, or 401 when refused), without throwing. */
export const loginStatus = async (t: TestApp, email: string, password = DEFAULT_PASSWORD, ip?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return res.statusCode;
};

/** A user of the given role with a valid token, ready to call the API. */
export const signedIn = async (
  t: TestApp,
  role: Role = 'CUSTOMER',
  overrides: Parameters<typeof makeUser>[1] = {},
) => {
  const user = await makeUser(t.db, { role, ...overrides });
  const token = await loginAs(t, user.email, overrides.password);
  return { user, token, headers: bearer(token) };
};
