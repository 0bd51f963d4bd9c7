import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Paginated, type Role, USER_MESSAGES, type UserDto } from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';

export const USERS_PAGE_SIZE = 12;

export interface UserFilters {
  search: string;
  role: Role | '';
  page: number;
}

export const usersKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters) => ['users', 'list', filters] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

// The spec allows either a page object or a plain array (spec 001 §7); the screens always get a page.
const asPage = (data: Paginated<UserDto> | UserDto[]): Paginated<UserDto> =>
  Array.isArray(data) ? { count: data.length, next: null, previous: null, results: data } : data;

export const fetchUsers = async (filters: UserFilters, signal?: AbortSignal) => {
  try {
    const data = await api.get<Paginated<UserDto> | UserDto[]>('/auth/users/', {
      silent: true,
      signal,
      query: {
        search: filters.search.trim(),
        role: filters.role,
        page: filters.page,
        page_size: USERS_PAGE_SIZE,
      },
    });
    return asPage(data);
  } catch (error) {
    notifyFailure(USER_MESSAGES.fetchFailed, error);
    throw error;
  }
};

/** The previous page stays on screen while the next one loads, so the grid does not flash empty. */
export const useUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: usersKeys.list(filters),
    queryFn: ({ signal }) => fetchUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const fetchUser = async (id: string, signal?: AbortSignal) => {
  try {
    return await api.get<UserDto>(`/auth/users/${id}/`, { silent: true, signal });
  } catch (error) {
    notifyFailure(USER_MESSAGES.fetchDetailsFailed, error);
    throw error;
  }
};

/** The View dialog: shows the card's copy at once and refreshes it from the server. */
export const useUser = (user: UserDto | null) =>
  useQuery({
    queryKey: usersKeys.detail(user?.id ?? ''),
    queryFn: ({ signal }) => fetchUser(user!.id, signal),
    enabled: Boolean(user),
    placeholderData: user ?? undefined,
  });
