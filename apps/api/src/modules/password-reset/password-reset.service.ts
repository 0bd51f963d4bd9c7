import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_INVALID_MESSAGE } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { invalid } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import { findLiveUserByEmail } from '../users/users.repository.ts';
import {
  insertResetToken,
  revokeResetLinks,
  setPasswordOfActiveUser,
  spendResetToken,
} from './password-reset.repository.ts';

const TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const createPasswordResetService = (ctx: AppContext) => {
  const { db, config, limiter } = ctx;

  /** Only a live, active account gets a link; requests above its per-account limit are dropped quietly. */
  const issue = async (email: string) => {
    const user = await findLiveUserByEmail(db, email);
    if (!user?.isActive) return;
    try {
      await limiter.consume(
        `reset:account:${user.id}`,
        config.rateLimits.passwordResetPerHour,
        3600,
        'limited',
      );
    } catch {
      return;
    }
    const token = randomBytes(32).toString('base64url');
    // Queued in the outbox, never sent here.
    await db.transaction(async (tx) => {
      await insertResetToken(tx, user.id, sha256(token), new Date(Date.now() + TOKEN_TTL_MS));
      await queueNotification(tx, 'password_reset', user, { first_name: user.firstName, token });
    });
  };

  return {
    /**
     * Answers the same, in the same time, whether or not the address has an account: the request itself
     * does only the per-address limit; the look-up, the per-account limit, the link and its queued mail
     * happen after the answer, so a known address costs the caller no more than an unknown one.
     */
    async request(email: string, ip: string) {
      await limiter.consume(
        `reset:ip:${rateLimitAddress(ip)}`,
        config.rateLimits.passwordResetPerHour * 4,
        3600,
        'Too many reset requests. Please try again later.',
      );
      ctx.background.run('password reset: issuing a link', () => issue(email));
    },

    /** Single use: the token is spent in the same transaction that sets the password and ends sessions. */
    async confirm(token: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const spent = await spendResetToken(tx, sha256(token));
        if (!spent)
          throw invalid(PASSWORD_RESET_INVALID_MESSAGE, { token: [PASSWORD_RESET_INVALID_MESSAGE] });
        const user = await setPasswordOfActiveUser(tx, spent.userId, passwordHash);
        if (!user) throw invalid(PASSWORD_RESET_INVALID_MESSAGE, { token: [PASSWORD_RESET_INVALID_MESSAGE] });
        // Any other outstanding links for this account stop working too.
        await revokeResetLinks(tx, spent.userId);
      });
    },
  };
};
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
