import {
  AVATAR_MESSAGES,
  type ChangePasswordInput,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  PROFILE_MESSAGES,
  type ProfilePatchInput,
  type ProfileUpdateInput,
} from '@ukgh/domain';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow, users } from '../../db/schema.ts';
import { invalid, unsupportedMedia } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { countPasswordGuess } from '../auth/password-guesses.ts';
import { revokeResetLinks } from '../password-reset/password-reset.repository.ts';
import { nextTokenVersion, updateUserRow } from '../users/users.repository.ts';

const AVATAR_MAX_SIDE = 512;

export const createProfileService = (ctx: AppContext) => {
  const { db, files } = ctx;

  const save = async (user: UserRow, changes: PgUpdateSetSource<typeof users>, tx: DbOrTx = db) =>
    updateUserRow(tx, user.id, changes);

  const mergePreferences = (user: UserRow, changes: Partial<NotificationPreferences> = {}) => ({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...user.notificationPreferences,
    ...changes,
  });

  /** The address signs in and receives every mail: a different one is refused with the reason, not ignored. */
  const refuseNewEmail = (user: UserRow, email: string | undefined) => {
    if (email !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase())
      throw invalid(PROFILE_MESSAGES.emailChangeRefused, { email: [PROFILE_MESSAGES.emailChangeRefused] });
  };

  return {
    update: (user: UserRow, input: ProfileUpdateInput) => {
      refuseNewEmail(user, input.email);
      return save(user, {
        firstName: input.first_name,
        lastName: input.last_name,
        phoneE164: input.phone_e164,
        ...(input.notification_preferences && {
          notificationPreferences: mergePreferences(user, input.notification_preferences),
        }),
      });
    },

    patch: (user: UserRow, input: ProfilePatchInput) => {
      refuseNewEmail(user, input.email);
      return save(user, {
        ...(input.first_name !== undefined && { firstName: input.first_name }),
        ...(input.last_name !== undefined && { lastName: input.last_name }),
        ...(input.phone_e164 !== undefined && { phoneE164: input.phone_e164 }),
      });
    },

    preferences: (user: UserRow): NotificationPreferences => mergePreferences(user),

    async updatePreferences(user: UserRow, changes: Partial<NotificationPreferences>) {
      const row = await save(user, { notificationPreferences: mergePreferences(user, changes) });
      return mergePreferences(row);
    },

    /**
     * Ends every other session (token version bump) and hands this one a fresh token. The current password
     * is a guess like a sign-in's, so it is counted against the sign-in limits before it is checked.
     */
    async changePassword(user: UserRow, input: ChangePasswordInput, ip: string) {
      const guessedRight = await countPasswordGuess(ctx, user.id, ip);
      if (!(await verifyPassword(input.current_password, user.passwordHash))) {
        throw invalid('Current password is incorrect', {
          current_password: ['Current password is incorrect'],
        });
      }
      await guessedRight();
      const passwordHash = await hashPassword(input.new_password);
      // Reset links mailed before the change stop working with it.
      const row = await db.transaction(async (tx) => {
        await revokeResetLinks(tx, user.id);
        return save(user, { passwordHash, tokenVersion: nextTokenVersion() }, tx);
      });
      return {
        user: row,
        access: await ctx.tokens.sign({ sub: row.id, role: row.role, tv: row.tokenVersion }),
      };
    },

    async uploadAvatar(user: UserRow, data: Buffer) {
      const image = await reencodeImage(data, { maxSide: AVATAR_MAX_SIDE });
      if (!image) throw unsupportedMedia(AVATAR_MESSAGES.badType);
      const key = await files.put('avatars', image.data, image.extension);
      const row = await save(user, { avatarKey: key });
      if (user.avatarKey) await files.remove(user.avatarKey);
      return row;
    },

    async removeAvatar(user: UserRow) {
      const row = await save(user, { avatarKey: null });
      if (user.avatarKey) await files.remove(user.avatarKey);
      return row;
    },
  };
};
export type ProfileService = ReturnType<typeof createProfileService>;
