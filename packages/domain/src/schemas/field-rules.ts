// The plain rules the forms check before sending, kept apart from the zod schemas that use them: importing them
// from schemas/common.ts would bring zod and the phone metadata (37 KB gzipped) to the sign-in pages.
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** The {email} shape the spec asks for: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
