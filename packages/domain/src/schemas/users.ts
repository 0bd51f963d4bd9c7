import { z } from 'zod';
import { USER_FORM_MESSAGES } from '../messages.ts';
import { ROLES, STAFF_ROLES } from '../roles.ts';
import { nameSchema, pageQuery } from './common.ts';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH } from './field-rules.ts';
import { optionalPhoneSchema, phoneOrNullSchema } from './phone.ts';

/** Admin dialogs use the back-office wording of spec 001 §5, not the registration wording. */
const adminEmail = z
  .string({ error: USER_FORM_MESSAGES.emailRequired })
  .trim()
  .min(1, { message: USER_FORM_MESSAGES.emailRequired, abort: true })
  .max(254)
  .regex(EMAIL_PATTERN, USER_FORM_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

const adminPassword = z
  .string({ error: USER_FORM_MESSAGES.passwordRequired })
  .min(1, { message: USER_FORM_MESSAGES.passwordRequired, abort: true })
  .min(8, USER_FORM_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH);

const roleSchema = z.enum(ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? USER_FORM_MESSAGES.roleRequired
      : USER_FORM_MESSAGES.roleInvalid,
});
/** Edit User offers only the four staff roles (spec 001 §5): nobody is turned into a customer. */
const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Role must be Admin, Pickup, Warehouse or Delivery' });

/** POST /auth/users/create/ (Add User dialog; the confirm field is checked in the form and not sent). */
export const adminCreateUserSchema = z.object({
  email: adminEmail,
  first_name: nameSchema('First name', USER_FORM_MESSAGES.firstNameRequired),
  last_name: nameSchema('Last name', USER_FORM_MESSAGES.lastNameRequired),
  phone_e164: phoneOrNullSchema,
  role: roleSchema,
  password: adminPassword,
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

/** PATCH /auth/users/{id}/: any subset of the Edit User fields. */
export const adminUpdateUserSchema = z.object({
  email: adminEmail.optional(),
  first_name: nameSchema('First name', USER_FORM_MESSAGES.firstNameRequired).optional(),
  last_name: nameSchema('Last name', USER_FORM_MESSAGES.lastNameRequired).optional(),
  phone_e164: optionalPhoneSchema,
  role: staffRoleSchema.optional(),
  is_active: z.boolean().optional(),
});
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

export const userListQuerySchema = z.object({
  ...pageQuery,
  role: z
    .enum(ROLES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  search: z.string().trim().max(100).optional(),
  is_active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
