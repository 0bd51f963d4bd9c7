import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';

/** Stores a reset link's token hash and expiry for a user. */
export const insertResetToken = (tx: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) =>
  tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });

/** Marks the unused, unexpired link with this token hash used, returning it (none: no such live link). */
export const spendResetToken = async (tx: DbOrTx, tokenHash: string) => {
  const [spent] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return spent;
};

/** Sets a live, active user's password and ends their sessions, returning the user's id (none: no such user). */
export const setPasswordOfActiveUser = async (tx: DbOrTx, userId: string, passwordHash: string) => {
  const [user] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.isActive, true)))
    .returning({ id: users.id });
  return user;
};

/**
 * Spends every outstanding reset link of an account. Called wherever the password or the email changes:
 * a link mailed before (possibly to an address the account no longer has) must not set a password after.
 */
export const revokeResetLinks = async (tx: DbOrTx, userId: string) => {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};
