// Kept apart from the zod schemas that use them: messages.ts (which every web page loads) imports these, and
// importing them from schemas/common.ts would bring zod and the phone metadata into every page.
export const MESSAGE_PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const MESSAGE_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const MESSAGE_INVALID_EMAIL = 'Please enter a valid email address';
