// The phone number's rule on its own, which the registration page downloads when a number is sent.
export { toE164 } from '@ukgh/domain';
