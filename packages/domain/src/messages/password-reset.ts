// The sign-in pages' texts: a module apart from the schemas (schemas/auth.ts), which bring zod and the phone
// rules, so that the forgot-password and reset pages need neither.
export const PASSWORD_RESET_REQUEST_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. It expires in one hour.';
export const PASSWORD_RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';
