import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_RESET_INVALID_MESSAGE } from '../messages.ts';
import { emailSchema, MESSAGE_PASSWORDS_DO_NOT_MATCH, nameSchema, passwordSchema } from './common.ts';
import { optionalPhoneSchema, phoneOrNullSchema } from './phone.ts';

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.fillAllFields)
    .max(254)
    .transform((v) => v.toLowerCase()),
  password: z.string().min(1, AUTH_MESSAGES.fillAllFields).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration: role is accepted on the wire (old clients send it) but always ignored (spec 000 §3). */
export const registerSchema = z
  .object({
    first_name: nameSchema('First name'),
    last_name: nameSchema('Last name'),
    email: emailSchema,
    phone_e164: phoneOrNullSchema,
    password: passwordSchema,
    password_confirm: z.string({ error: 'Please confirm your password' }),
    role: z.string().optional(),
  })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    message: MESSAGE_PASSWORDS_DO_NOT_MATCH,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export * from './notification-preferences.ts';

export const notificationPreferencesSchema = z
  .object({
    email_notifications: z.boolean(),
    sms_notifications: z.boolean(),
    whatsapp_notifications: z.boolean(),
    push_notifications: z.boolean(),
    booking_updates: z.boolean(),
    delivery_updates: z.boolean(),
    payment_updates: z.boolean(),
  })
  .partial()
  .strict();

/** PUT /auth/profile/: the Profile Settings form. Email and role cannot be changed by the user. */
export const profileUpdateSchema = z.object({
  first_name: nameSchema('First name'),
  last_name: nameSchema('Last name'),
  phone_e164: optionalPhoneSchema,
  notification_preferences: notificationPreferencesSchema.optional(),
  /** Read so that a different address is refused with a reason (the service), never silently dropped. */
  email: emailSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PATCH /auth/profile/update/: the Settings page form; any subset of the three fields. */
export const profilePatchSchema = z.object({
  first_name: nameSchema('First name').optional(),
  last_name: nameSchema('Last name').optional(),
  phone_e164: optionalPhoneSchema,
  email: emailSchema.optional(),
});
export type ProfilePatchInput = z.infer<typeof profilePatchSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    new_password: passwordSchema,
    new_password_confirm: z.string({ error: 'Please confirm your new password' }),
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: MESSAGE_PASSWORDS_DO_NOT_MATCH,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(20, PASSWORD_RESET_INVALID_MESSAGE).max(200),
    new_password: passwordSchema,
    new_password_confirm: z.string(),
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: MESSAGE_PASSWORDS_DO_NOT_MATCH,
  });
