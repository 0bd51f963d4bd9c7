import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { isoDateTime } from './common.ts';

/** Spec 000 §3 "Notification preferences". */
export const notificationPreferencesResponseSchema = z.object({
  email_notifications: z.boolean(),
  sms_notifications: z.boolean(),
  whatsapp_notifications: z.boolean(),
  push_notifications: z.boolean(),
  booking_updates: z.boolean(),
  delivery_updates: z.boolean(),
  payment_updates: z.boolean(),
});

/** The user as every response carries it (spec 000 §3, spec 001 §3). Never the password hash. */
export const userSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_e164: z.string().nullable(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: isoDateTime,
  notification_preferences: notificationPreferencesResponseSchema,
});
export type UserDto = z.infer<typeof userSchema>;

/** Login and registration. */
export const authResponseSchema = z.object({ tokens: z.object({ access: z.string() }), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Avatar upload and removal: the message and the updated user. */
export const avatarResponseSchema = z.object({ message: z.string(), user: userSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** A password change ends the other sessions and hands this one a fresh token. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  tokens: z.object({ access: z.string() }),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
