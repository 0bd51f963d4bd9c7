/**
 * Every user-facing text the spec gives, character for character (spec 000 §5, §8; spec 001 §5, §8).
 * Screens and the API take their wording from here so a test can hold it to the spec. The texts live in one
 * module per area (messages/), so that a page's download carries only the texts its screens show: the app's
 * entry is in every page's first download and shows only the logout toast.
 */
export * from './messages/agents.ts';
export * from './messages/auth.ts';
export * from './messages/back-office.ts';
export * from './messages/common.ts';
export * from './messages/contact.ts';
export * from './messages/customer.ts';
export * from './messages/failure-toast.ts';
export * from './messages/password-reset.ts';
export * from './messages/payments.ts';
export * from './messages/registration.ts';
export * from './messages/security.ts';
export * from './messages/tracking.ts';
