import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordBody, type ChangePasswordResponse, PROFILE_MESSAGES } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';

export type { ChangePasswordBody };

/** The server ends every other session on a password change and hands this one a fresh token. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<ChangePasswordResponse>('/auth/profile/change-password/', body, { silent: true }),
    onSuccess: (response) => {
      if (response?.tokens?.access) setToken(response.tokens.access);
      toast.success(PROFILE_MESSAGES.passwordChanged);
    },
    onError: (error) => notifyFailure(PROFILE_MESSAGES.passwordChangeFailed, error),
  });
