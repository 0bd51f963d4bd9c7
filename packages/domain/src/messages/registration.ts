import {
  MESSAGE_INVALID_EMAIL,
  MESSAGE_PASSWORD_TOO_SHORT,
  MESSAGE_PASSWORDS_DO_NOT_MATCH,
} from '../schemas/field-messages.ts';

export const REGISTRATION_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  passwordTooShort: MESSAGE_PASSWORD_TOO_SHORT,
  passwordsDoNotMatch: MESSAGE_PASSWORDS_DO_NOT_MATCH,
  invalidEmail: MESSAGE_INVALID_EMAIL,
  failed: 'Registration failed. Please try again.',
} as const;

const flattenText = (value: unknown): string[] => {
  if (value == null || value === '') return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(flattenText);
  if (typeof value === 'object') return Object.values(value).flatMap(flattenText);
  return [];
};

/**
 * The registration failure toast (spec 000 §8): the values of the response's error object flattened and
 * joined with commas; a plain string as it is; nothing usable gives the fallback. Our error body
 * `{message, error, code, details}` is read as: per-field `details` first (a validation error lists every
 * problem), then `error` (where the spec reads server text), then `message`. A body with none of those is
 * read as a field → messages object itself, the shape older servers sent; `code` is never shown.
 */
export const formatRegistrationError = (data: unknown): string => {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const { details, error, message, code: _code, ...fields } = data as Record<string, unknown>;
    for (const part of [details, error, message, fields]) {
      const texts = flattenText(part);
      if (texts.length > 0) return texts.join(', ');
    }
    return REGISTRATION_MESSAGES.failed;
  }
  const texts = flattenText(data);
  return texts.length > 0 ? texts.join(', ') : REGISTRATION_MESSAGES.failed;
};
