import { useMutation } from '@tanstack/react-query';
import {
  AUTH_MESSAGES,
  type AuthResponse,
  formatRegistrationError,
  type RegistrationBody,
} from '@ukgh/domain';
import { ApiError, api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';

/** The registration body (spec 000 §3); `role` is sent as CUSTOMER and ignored by the server. */
export type RegistrationPayload = RegistrationBody;

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
