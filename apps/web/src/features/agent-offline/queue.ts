import { REQUEST_TIMEOUT_MS } from '@ukgh/domain';
import { API_BASE } from '../../lib/api-client.ts';
import { getSession, subscribe as subscribeSession } from '../../lib/auth-store.ts';
import { openAgentDb, type StoredAgentAction, type StoredFile } from './db.ts';

/**
 * The agents' outbox. Every agent action (start, complete with proof, deliver, receive, consolidate…) is
 * written to IndexedDB first and sent from there, oldest first: a phone that loses its signal at a doorstep
 * keeps the action and sends it when the connection returns. Each action carries a client-made id
 * (`client_action_id`, the server applies it once however often it arrives) and the time it happened on the
 * phone (`occurred_at`, which becomes the travel event's time).
 */

export type QueuedAgentAction = StoredAgentAction;

type FieldValue = string | number | boolean | null | undefined;

export interface AgentActionInput {
  /** What it is, for the lists and for callers filtering events: 'pickup.start', 'delivery.complete'… */
  kind: string;
  /** API path under /api/v1, e.g. `/agent/delivery/assignments/${id}/`. */
  url: string;
  method?: 'PATCH' | 'POST';
  /** The request fields; empty values are left out. `client_action_id` and `occurred_at` are added. */
  body: Record<string, FieldValue>;
  /** Files by field name (`proof_photo`, `proof_signature`); when there is one the request is multipart. */
  files?: Record<string, Blob | null | undefined>;
  /** The assignment or shipment acted on, so screens can show it as waiting. */
  subjectId?: string;
  /** What the agent sees in the waiting and refused lists, e.g. 'Deliver UKG1234567890'. */
  label: string;
  /** Toast once the server accepted it (the spec's own text). */
  successMessage?: string;
  /** Toast title when the server refuses it; the server's reason goes underneath. */
  failureMessage?: string;
}

export type AgentActionEvent =
  | { type: 'sent'; action: QueuedAgentAction; response: unknown }
  | { type: 'refused'; action: QueuedAgentAction }
  | { type: 'deferred'; action: QueuedAgentAction };

/** Answers that mean the server looked at the action and will not apply it: resending cannot help. */
const REFUSED_STATUSES = new Set([400, 403, 404, 409, 410, 413, 415, 422]);
export const MAX_BACKOFF_MS = 60_000;
/** Back-off after the n-th failed attempt: 2 s, 4 s, 8 s… up to a minute. */
export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);

const FILE_NAMES: Record<string, string> = {
  proof_photo: 'proof-photo.jpg',
  proof_signature: 'signature.png',
};

// ---- the snapshot screens read ----------------------------------------------------------------------------

let snapshot: readonly QueuedAgentAction[] = [];
const snapshotListeners = new Set<() => void>();
const eventListeners = new Set<(event: AgentActionEvent) => void>();

/** Another tab of the app changed the queue: reread it. */
const channel =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel('ukgh-agent-queue') : (null as null);
if (channel) channel.onmessage = () => void refreshSnapshot(false);

/** Every queued action of every user on this phone, oldest first (screens filter by their user). */
export const getAgentQueue = (): readonly QueuedAgentAction[] => snapshot;

export const subscribeAgentQueue = (listener: () => void): (() => void) => {
  snapshotListeners.add(listener);
  return () => snapshotListeners.delete(listener);
};

/** Told when the server accepts or refuses an action, or when one has to wait for the connection. */
export const onAgentActionEvent = (listener: (event: AgentActionEvent) => void): (() => void) => {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
};

const emit = (event: AgentActionEvent) => {
  for (const listener of eventListeners) listener(event);
};

async function refreshSnapshot(broadcast = true) {
  const db = await openAgentDb();
  snapshot = await db.getAll('actions');
  for (const listener of snapshotListeners) listener();
  if (broadcast) channel?.postMessage('changed');
}

// ---- queueing -----------------------------------------------------------------------------------------------

