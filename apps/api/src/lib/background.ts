import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (e.g. issuing a reset link, so the answer takes the same
 * time whether or not the address has an account). Failures are logged; closing the app waits for it.
 */
export const createBackgroundWork = (log: FastifyBaseLogger) => {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<unknown>) {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          (error) => log.error({ err: error }, `${what} failed`),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    /** Resolves once every piece of work started so far has finished. */
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
};
export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
