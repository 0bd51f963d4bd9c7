import { z } from 'zod';
import { MESSAGE_INVALID_EMAIL, MESSAGE_PASSWORD_TOO_SHORT } from './field-messages.ts';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-rules.ts';

export {
  MESSAGE_INVALID_EMAIL,
  MESSAGE_PASSWORD_TOO_SHORT,
  MESSAGE_PASSWORDS_DO_NOT_MATCH,
} from './field-messages.ts';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .regex(EMAIL_PATTERN, MESSAGE_INVALID_EMAIL)
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, MESSAGE_PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const nameSchema = (label: string, requiredMessage = `${label} is required`) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(100, `${label} must be at most 100 characters`);

export const uuidSchema = z.uuid({ message: 'Invalid id' });
export const IdParams = z.object({ id: uuidSchema });

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};

/** A keyset cursor, as the list's `next` link carries it: it wins over `page` (deep pages cost no OFFSET). */
export const cursorQuery = { cursor: z.string().trim().max(200).optional() };

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
