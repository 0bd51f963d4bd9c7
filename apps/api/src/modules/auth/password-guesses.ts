import type { AppContext } from '../../context.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';

export const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
/** Failed attempts are forgotten a day after the last one. */
export const LOGIN_FORGET_SECONDS = 24 * 3600;

/**
 * The sign-in back-off (rate-limiter `attempt`) for any check of a password the caller claims to know: the
 * first `free` guesses pass, then each waits twice as long as the one before, up to the sign-in window.
 */
export const passwordGuessRule = (ctx: AppContext, free: number) => ({
  free,
  baseDelaySeconds: ctx.config.rateLimits.loginDelaySeconds,
  maxDelaySeconds: ctx.config.rateLimits.loginWindowMinutes * 60,
  forgetSeconds: LOGIN_FORGET_SECONDS,
});

/**
 * Counts a guess of a signed-in user's current password (change-password) against the same limits as a
 * sign-in: its own per-account key, and the per-address key the sign-in uses, so a stolen session gets no
 * more guesses than the sign-in form. Returns what to call once the password proved right.
 */
export const countPasswordGuess = async (ctx: AppContext, userId: string, ip: string) => {
  const { limiter, config } = ctx;
  const accountKey = `password-check:account:${userId}`;
  const addressKey = `login:ip:${rateLimitAddress(ip)}`;
  await limiter.attempt(
    accountKey,
    passwordGuessRule(ctx, config.rateLimits.loginPerAccount),
    TOO_MANY_LOGINS,
  );
  try {
    await limiter.attempt(
      addressKey,
      passwordGuessRule(ctx, config.rateLimits.loginPerAddress),
      TOO_MANY_LOGINS,
    );
  } catch (error) {
    await limiter.refund(accountKey);
    throw error;
  }
  return async () => {
    await limiter.reset(accountKey);
    await limiter.refund(addressKey);
  };
};
