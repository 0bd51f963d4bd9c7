import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, type AuthResponse, formatRegistrationError } from '@ukgh/domain';
import { ApiError, api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';

export interface RegistrationPayload {
  first_name: string;
  last_name: string;
  email: string;
  phone_e164: string | null;
  password: string;
  password_confirm: string;
  role: 'CUSTOMER';
}

// With no response at all (timeout, offline) the client's own text says more than the generic fallback.
const failureData = (error: Error): unknown =>
  error instanceof ApiError ? (error.status === 0 ? error.message : error.body) : undefined;

/** Silent: a failed registration has its own toast listing every problem (spec 000 §8). */
export const register = (payload: RegistrationPayload) =>
  api.post<AuthResponse>('/auth/register/', payload, { silent: true });

export const useRegister = () =>
  useMutation({
    mutationFn: register,
    onSuccess: ({ tokens, user }) => {
      setSession(tokens.access, user);
      toast.success(AUTH_MESSAGES.registrationSuccess);
    },
    onError: (error) => toast.error(formatRegistrationError(failureData(error))),
  });
