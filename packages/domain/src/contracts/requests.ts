import type { z } from 'zod';
import type {
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profilePatchSchema,
  profileUpdateSchema,
  registerSchema,
} from '../schemas/auth.ts';
import type { messageResponseSchema } from './common.ts';

/**
 * Request bodies as the web app sends them: `z.input` of the schemas the server validates with (the
 * `…Input` types next to the schemas are what the server holds after parsing).
 */
export type RegistrationBody = z.input<typeof registerSchema>;
export type ProfilePutBody = z.input<typeof profileUpdateSchema>;
export type ProfilePatchBody = z.input<typeof profilePatchSchema>;
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmSchema>;

/** `{message}` answers (password reset, contact form). */
export type MessageResponse = z.infer<typeof messageResponseSchema>;
