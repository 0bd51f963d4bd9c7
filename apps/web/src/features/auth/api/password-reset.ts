import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetConfirmBody } from '@ukgh/domain';
import { api } from '../../../lib/api-client.ts';

/** Answers with the same message whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post<MessageResponse>('/auth/password-reset/', { email });

export type PasswordResetConfirmPayload = PasswordResetConfirmBody;

/** Silent: an expired link is explained on the page itself, next to the way to ask for a new one. */
export const confirmPasswordReset = (payload: PasswordResetConfirmPayload) =>
  api.post<MessageResponse>('/auth/password-reset/confirm/', payload, { silent: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
