import { PASSWORD_MIN_LENGTH } from './schemas/field-rules.ts';

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
  criteria: { length: boolean; uppercase: boolean; lowercase: boolean; digit: boolean; special: boolean };
}

/**
 * The registration strength meter (spec 000 §5): one point per criterion met. Letters are matched with
 * Unicode classes so an accented capital counts as uppercase, not as a special character.
 */
export const passwordStrength = (password: string): PasswordStrength => {
  const criteria = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    digit: /\d/.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
  const score = Object.values(criteria).filter(Boolean).length;
  const label: PasswordStrengthLabel = score < 2 ? 'Weak' : score <= 3 ? 'Medium' : 'Strong';
  return { score, label, criteria };
};

/** The Register button is enabled only when the passwords match and the score is at least 2 (spec 000 §5). */
export const canSubmitRegistration = (password: string, confirm: string): boolean =>
  password !== '' && password === confirm && passwordStrength(password).score >= 2;
