/**
 * A TCP proxy between the app and PostgreSQL that a test can cut and restore, to take the database away from
 * the app without stopping the server other tests share.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

export const startTcpProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  // While stalled, nothing is forwarded either way and new connections are held, but nothing is closed: a
  // network or a server that went silent.
  let stalled = false;
  const pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  const join = (pair: { client: Socket; upstream: Socket | null }) => {
    pair.upstream ??= track(connect(target.port, target.host));
    const { client, upstream } = pair;
    client.pipe(upstream).pipe(client);
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on('close', () => client.destroy());
  };
  function track(socket: Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  }
  const open = async (port: number): Promise<Server> => {
    const server = createServer((client) => {
      track(client);
      const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
      pairs.add(pair);
      if (stalled) client.pause();
      else join(pair);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return server;
  };
  let server: Server | null = await open(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    /** Refuses new connections and breaks every open one, as a database that went away. */
    async cut() {
      const closing = server;
      server = null;
      if (closing) {
        const closed = once(closing, 'close');
        closing.close();
        for (const socket of sockets) socket.destroy();
        await closed;
      }
    },
    /** The database is back, on the same address. */
    async restore() {
      server ??= await open(port);
    },
    /** Stops forwarding without closing anything: connections stay open and silent. */
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    /** Forwards again, what was held included. */
    resume() {
      stalled = false;
      for (const pair of pairs) {
        if (!pair.upstream) join(pair);
        else {
          pair.client.pipe(pair.upstream).pipe(pair.client);
          pair.client.resume();
          pair.upstream.resume();
        }
      }
    },
    async close() {
      await this.cut();
    },
  };
};
