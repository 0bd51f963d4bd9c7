import { describe, expect, it, vi } from 'vitest';
import { REGISTER_RETRY_MS, registerWithRetry } from './service-worker-registration.ts';

/** A worker being installed, whose state the test moves on. */
const installingWorker = () => {
  const listeners: (() => void)[] = [];
  const worker = {
    state: 'installing' as ServiceWorkerState,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    become(state: ServiceWorkerState) {
      worker.state = state;
      for (const listener of listeners) listener();
    },
  };
  return worker;
};

const fakeContainer = () => {
  const workers: ReturnType<typeof installingWorker>[] = [];
  const registration = { installing: null as unknown, active: null as unknown };
  const container = {
    register: vi.fn(async () => {
      const worker = installingWorker();
      workers.push(worker);
      registration.installing = worker;
      return registration as unknown as ServiceWorkerRegistration;
    }),
    ready: new Promise<ServiceWorkerRegistration>(() => {}),
  };
  return { container, workers, registration };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registering the service worker', () => {
  it('registers again after an install that failed, with growing pauses, until one installs', async () => {
    const { container, workers, registration } = fakeContainer();
    const pauses: number[] = [];
    const pending: (() => void)[] = [];
    registerWithRetry(
      container,
      () => {},
      (retry, ms) => {
        pauses.push(ms);
        pending.push(retry);
      },
    );
    await settle();
    expect(container.register).toHaveBeenCalledTimes(1);

    for (const round of [0, 1, 2, 3]) {
      workers[round]!.become('redundant');
      pending.shift()!();
      await settle();
    }
    expect(container.register).toHaveBeenCalledTimes(5);
    expect(pauses).toEqual([...REGISTER_RETRY_MS, REGISTER_RETRY_MS[2]]);

    registration.active = workers[4];
    workers[4]!.become('activated');
    expect(pending).toHaveLength(0);
  });

  it('does not register again when a newer build replaces a working one', async () => {
    const { container, workers, registration } = fakeContainer();
    const schedule = vi.fn();
    registerWithRetry(container, () => {}, schedule);
    await settle();
    registration.active = { state: 'activated' };
    workers[0]!.become('redundant');
    expect(schedule).not.toHaveBeenCalled();
  });
});
