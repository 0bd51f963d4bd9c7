import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  type Role,
  USER_FORM_MESSAGES,
  type UserDto,
} from '@ukgh/domain';
import { schemaErrors } from '../../../lib/form-errors.ts';

export interface AddUserValues {
  email: string;
  first_name: string;
  last_name: string;
  phone_e164: string;
  role: Role | '';
  password: string;
  password_confirm: string;
}

export const EMPTY_ADD_USER: AddUserValues = {
  email: '',
  first_name: '',
  last_name: '',
  phone_e164: '',
  role: '',
  password: '',
  password_confirm: '',
};

/** Spec 001 §5 messages; the confirmation is checked here and never sent. */
export const validateAddUser = (values: AddUserValues): Record<string, string> => {
  const { password_confirm, ...body } = values;
  const errors = schemaErrors(adminCreateUserSchema, body);
  if (password_confirm !== values.password) errors.password_confirm = USER_FORM_MESSAGES.passwordsDoNotMatch;
  return errors;
};

export const addUserBody = (values: AddUserValues) => {
  const { password_confirm: _confirm, ...body } = values;
  return adminCreateUserSchema.parse(body);
};

export interface EditUserValues {
  email: string;
  first_name: string;
  last_name: string;
  phone_e164: string;
  role: Role;
  is_active: boolean;
}

export const editValuesOf = (user: UserDto): EditUserValues => ({
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  phone_e164: user.phone_e164 ?? '',
  role: user.role,
  is_active: user.is_active,
});

/** Customers keep their role: the Edit dialog offers only the four staff roles (spec 001 §5). */
const editedFields = (values: EditUserValues, original: UserDto) => {
  if (original.role !== 'CUSTOMER') return values;
  const { role: _role, ...rest } = values;
  return rest;
};

export const validateEditUser = (values: EditUserValues, original: UserDto) =>
  schemaErrors(adminUpdateUserSchema, editedFields(values, original));

export const editUserBody = (values: EditUserValues, original: UserDto) =>
  adminUpdateUserSchema.parse(editedFields(values, original));
