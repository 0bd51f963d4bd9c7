// The contact form's schema on its own, so that the page can download it (and zod, 26 KB) after it has drawn.
export { contactMessageSchema } from '@ukgh/domain';
