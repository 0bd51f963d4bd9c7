import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_INVALID_MESSAGE } from '@ukgh/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import { findLiveUserByEmail } from '../users/users.repository.ts';

const TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const createPasswordResetService = (ctx: AppContext) => {
  const { db, config, limiter } = ctx;

  return {
    /** Answers the same whether or not the address has an account; only a live, active one gets mail. */
    async request(email: string, address: string) {
      await limiter.consume(
        `reset:ip:${address}`,
        config.rateLimits.passwordResetPerHour * 4,
        3600,
        'Too many reset requests. Please try again later.',
      );
      const user = await findLiveUserByEmail(db, email);
      if (!user?.isActive) return;
      // Quietly drop requests above the per-account limit, so the answer still says nothing.
      const key = `reset:account:${user.id}`;
      try {
        await limiter.consume(key, config.rateLimits.passwordResetPerHour, 3600, 'limited');
      } catch {
        return;
      }
      const token = randomBytes(32).toString('base64url');
      // Queued, not sent here: the answer does not wait for the mail server, so a known address takes
      // about as long as an unknown one.
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
        });
        await queueNotification(tx, 'password_reset', user, { first_name: user.firstName, token });
      });
    },

    /** Single use: the token is spent in the same transaction that sets the password and ends sessions. */
    async confirm(token: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!spent)
          throw invalid(PASSWORD_RESET_INVALID_MESSAGE, { token: [PASSWORD_RESET_INVALID_MESSAGE] });
        const [user] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(and(eq(users.id, spent.userId), isNull(users.deletedAt), eq(users.isActive, true)))
          .returning({ id: users.id });
        if (!user) throw invalid(PASSWORD_RESET_INVALID_MESSAGE, { token: [PASSWORD_RESET_INVALID_MESSAGE] });
        // Any other outstanding links for this account stop working too.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
      });
    },
  };
};
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
