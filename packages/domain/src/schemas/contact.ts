import { z } from 'zod';
import { PHONE_PATTERN } from './booking.ts';
import { emailSchema } from './common.ts';

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000, phone: 32 } as const;

/** The contact form's texts: the field messages, the answer and the failure toast (web and API share them). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  phoneInvalid: 'Please enter a valid phone number',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Please enter your message',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  sent: 'Thank you. Your message has been sent; we reply within one working day.',
  failed: 'Failed to send your message. Please try again.',
  tooMany: 'Too many messages from this address. Please try again later.',
} as const;
const M = CONTACT_MESSAGES;

/** One line: a subject or name never carries line breaks (they would end up in mail headers). */
const oneLine = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

/** POST /contact/ (the /contact page's form). `website` is a honeypot: people leave it empty. */
export const contactMessageSchema = z.object({
  name: oneLine(M.nameRequired, CONTACT_LIMITS.name, M.nameTooLong),
  email: emailSchema,
  phone: z
    .string()
    .max(CONTACT_LIMITS.phone, M.phoneInvalid)
    .nullish()
    .transform((v) => (v ?? '').replace(/[\s\-().]/g, '') || null)
    .refine((v) => v === null || PHONE_PATTERN.test(v), M.phoneInvalid),
  subject: oneLine(M.subjectRequired, CONTACT_LIMITS.subject, M.subjectTooLong),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(CONTACT_LIMITS.message, M.messageTooLong),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
