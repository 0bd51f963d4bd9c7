import { connect, type Socket } from 'node:net';
import type { Sql } from 'postgres';

/**
 * Time limits for postgres.js. A server that is slow ends its own statement (`statement_timeout`, sent as a
 * startup parameter), but a connection that went silent (a stalled network, a frozen server) never delivers
 * that error, so the client keeps its own watch as well:
 *
 * - every query fails with `QUERY_TIMEOUT` once it has waited the client limit, counted from when it was
 *   made (so time spent queued for a busy pool counts too);
 * - every connection whose server has not answered for the client limit since a request was written to it
 *   is destroyed, which fails what else waits on it and makes postgres.js open a fresh one for the next
 *   query instead of reusing the silent one once the server is back.
 *
 * The client limit is the server's plus a margin, so a slow statement ends with the server's own error.
 */
export const QUERY_TIMEOUT = 'QUERY_TIMEOUT';

const timeoutError = (ms: number) =>
  Object.assign(new Error(`The database did not answer within ${ms} ms`), { code: QUERY_TIMEOUT });

/** postgres.js `socket` option: a TCP connection that destroys itself when the server stops answering. */
export const watchedSocket =
  (limitMs: number) =>
  async (options: { host: string[]; port: number[]; path?: string }): Promise<Socket> => {
    const socket = options.path ? connect(options.path) : connect(options.port[0]!, options.host[0]!);
    let waitingSince: number | null = null;
    let timer: NodeJS.Timeout | null = null;
    const check = () => {
      timer = null;
      if (waitingSince === null) return;
      const waited = Date.now() - waitingSince;
      if (waited >= limitMs) socket.destroy(timeoutError(limitMs));
      else timer = setTimeout(check, limitMs - waited).unref();
    };
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
    socket.write = ((...args: unknown[]) => {
      waitingSince ??= Date.now();
      timer ??= setTimeout(check, limitMs).unref();
      return write(...args);
    }) as Socket['write'];
    socket.on('data', () => {
      waitingSince = null;
    });
    socket.on('close', () => timer && clearTimeout(timer));
    // postgres.js starts its own connect timer only once it has the socket; this one covers the TCP handshake.
    await new Promise<void>((resolve, reject) => {
      const handshake = setTimeout(() => socket.destroy(timeoutError(limitMs)), limitMs).unref();
      socket.once('connect', () => {
        clearTimeout(handshake);
        resolve();
      });
      socket.once('error', (error) => {
        clearTimeout(handshake);
        reject(error);
      });
    });
    return socket;
  };

type PendingQuery = Promise<unknown> & {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  cancel: () => unknown;
};

/** Gives each query made through `sql` (and the transactions and savepoints it opens) the client limit. */
export const withQueryTimeout = <T extends Sql>(sql: T, limitMs: number): T => {
  const timed = (query: PendingQuery) => {
    const { resolve, reject } = query;
    const timer = setTimeout(() => {
      // Taken off the pool's queue if it was still waiting there; a query already sent is left to the
      // connection watch (a cancel request would go down the same silent road).
      query.reject(timeoutError(limitMs));
      if (!(query as { active?: boolean }).active) Promise.resolve(query.cancel()).catch(() => {});
    }, limitMs).unref();
    query.resolve = (value) => {
      clearTimeout(timer);
      resolve(value);
    };
    query.reject = (error) => {
      clearTimeout(timer);
      reject(error);
    };
    return query;
  };
  const wrap = <S extends Sql>(target: S): S =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver);
        if (key === 'unsafe') {
          return (...args: unknown[]) =>
            timed((value as (...a: unknown[]) => PendingQuery).apply(object, args));
        }
        if (key === 'begin' || key === 'savepoint') {
          return (...args: unknown[]) => {
            const last = args.length - 1;
            const fn = args[last] as (inner: Sql) => unknown;
            args[last] = (inner: Sql) => fn(wrap(inner));
            return (value as (...a: unknown[]) => unknown).apply(object, args);
          };
        }
        return value;
      },
    });
  return wrap(sql);
};
