import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';

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
