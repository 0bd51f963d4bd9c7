import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCreateUserInput,
  type AdminUpdateUserInput,
  USER_MESSAGES,
  type UserDto,
} from '@ukgh/domain';
import { api, notifyFailure, serverReason } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usersKeys } from './users.ts';

const useRefreshUsers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKeys.all });
};

export const useCreateUser = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: AdminCreateUserInput) =>
      api.post<UserDto>('/auth/users/create/', body, { silent: true }),
    onSuccess: () => {
      toast.success(USER_MESSAGES.created);
      return refresh();
    },
    // Spec 001 §8: the server's error when it gives one, else 'Failed to create user'.
    onError: (error) => notifyFailure(serverReason(error) ?? USER_MESSAGES.createFailed, error),
  });
};

export const useUpdateUser = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUpdateUserInput }) =>
      api.patch<UserDto>(`/auth/users/${id}/`, body, { silent: true }),
    onSuccess: () => {
      toast.success(USER_MESSAGES.updated);
      return refresh();
    },
    onError: (error) => notifyFailure(USER_MESSAGES.updateFailed, error),
  });
};

export const useSetUserActive = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.patch<UserDto>(
        `/auth/users/${id}/${active ? 'activate' : 'deactivate'}/`,
        { is_active: active },
        {
          silent: true,
        },
      ),
    onSuccess: (_user, { active }) => {
      toast.success(active ? USER_MESSAGES.activated : USER_MESSAGES.deactivated);
      return refresh();
    },
    onError: (error) => notifyFailure(USER_MESSAGES.statusUpdateFailed, error),
  });
};

export const useDeleteUser = () => {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/auth/users/${id}/`, { silent: true }),
    onSuccess: () => {
      toast.success(USER_MESSAGES.deleted);
      return refresh();
    },
    onError: (error) => notifyFailure(USER_MESSAGES.deleteFailed, error),
  });
};
