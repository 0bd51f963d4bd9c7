import { DEFAULT_NOTIFICATION_PREFERENCES, type Role, type UserDto } from '@ukgh/domain';
import type { UserRow } from '../../db/schema.ts';

/** Avatars live under unguessable names, so an <img> can load them without a bearer header. */
export const avatarUrl = (key: string | null) => (key ? `/api/v1/media/${key}` : null);

export const presentUser = (row: UserRow): UserDto => {
  const url = avatarUrl(row.avatarKey);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone_e164: row.phoneE164,
    role: row.role as Role,
    avatar: url,
    avatar_url: url,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    notification_preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row.notificationPreferences },
  };
};
