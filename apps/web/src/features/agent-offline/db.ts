import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A file of an action, kept as bytes: Blobs in IndexedDB are unreliable in some mobile browsers. */
export interface StoredFile {
  field: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export type QueuedActionState = 'waiting' | 'refused';

/** One agent action kept on the phone until the server has answered it. */
export interface StoredAgentAction {
  /** Insertion order: actions are sent oldest first. */
  seq?: number;
  /** The `client_action_id` the server applies once, whatever the retries. */
  id: string;
  /** Whose action it is: only that user's session sends it. */
  user_id: string;
  kind: string;
  method: 'PATCH' | 'POST';
  /** API path under /api/v1. */
  url: string;
  /** The request fields, `client_action_id` and `occurred_at` included. */
  body: Record<string, string>;
  files: StoredFile[];
  /** The assignment or shipment it acts on, so lists can show it as waiting. */
  subject_id: string | null;
  /** The status it moves the subject to, when it is a move. */
  target_status: string | null;
  /** What the agent sees in the waiting and refused lists, e.g. 'Deliver UKG1234567890'. */
  label: string;
  success_message: string | null;
  failure_message: string | null;
  occurred_at: string;
  state: QueuedActionState;
  attempts: number;
  /** Not before this time (ms): the back-off after a failed attempt. */
  next_attempt_at: number;
  /** The server's reason for refusing it. */
  reason: string | null;
  status_code: number | null;
}

/** The last copy of a list the phone fetched, to open on when there is no connection. */
export interface StoredList {
  key: string;
  data: unknown;
  saved_at: string;
}

interface AgentOfflineDb extends DBSchema {
  actions: { key: number; value: StoredAgentAction; indexes: { by_id: string } };
  lists: { key: string; value: StoredList };
}

const DB_NAME = 'ukgh-agent';
const DB_VERSION = 1;

let opening: Promise<IDBPDatabase<AgentOfflineDb>> | null = null;

export const openAgentDb = (): Promise<IDBPDatabase<AgentOfflineDb>> => {
  opening ??= openDB<AgentOfflineDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
      actions.createIndex('by_id', 'id', { unique: true });
      db.createObjectStore('lists', { keyPath: 'key' });
    },
    // Another tab opening a newer version: let it, and reopen on the next call.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  });
  return opening;
};

/** Tests: forget the open connection (after deleting the database). */
export const resetAgentDbForTests = async () => {
  if (opening) (await opening).close();
  opening = null;
};
