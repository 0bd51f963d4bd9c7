// The account forms' schemas on their own, so that the settings pages can download them (and zod) after they
// have drawn (deferredCheck in lib/form-errors.ts).
export { changePasswordSchema, profilePatchSchema, profileUpdateSchema } from '@ukgh/domain';