const toStoredFiles = async (files: AgentActionInput['files']): Promise<StoredFile[]> => {
  const stored: StoredFile[] = [];
  for (const [field, blob] of Object.entries(files ?? {})) {
    if (!blob) continue;
    stored.push({
      field,
      name: blob instanceof File && blob.name ? blob.name : (FILE_NAMES[field] ?? field),
      type: blob.type || 'application/octet-stream',
      bytes: await blob.arrayBuffer(),
    });
  }
  return stored;
};

const toStoredBody = (body: AgentActionInput['body']): Record<string, string> => {
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '') continue;
    stored[key] = String(value);
  }
  return stored;
};

/**
 * Keeps the action on the phone and starts sending it; resolves as soon as it is stored (a few
 * milliseconds), never waiting for the network. Watch `onAgentActionEvent` or `getAgentQueue` for the
 * outcome. Needs a signed-in user: the action is theirs and only their session sends it.
 */
export const queueAgentAction = async (input: AgentActionInput): Promise<QueuedAgentAction> => {
  const session = getSession();
  if (!session) throw new Error('Sign in to record agent actions');
  const id = crypto.randomUUID();
  const occurredAt = new Date().toISOString();
  const body = toStoredBody(input.body);
  const action: QueuedAgentAction = {
    id,
    user_id: session.user.id,
    kind: input.kind,
    method: input.method ?? 'PATCH',
    url: input.url,
    body: { ...body, client_action_id: id, occurred_at: occurredAt },
    files: await toStoredFiles(input.files),
    subject_id: input.subjectId ?? null,
    target_status: body.status ?? null,
    label: input.label,
    success_message: input.successMessage ?? null,
    failure_message: input.failureMessage ?? null,
    occurred_at: occurredAt,
    state: 'waiting',
    attempts: 0,
    next_attempt_at: 0,
    reason: null,
    status_code: null,
  };
  const db = await openAgentDb();
  action.seq = await db.add('actions', action);
  await refreshSnapshot();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) emit({ type: 'deferred', action });
  void flushAgentQueue();
  return action;
};

/** The agent has read why the server refused an action: remove it from the list. */
export const dismissAgentAction = async (id: string): Promise<void> => {
  const db = await openAgentDb();
  const key = await db.getKeyFromIndex('actions', 'by_id', id);
  if (key !== undefined) await db.delete('actions', key);
  await refreshSnapshot();
};

// ---- sending ------------------------------------------------------------------------------------------------

type Outcome =
  | { kind: 'sent'; response: unknown }
  | { kind: 'refused'; status: number; reason: string }
  | { kind: 'retry' }
  | { kind: 'signed-out' };

const reasonOf = (body: unknown, status: number): string => {
  if (body && typeof body === 'object') {
    const fields = body as Record<string, unknown>;
    for (const key of ['message', 'detail', 'error']) {
      if (typeof fields[key] === 'string' && fields[key]) return fields[key] as string;
    }
  }
  if (typeof body === 'string' && body.trim()) return body.trim();
  return `Refused by the server (${status})`;
};

const requestBody = (action: QueuedAgentAction): { body: BodyInit; contentType?: string } => {
  if (action.files.length === 0)
    return { body: JSON.stringify(action.body), contentType: 'application/json' };
  const form = new FormData();
  for (const [key, value] of Object.entries(action.body)) form.append(key, value);
  for (const file of action.files)
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return { body: form };
};

const send = async (action: QueuedAgentAction, token: string): Promise<Outcome> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const { body, contentType } = requestBody(action);
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (contentType) headers['Content-Type'] = contentType;
    const response = await fetch(`${API_BASE}${action.url}`, {
      method: action.method,
      headers,
      body,
      signal: controller.signal,
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text as the reason
    }
    if (response.ok) return { kind: 'sent', response: data };
    // The session ended: keep the action for when this user signs in again.
    if (response.status === 401) return { kind: 'signed-out' };
    if (REFUSED_STATUSES.has(response.status)) {
      return { kind: 'refused', status: response.status, reason: reasonOf(data, response.status) };
    }
    return { kind: 'retry' }; // 408, 429, 5xx: the server could not take it now
  } catch {
    return { kind: 'retry' }; // no connection, or it timed out
  } finally {
    clearTimeout(timer);
  }
};

