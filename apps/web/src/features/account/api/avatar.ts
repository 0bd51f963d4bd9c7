import { useMutation } from '@tanstack/react-query';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AVATAR_MIME_TYPES,
  type AvatarResponse,
  type UserDto,
} from '@ukgh/domain';
import { ApiError, api, notifyFailure, serverReason } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useStoreUser } from './profile.ts';

class InvalidResponseError extends Error {}

/** Checked before uploading so nobody waits for a 5 MB upload the server will refuse. */
export const avatarProblem = (file: File): string | null => {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.badType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
};

const requireUser = (response: AvatarResponse | undefined): UserDto => {
  if (!response?.user || typeof response.user !== 'object') throw new InvalidResponseError();
  return response.user;
};

// The upload endpoint explains a refusal in `detail` (spec 000 §8).
const uploadReason = (error: unknown) => {
  const detail = error instanceof ApiError ? (error.body as { detail?: unknown } | null)?.detail : undefined;
  return typeof detail === 'string' && detail ? detail : serverReason(error);
};

const onAvatarError =
  (failedText: string, reason?: (error: unknown) => string | undefined) => (error: Error) => {
    if (error instanceof InvalidResponseError) toast.error(AVATAR_MESSAGES.invalidResponse);
    else notifyFailure(failedText, error, reason?.(error) ?? serverReason(error));
  };

export const useUploadAvatar = () => {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return requireUser(
        await api.post<AvatarResponse>('/auth/profile/upload-avatar/', form, { silent: true }),
      );
    },
    onSuccess: (user) => {
      storeUser(user);
      toast.success(AVATAR_MESSAGES.uploaded);
    },
    onError: onAvatarError(AVATAR_MESSAGES.uploadFailed, uploadReason),
  });
};

export const useRemoveAvatar = () => {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async () =>
      requireUser(await api.delete<AvatarResponse>('/auth/profile/remove-avatar/', { silent: true })),
    onSuccess: (user) => {
      storeUser(user);
      toast.success(AVATAR_MESSAGES.removed);
    },
    onError: onAvatarError(AVATAR_MESSAGES.removeFailed),
  });
};
