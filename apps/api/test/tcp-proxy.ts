/**
 * A TCP proxy between the app and PostgreSQL that a test can cut and restore, to take the database away from
 * the app without stopping the server other tests share.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

export const startTcpProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const open = async (port: number): Promise<Server> => {
    const server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
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
    async close() {
      await this.cut();
    },
  };
};
