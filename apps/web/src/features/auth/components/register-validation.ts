import { isValidEmail, PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from '@ukgh/domain';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_e164: string;
  password: string;
  password_confirm: string;
}

/** The first problem in the spec's order (spec 000 §5), or null when the form can be sent. */
export const registrationProblem = (v: RegisterValues): string | null => {
  const required = [v.first_name, v.last_name, v.email, v.password, v.password_confirm];
  if (required.some((value) => value.trim() === '')) return REGISTRATION_MESSAGES.requiredFields;
  if (v.password.length < PASSWORD_MIN_LENGTH) return REGISTRATION_MESSAGES.passwordTooShort;
  if (v.password !== v.password_confirm) return REGISTRATION_MESSAGES.passwordsDoNotMatch;
  if (!isValidEmail(v.email)) return REGISTRATION_MESSAGES.invalidEmail;
  return null;
};
