// The phone number's rule on its own (with the library and the two countries' metadata, 11 KB), so that the
// registration page can download it after it has drawn.
export { toE164 } from '@ukgh/domain';
