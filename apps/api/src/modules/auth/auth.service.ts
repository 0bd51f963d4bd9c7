import { createHash } from 'node:crypto';
import { LOGIN_FAILED_MESSAGE, type LoginInput, type RegisterInput, SECURITY_MESSAGES } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { conflict, unauthenticated } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import { endSessionsOf, findLiveUserByEmail, insertUser, recordLogin } from '../users/users.repository.ts';
import { passwordGuessRule, TOO_MANY_LOGINS } from './password-guesses.ts';

const TOO_MANY_REGISTRATIONS = 'Too many registrations from this address. Please try again later.';
/** An address and device that signed in to an account stay known for this long after the last success. */
const KNOWN_DEVICE_SECONDS = 180 * 24 * 3600;
/** At most this many "someone tried to register with your address" mails per account per day. */
const REGISTER_NOTICES_PER_DAY = 3;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SignInOrigin {
  /** The client's address (req.ip); counted by its /64 when IPv6. */
  ip: string;
  /** The device cookie this browser holds, if any (set after a successful sign-in). */
  device?: string | null;
}

export const createAuthService = (ctx: AppContext) => {
  const { db, limiter, config } = ctx;
  const limits = config.rateLimits;
  const loginRule = (free: number) => passwordGuessRule(ctx, free);

  const issueToken = (user: UserRow) =>
    ctx.tokens.sign({ sub: user.id, role: user.role, tv: user.tokenVersion });

  /** An account already holds this address: tell its owner (through the outbox), a few times a day at most. */
  const noticeToOwner = async (email: string) => {
    const owner = await findLiveUserByEmail(db, email);
    if (!owner?.isActive) return;
    try {
      await limiter.consume(`register-notice:${owner.id}`, REGISTER_NOTICES_PER_DAY, 86_400, 'limited');
    } catch {
      return;
    }
    await queueNotification(db, 'registration_attempt', owner, { first_name: owner.firstName });
  };

  return {
    issueToken,

    /**
     * Self-registration always makes a CUSTOMER, whatever the payload says. A taken address answers 409
     * with a message that names no account holder, and its owner is mailed (README, design notes).
     */
    async register(input: RegisterInput, ip: string) {
      await limiter.consume(
        `register:ip:${rateLimitAddress(ip)}`,
        limits.registerPerHour,
        3600,
        TOO_MANY_REGISTRATIONS,
      );
      let user: UserRow;
      try {
        user = await insertUser(db, { ...input, role: 'CUSTOMER' }, async (tx, row) => {
          await queueNotification(tx, 'welcome', row, { first_name: row.firstName });
        });
      } catch (error) {
        const taken = isUniqueViolation(error) || (error as { statusCode?: number }).statusCode === 409;
        if (!taken) throw error;
        await noticeToOwner(input.email);
        throw conflict(SECURITY_MESSAGES.registerEmailUnavailable);
      }
      return { user, access: await issueToken(user) };
    },

    /**
     * Unknown email, wrong password, deactivated and deleted accounts all get the same answer in about
     * the same time, so the endpoint does not reveal which addresses have accounts.
     *
     * Each attempt is counted before its password is checked (per account and per address, atomically),
     * so no burst gets more passwords checked than the limits allow; past them, attempts wait growing
     * delays. A browser that signed in to this account from this address before is counted on its own
     * key: attempts from elsewhere never lock its owner out.
     */
    async login(input: LoginInput, origin: SignInOrigin) {
      const address = rateLimitAddress(origin.ip);
      const place = sha256(`${address}|${origin.device ?? ''}`);
      const user = await findLiveUserByEmail(db, input.email);
      const knownKey = `login:known:${user?.id ?? 'none'}:${place}`;
      const known = await limiter.remembers(knownKey);
      const accountKey = known
        ? `login:account:${input.email}:from:${place}`
        : `login:account:${input.email}`;
      const addressKey = `login:ip:${address}`;
      await limiter.attempt(accountKey, loginRule(limits.loginPerAccount), TOO_MANY_LOGINS);
      if (!known) {
        try {
          await limiter.attempt(addressKey, loginRule(limits.loginPerAddress), TOO_MANY_LOGINS);
        } catch (error) {
          await limiter.refund(accountKey);
          throw error;
        }
      }

      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !ok || !user.isActive) throw unauthenticated(LOGIN_FAILED_MESSAGE);

      await limiter.reset(accountKey);
      if (!known) await limiter.refund(addressKey);
      await limiter.remember(knownKey, KNOWN_DEVICE_SECONDS);
      const updated = await recordLogin(db, user.id);
      return { user: updated!, access: await issueToken(updated!) };
    },

    /**
     * Ends the user's sessions on the server: every token carries the token version it was issued with,
     * and the auth guard refuses one whose version is no longer the user's. A token cannot be revoked on
     * its own, so signing out on one device signs out every device.
     */
    async logout(user: UserRow) {
      await endSessionsOf(db, user.id);
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
