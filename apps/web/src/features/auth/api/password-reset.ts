import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

interface MessageResponse {
  message: string;
}

/** Answers with the same message whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post<MessageResponse>('/auth/password-reset/', { email });

export interface PasswordResetConfirmPayload {
  token: string;
  new_password: string;
  new_password_confirm: string;
}

/** Silent: an expired link is explained on the page itself, next to the way to ask for a new one. */
export const confirmPasswordReset = (payload: PasswordResetConfirmPayload) =>
  api.post<MessageResponse>('/auth/password-reset/confirm/', payload, { silent: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
