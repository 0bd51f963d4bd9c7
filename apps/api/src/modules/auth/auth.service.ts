import { LOGIN_FAILED_MESSAGE, type LoginInput, type RegisterInput } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import { findLiveUserByEmail, insertUser } from '../users/users.repository.ts';

const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const TOO_MANY_REGISTRATIONS = 'Too many registrations from this address. Please try again later.';

export const createAuthService = (ctx: AppContext) => {
  const { db, limiter, config } = ctx;
  const loginWindow = config.rateLimits.loginWindowMinutes * 60;

  const issueToken = (user: UserRow) =>
    ctx.tokens.sign({ sub: user.id, role: user.role, tv: user.tokenVersion });

  return {
    issueToken,

    /** Self-registration always makes a CUSTOMER, whatever the payload says. */
    async register(input: RegisterInput, address: string) {
      await limiter.consume(
        `register:ip:${address}`,
        config.rateLimits.registerPerHour,
        3600,
        TOO_MANY_REGISTRATIONS,
      );
      const user = await insertUser(db, { ...input, role: 'CUSTOMER' }, async (tx, row) => {
        await queueNotification(tx, 'welcome', row, { first_name: row.firstName });
      });
      return { user, access: await issueToken(user) };
    },

    /**
     * Unknown email, wrong password, deactivated and deleted accounts all get the same answer in about
     * the same time, so the endpoint does not reveal which addresses have accounts.
     */
    async login(input: LoginInput, address: string) {
      const accountKey = `login:account:${input.email}`;
      const addressKey = `login:ip:${address}`;
      await limiter.assertUnder(accountKey, config.rateLimits.loginPerAccount, TOO_MANY_LOGINS);
      await limiter.assertUnder(addressKey, config.rateLimits.loginPerAddress, TOO_MANY_LOGINS);

      const user = await findLiveUserByEmail(db, input.email);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !ok || !user.isActive) {
        await limiter.hit(accountKey, loginWindow);
        await limiter.hit(addressKey, loginWindow);
        throw unauthenticated(LOGIN_FAILED_MESSAGE);
      }
      await limiter.reset(accountKey);
      const [updated] = await db
        .update(users)
        .set({ lastLoginAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: updated!, access: await issueToken(updated!) };
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
