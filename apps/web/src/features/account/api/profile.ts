import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_MESSAGES, type UserDto } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { getSession, setUser } from '../../../lib/auth-store.ts';

export const profileKey = ['profile'] as const;

export const fetchProfile = async (signal?: AbortSignal): Promise<UserDto> => {
  try {
    const user = await api.get<UserDto>('/auth/profile/', { silent: true, signal });
    // The stored copy feeds the header and menus; keep it as fresh as what the server just said.
    setUser(user);
    return user;
  } catch (error) {
    notifyFailure(PROFILE_MESSAGES.loadFailed, error);
    throw error;
  }
};

/** Shows the stored user at once, then whatever the server holds now. */
export const useProfile = () =>
  useQuery<UserDto>({
    queryKey: profileKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    placeholderData: () => getSession()?.user,
  });

/** After any call that returns the user: one copy in the store, the same in the query cache. */
export const useStoreUser = () => {
  const queryClient = useQueryClient();
  return (user: UserDto) => {
    setUser(user);
    queryClient.setQueryData(profileKey, user);
  };
};
