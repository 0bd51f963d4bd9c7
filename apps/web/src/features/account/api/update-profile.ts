import { useMutation } from '@tanstack/react-query';
import {
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  type ProfilePatchBody,
  type ProfilePutBody,
  type UserDto,
} from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useStoreUser } from './profile.ts';

export interface ProfileFields {
  first_name: string;
  last_name: string;
  phone_e164: string | null;
}

export type { ProfilePutBody };

/**
 * PUT /auth/profile/: the Profile Settings page (its toast ends with '!', spec 000 §8). A form that saves
 * only part of the profile names what it saved instead.
 */
export const usePutProfile = (successMessage: string = AUTH_MESSAGES.profileUpdated) => {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: ProfilePutBody) => api.put<UserDto>('/auth/profile/', body, { silent: true }),
    onSuccess: (user) => {
      storeUser(user);
      toast.success(successMessage);
    },
    onError: (error) => notifyFailure(PROFILE_MESSAGES.updateFailed, error),
  });
};

/** PATCH /auth/profile/update/: the Settings page. */
export const usePatchProfile = () => {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: ProfilePatchBody) =>
      api.patch<UserDto>('/auth/profile/update/', body, { silent: true }),
    onSuccess: (user) => {
      storeUser(user);
      toast.success(PROFILE_MESSAGES.updated);
    },
    onError: (error) => notifyFailure(PROFILE_MESSAGES.updateFailed, error),
  });
};
