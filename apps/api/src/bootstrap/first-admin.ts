import { randomBytes } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@ukgh/domain';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

/**
 * On an empty database, creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or generates a password
 * and returns it so the caller can print it once. Returns null when users already exist.
 */
export const ensureFirstAdmin = async (db: Db, config: Config) => {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const email = (config.admin.email ?? 'admin@example.com').toLowerCase();
  const generated = !config.admin.password;
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    email,
    firstName: 'Admin',
    lastName: 'User',
    role: 'ADMIN',
    passwordHash: await hashPassword(password),
    notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  });
  return { email, password: generated ? password : null };
};
