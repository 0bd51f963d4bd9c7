import { DEFAULT_NOTIFICATION_PREFERENCES, type Role } from '@ukgh/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists';

export const findLiveUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
};

export const findLiveUser = async (db: DbOrTx, id: string): Promise<UserRow> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound('User not found');
  return row;
};

/** Inserts or updates a user, turning the email unique index into a clear 409. */
export const withEmailUniqueness = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
};

export interface NewAccount {
  email: string;
  first_name: string;
  last_name: string;
  phone_e164: string | null;
  role: Role;
  password: string;
}

/**
 * Creates an account (registration or an admin's Add User): hashed password, default preferences, 409 on a
 * taken email. `andThen` runs in the same transaction as the insert (the welcome mail is queued there); the
 * slow password hash is computed before that transaction opens, so it never holds the database.
 */
export const insertUser = async (
  db: DbOrTx,
  account: NewAccount,
  andThen?: (tx: DbOrTx, row: UserRow) => Promise<void>,
): Promise<UserRow> => {
  const passwordHash = await hashPassword(account.password);
  return withEmailUniqueness(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          firstName: account.first_name,
          lastName: account.last_name,
          phoneE164: account.phone_e164,
          role: account.role,
          passwordHash,
          notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
        })
        .returning();
      await andThen?.(tx, row!);
      return row!;
    }),
  );
};
