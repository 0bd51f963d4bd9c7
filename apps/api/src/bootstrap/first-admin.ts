import { randomBytes } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@ukgh/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export const firstAdminIgnoredWarning = (email: string) =>
  `ADMIN_EMAIL/ADMIN_PASSWORD were ignored and no admin ${email} was created: they only create the first ` +
  'admin on an empty database, and this database already has users. Sign in as an existing admin and ' +
  'create further admins from Manage Users.';

/** Is there a live admin with this address? Then ADMIN_EMAIL is simply still set from the first start. */
const adminExists = async (db: Db, email: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.role, 'ADMIN'), isNull(users.deletedAt)));
  return (row?.n ?? 0) > 0;
};

/**
 * On an empty database, creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or generates a password
 * and returns it so the caller can print it once. Returns null when users already exist; if ADMIN_EMAIL or
 * ADMIN_PASSWORD was then set for an account that is not an admin here, it warns that they were ignored, so
 * an operator who expected a new admin learns why it does not exist.
 */
export const ensureFirstAdmin = async (db: Db, config: Config, log: { warn: (message: string) => void }) => {
  const email = (config.admin.email ?? 'admin@example.com').toLowerCase();
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    const configured = Boolean(config.admin.email || config.admin.password);
    if (configured && !(await adminExists(db, email))) log.warn(firstAdminIgnoredWarning(email));
    return null;
  }
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
