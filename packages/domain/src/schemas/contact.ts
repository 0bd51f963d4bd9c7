import { z } from 'zod';
import { CONTACT_MESSAGES } from '../messages/contact.ts';
import { emailSchema } from './common.ts';
import { CONTACT_LIMITS, PHONE_PATTERN } from './field-rules.ts';

/** One line: a subject or name never carries line breaks (they would end up in mail headers). */
const oneLine = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

/** POST /contact/ (the /contact page's form). `website` is a honeypot: people leave it empty. */
export const contactMessageSchema = z.object({
  name: oneLine(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: emailSchema,
  phone: z
    .string()
    .max(CONTACT_LIMITS.phone, CONTACT_MESSAGES.phoneInvalid)
    .nullish()
    .transform((v) => (v ?? '').replace(/[\s\-().]/g, '') || null)
    .refine((v) => v === null || PHONE_PATTERN.test(v), CONTACT_MESSAGES.phoneInvalid),
  subject: oneLine(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
