import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, type AuthResponse, type LoginInput } from '@ukgh/domain';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';

/** A wrong password comes back as the api client's error toast and the form stays where it is. */
export const login = (input: LoginInput) => api.post<AuthResponse>('/auth/login/', input);

/** On success the session changes and the /login guard takes the user on (see GuestOnly). */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ tokens, user }) => {
      setSession(tokens.access, user);
      toast.success(AUTH_MESSAGES.loginSuccess);
    },
  });
