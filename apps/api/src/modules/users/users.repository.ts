import {
  type AgentListQuery,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Role,
  type UserListQuery,
} from '@ukgh/domain';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { offsetOf } from '../../lib/pagination.ts';
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

/** Active, not deleted agents of one role, by name. */
export const listActiveAgentsByName = (db: DbOrTx, role: AgentListQuery['role']) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.role, role), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** Writes these changes to one user's row (and its updated_at), returning the row. */
export const updateUserRow = async (tx: DbOrTx, userId: string, changes: PgUpdateSetSource<typeof users>) => {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
};

/** The SET value that ends a user's sessions: their token version plus one. */
export const nextTokenVersion = () => sql`${users.tokenVersion} + 1`;

/** Stamps a user's last sign-in time, returning the row. */
export const recordLogin = async (db: DbOrTx, userId: string) => {
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
};

/** Ends a user's sessions: their token version moves on by one. */
export const endSessionsOf = async (db: DbOrTx, userId: string) => {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin's Users list: live accounts by role, activity and a search, newest first, a numbered page. */
export const readUserPage = async (db: DbOrTx, query: UserListQuery) => {
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.is_active !== undefined) filters.push(eq(users.isActive, query.is_active));
  if (query.search) {
    const term = `%${escapeLike(query.search)}%`;
    filters.push(
      or(
        ilike(users.firstName, term),
        ilike(users.lastName, term),
        ilike(users.email, term),
        ilike(users.phoneE164, term),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
      )!,
    );
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(query.page_size)
    .offset(offsetOf(query.page, query.page_size));
  return { count: total?.n ?? 0, rows };
};

/** The active admins' ids, their rows locked until the transaction ends (the last-admin check). */
export const lockActiveAdmins = (tx: DbOrTx) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('update');

/** Soft-deletes a user at `at`: inactive, deleted, and every token of theirs ends. */
export const softDeleteUser = async (tx: DbOrTx, userId: string, at: Date) => {
  await tx
    .update(users)
    .set({
      deletedAt: at,
      isActive: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
};