let flushing: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

const scheduleRetry = (delayMs: number) => {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushAgentQueue();
  }, delayMs);
};

/** The oldest action of this user still to send; a refused one stays out of the way. */
const oldestWaiting = async (userId: string) => {
  const db = await openAgentDb();
  let cursor = await db.transaction('actions').store.openCursor();
  while (cursor) {
    if (cursor.value.state === 'waiting' && cursor.value.user_id === userId) return cursor.value;
    cursor = await cursor.continue();
  }
  return null;
};

const drain = async (force: boolean) => {
  for (;;) {
    const session = getSession();
    if (!session) return;
    const action = await oldestWaiting(session.user.id);
    if (!action) return;
    const wait = action.next_attempt_at - Date.now();
    if (wait > 0 && !force) return scheduleRetry(wait);
    force = false;
    const outcome = await send(action, session.token);
    const db = await openAgentDb();
    // Until this user signs in again, asking again only repeats the 401.
    if (outcome.kind === 'signed-out') {
      again = false;
      return;
    }
    if (outcome.kind === 'sent') {
      await db.delete('actions', action.seq!);
      await refreshSnapshot();
      emit({ type: 'sent', action, response: outcome.response });
      continue;
    }
    if (outcome.kind === 'refused') {
      const refused = {
        ...action,
        state: 'refused' as const,
        reason: outcome.reason,
        status_code: outcome.status,
      };
      await db.put('actions', refused);
      await refreshSnapshot();
      emit({ type: 'refused', action: refused });
      continue; // the next action is independent enough to try: it is refused with its own reason if not
    }
    // Not sent: everything after it waits too, so actions arrive in the order they happened.
    const attempts = action.attempts + 1;
    const delay = backoffMs(attempts);
    await db.put('actions', { ...action, attempts, next_attempt_at: Date.now() + delay });
    await refreshSnapshot();
    if (action.attempts === 0) emit({ type: 'deferred', action });
    return scheduleRetry(delay);
  }
};

/**
 * Sends what is waiting, oldest first, until the queue is empty or an action cannot be sent now. One run
 * at a time (across tabs too where the browser has Web Locks); a call during a run makes it look again.
 * `force` skips the back-off wait, e.g. when the connection has just come back.
 */
export const flushAgentQueue = (options: { force?: boolean } = {}): Promise<void> => {
  if (flushing) {
    again = true;
    return flushing;
  }
  const run = async () => {
    let force = options.force ?? false;
    do {
      again = false;
      await drain(force);
      force = false;
    } while (again);
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const exclusive = async () => {
    if (locks) await locks.request('ukgh-agent-queue', run);
    else await run();
  };
  const running: Promise<void> = exclusive()
    .catch(() => {
      scheduleRetry(backoffMs(1)); // IndexedDB failed us: look again shortly
    })
    .finally(() => {
      flushing = null;
    });
  flushing = running;
  return running;
};

let stopSender: (() => void) | null = null;

/**
 * Starts sending: now, whenever the connection returns or the app comes back to the foreground, and after
 * each back-off. Safe to call more than once; returns the stop function (tests).
 */
export const startAgentQueue = (): (() => void) => {
  if (stopSender) return stopSender;
  const onOnline = () => void flushAgentQueue({ force: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flushAgentQueue();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = subscribeSession(() => {
    void refreshSnapshot(false);
    void flushAgentQueue({ force: true });
  });
  void refreshSnapshot(false).then(() => flushAgentQueue({ force: true }));
  stopSender = () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    stopSender = null;
  };
  return stopSender;
};

/** Tests: the queue's state in memory back to empty (the database is deleted separately). */
export const resetAgentQueueForTests = () => {
  stopSender?.();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  snapshot = [];
  again = false;
  flushing = null;
};
