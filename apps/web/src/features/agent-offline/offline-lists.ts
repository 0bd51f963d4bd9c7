import { ApiError } from '../../lib/api-client.ts';
import { getSession } from '../../lib/auth-store.ts';
import { openAgentDb } from './db.ts';

/** A list as the screen shows it: fresh from the server, or the last copy this phone saved. */
export interface OfflineCopy<T> {
  data: T;
  /** When the copy shown was saved; null when it came from the server just now. */
  savedAt: string | null;
}

const keyFor = (key: string) => `${getSession()?.user.id ?? 'anonymous'}:${key}`;

/**
 * Fetches a list and keeps a copy on the phone; when there is no connection (no answer at all, not an
 * error answer) the last copy is shown instead, so an agent opens the app offline on the last data it had.
 * The copy is per user: another agent signing in on the same phone never sees it.
 */
export const fetchWithOfflineCopy = async <T>(
  key: string,
  fetcher: () => Promise<T>,
): Promise<OfflineCopy<T>> => {
  const stored = keyFor(key);
  try {
    const data = await fetcher();
    try {
      const db = await openAgentDb();
      await db.put('lists', { key: stored, data, saved_at: new Date().toISOString() });
    } catch {
      // No IndexedDB (private mode in some browsers): the screen still works online.
    }
    return { data, savedAt: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    const db = await openAgentDb().catch(() => null);
    const copy = await db?.get('lists', stored);
    if (!copy) throw error;
    return { data: copy.data as T, savedAt: copy.saved_at };
  }
};

/** Signing out on a shared phone: forget this user's saved lists. */
export const forgetOfflineCopies = async (userId: string): Promise<void> => {
  const db = await openAgentDb();
  const tx = db.transaction('lists', 'readwrite');
  for (const key of await tx.store.getAllKeys()) {
    if (key.startsWith(`${userId}:`)) await tx.store.delete(key);
  }
  await tx.done;
};
