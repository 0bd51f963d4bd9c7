import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { clearSession, setSession } from '../../lib/auth-store.ts';
import { jsonResponse, makeUser } from '../../test/render.tsx';
import { resetAgentDbForTests } from './db.ts';
import { fetchWithOfflineCopy } from './offline-lists.ts';
import {
  type AgentActionEvent,
  backoffMs,
  dismissAgentAction,
  flushAgentQueue,
  getAgentQueue,
  onAgentActionEvent,
  queueAgentAction,
  resetAgentQueueForTests,
  startAgentQueue,
} from './queue.ts';

const AGENT = makeUser({ id: '0d6f3a52-2a0e-4f39-9d0c-5a3c1f1e7b11', role: 'DELIVERY' });
const OTHER = makeUser({ id: '7c1b9e4a-1111-4c39-9d0c-5a3c1f1e7b22', role: 'DELIVERY' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const start = (id: string) => ({
  kind: 'delivery.start',
  url: `/agent/delivery/assignments/${id}/`,
  body: { status: 'IN_PROGRESS' },
  subjectId: id,
  label: `Start ${id}`,
});

const fetchMock = vi.fn<typeof fetch>();
const events: AgentActionEvent[] = [];
let unlisten: () => void = () => {};

/** The JSON body of the n-th request sent. */
const sentBody = (n: number) => JSON.parse(String(fetchMock.mock.calls[n]![1]!.body));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** Lets the queue's IndexedDB work and its sends run to the end. */
const settle = () => flushAgentQueue();

beforeEach(async () => {
  await resetAgentDbForTests();
  globalThis.indexedDB = new IDBFactory();
  resetAgentQueueForTests();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession('token-a', AGENT);
  events.length = 0;
  unlisten = onAgentActionEvent((event) => events.push(event));
});

afterEach(() => {
  unlisten();
  resetAgentQueueForTests();
  clearSession();
  vi.unstubAllGlobals();
});

describe('queueAgentAction', () => {
  it('stores the action with a client-made id and the time it happened, before the network answers', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const before = Date.now();
    const action = await queueAgentAction(start('a1'));

    expect(action.id).toMatch(UUID);
    expect(action.body).toEqual({
      status: 'IN_PROGRESS',
      client_action_id: action.id,
      occurred_at: action.occurred_at,
    });
    expect(Date.parse(action.occurred_at)).toBeGreaterThanOrEqual(before);
    expect(getAgentQueue().map((queued) => queued.id)).toEqual([action.id]);

    answer(jsonResponse(200, { id: 'a1', status: 'IN_PROGRESS' }));
    await settle();
    expect(getAgentQueue()).toEqual([]);
    expect(events).toMatchObject([{ type: 'sent', response: { id: 'a1' } }]);
  });

  it('sends actions oldest first, each once, with the bearer token and its own id and time', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    const first = await queueAgentAction(start('a1'));
    const second = await queueAgentAction({
      ...start('a2'),
      body: { status: 'COMPLETED', notes: 'Left with Kofi' },
    });
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/agent/delivery/assignments/a1/',
      '/api/v1/agent/delivery/assignments/a2/',
    ]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('PATCH');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-a');
    expect(sentBody(0)).toEqual({
      status: 'IN_PROGRESS',
      client_action_id: first.id,
      occurred_at: first.occurred_at,
    });
    expect(sentBody(1)).toMatchObject({
      status: 'COMPLETED',
      notes: 'Left with Kofi',
      client_action_id: second.id,
    });
    expect(getAgentQueue()).toEqual([]);
  });

  it('keeps an action made offline, says so, and sends it with the same id when the connection returns', async () => {
    fetchMock.mockImplementationOnce(offline);
    const action = await queueAgentAction(start('a1'));
    await settle();

    expect(getAgentQueue()).toMatchObject([{ id: action.id, state: 'waiting', attempts: 1 }]);
    expect(events.map((event) => event.type)).toEqual(['deferred']);

    // Back online: the sender is told at once, without waiting for the back-off.
    fetchMock.mockImplementation(async () => jsonResponse(200, { id: 'a1' }));
    startAgentQueue();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getAgentQueue()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(1).client_action_id).toBe(action.id);
    expect(sentBody(1).occurred_at).toBe(action.occurred_at);
    expect(events.map((event) => event.type)).toEqual(['deferred', 'sent']);
  });

  it('holds back everything after an action that could not be sent, so they arrive in order', async () => {
    fetchMock.mockImplementation(offline);
    await queueAgentAction(start('a1'));
    await queueAgentAction(start('a2'));
    await settle();

    expect(fetchMock.mock.calls.every(([url]) => String(url).endsWith('/a1/'))).toBe(true);
    expect(getAgentQueue().map((action) => action.state)).toEqual(['waiting', 'waiting']);
  });

  it('retries a server hiccup (503) after a back-off that doubles up to a minute', async () => {
    expect([1, 2, 3, 6, 10].map(backoffMs)).toEqual([2000, 4000, 8000, 60_000, 60_000]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'Service unavailable' }));
      fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
      await queueAgentAction(start('a1'));
      await settle();
      expect(getAgentQueue()).toMatchObject([{ attempts: 1, state: 'waiting' }]);

      await vi.advanceTimersByTimeAsync(1999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(getAgentQueue()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a refused action with the server reason until the agent dismisses it, and sends the next', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { message: 'This package has already been delivered', code: 'conflict' }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const refused = await queueAgentAction(start('a1'));
    await queueAgentAction(start('a2'));
    await settle();

    expect(getAgentQueue()).toMatchObject([
      {
        id: refused.id,
        state: 'refused',
        status_code: 409,
        reason: 'This package has already been delivered',
      },
    ]);
    expect(events.map((event) => event.type)).toEqual(['refused', 'sent']);

    await dismissAgentAction(refused.id);
    expect(getAgentQueue()).toEqual([]);
  });

  it.each([
    [400, { message: 'Please capture or upload proof' }, 'Please capture or upload proof'],
    [404, { message: 'Assignment not found' }, 'Assignment not found'],
    [409, { detail: 'Moved by someone else' }, 'Moved by someone else'],
  ])('treats %i as refused, with the reason shown', async (status, body, reason) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
    await queueAgentAction(start('a1'));
    await settle();
    expect(getAgentQueue()).toMatchObject([{ state: 'refused', reason, status_code: status }]);
  });

  it('sends proof files as multipart, with the ids as form fields', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const photo = new Blob(['jpeg-bytes'], { type: 'image/jpeg' });
    const action = await queueAgentAction({
      ...start('a1'),
      kind: 'delivery.complete',
      body: { status: 'COMPLETED', notes: '' },
      files: { proof_photo: photo, proof_signature: null },
    });
    await settle();

    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('status')).toBe('COMPLETED');
    expect(form.get('notes')).toBeNull();
    expect(form.get('client_action_id')).toBe(action.id);
    expect(form.get('occurred_at')).toBe(action.occurred_at);
    const sent = form.get('proof_photo') as File;
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('proof-photo.jpg');
    expect(await sent.text()).toBe('jpeg-bytes');
    expect(form.get('proof_signature')).toBeNull();
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('keeps the action when the session has ended, and sends only the signed-in agent’s actions', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Not signed in' }));
    const mine = await queueAgentAction(start('a1'));
    await settle();
    expect(getAgentQueue()).toMatchObject([{ id: mine.id, state: 'waiting' }]);

    // Another agent signs in on the same phone: my action is not sent with their token.
    setSession('token-b', OTHER);
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setSession('token-a', AGENT);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer token-a',
    );
    expect(getAgentQueue()).toEqual([]);
  });

  it('refuses to queue without a signed-in user', async () => {
    clearSession();
    await expect(queueAgentAction(start('a1'))).rejects.toThrow(/Sign in/);
  });
});

describe('fetchWithOfflineCopy', () => {
  it('answers from the last saved copy when there is no connection', async () => {
    const list = { count: 1, results: [{ id: 'a1' }] };
    expect(await fetchWithOfflineCopy('pickup', async () => list)).toEqual({ data: list, savedAt: null });

    const offlineFetch = async () => {
      throw new ApiError(0, null, 'Network error');
    };
    const copy = await fetchWithOfflineCopy('pickup', offlineFetch);
    expect(copy.data).toEqual(list);
    expect(copy.savedAt).not.toBeNull();

    // Another user on the same phone has no copy of it.
    setSession('token-b', OTHER);
    await expect(fetchWithOfflineCopy('pickup', offlineFetch)).rejects.toThrow('Network error');
  });

  it('passes on a server error answer rather than hiding it behind an old copy', async () => {
    await fetchWithOfflineCopy('delivery', async () => ({ count: 0, results: [] }));
    const failing = async () => {
      throw new ApiError(500, null, 'Request failed with status code 500');
    };
    await expect(fetchWithOfflineCopy('delivery', failing)).rejects.toThrow('500');
  });
});
