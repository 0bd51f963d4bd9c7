// The plain rules forms check before sending, apart from the zod schemas that use them: the sign-in pages check
// them without zod, which public pages would otherwise download first.
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** The {email} shape the spec asks for: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Digits with an optional leading +, after spaces, dashes and brackets are removed (the contact form's phone). */
export const PHONE_PATTERN = /^\+?\d{9,15}$/;

/** The contact form's longest name, subject, message and phone. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000, phone: 32 } as const;
