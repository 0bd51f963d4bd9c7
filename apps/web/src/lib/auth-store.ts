import { isRole, STORAGE_KEYS, type UserDto } from '@ukgh/domain';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  user: UserDto;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let session: Session | null = null;

const isStoredUser = (value: unknown): value is UserDto =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UserDto).id === 'string' &&
  typeof (value as UserDto).email === 'string' &&
  isRole((value as UserDto).role);

const removeStoredSession = () => {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
};

/**
 * Reads the two keys. A user we cannot read (hand-edited, an older shape) is cleared together with its
 * token: a token without a user would send requests on behalf of someone the screens cannot show.
 */
export const loadSession = (): Session | null => {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (!token && !rawUser) {
    session = null;
    return session;
  }
  let user: unknown = null;
  try {
    user = rawUser ? JSON.parse(rawUser) : null;
  } catch {
    user = null;
  }
  if (!token || !isStoredUser(user)) {
    removeStoredSession();
    session = null;
    return session;
  }
  session = { token, user };
  return session;
};

const emit = () => {
  for (const listener of listeners) listener();
};

export const getSession = (): Session | null => session;
export const getToken = (): string | null => session?.token ?? null;

export const setSession = (token: string, user: UserDto): void => {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  session = { token, user };
  emit();
};

/** After a profile change: same session, fresh user. */
export const setUser = (user: UserDto): void => {
  if (!session) return;
  setSession(session.token, user);
};

/** A password change ends the other sessions and hands this one a new token. */
export const setToken = (token: string): void => {
  if (!session) return;
  setSession(token, session.user);
};

export const clearSession = (): void => {
  removeStoredSession();
  session = null;
  emit();
};

export const subscribe = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Signing in or out in another tab should show in this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
      loadSession();
      emit();
    }
  });
}

// The server-side render (apps/web/src/prerender.tsx) has no storage: it draws the page as a guest sees it.
if (typeof localStorage !== 'undefined') loadSession();

export const useSession = (): Session | null => useSyncExternalStore(subscribe, getSession, getSession);
export const useCurrentUser = (): UserDto | null => useSession()?.user ?? null;
