import { CONTACT_LIMITS } from '../schemas/field-rules.ts';

/**
 * The contact form's texts: the field messages, the answer and the failure toast (web and API share them).
 * Apart from its schema (schemas/contact.ts), which the page downloads, with zod, once it has drawn.
 */
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
