import type { Server } from 'node:http';
import { rateLimitAddress } from '../lib/client-address.ts';

const REFUSED_BODY = JSON.stringify({
  message: 'Too many open connections from your address. Please try again in a moment.',
  error: 'Too many open connections from your address. Please try again in a moment.',
  code: 'rate_limited',
});
const REFUSED =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 5\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(REFUSED_BODY)}\r\n\r\n${REFUSED_BODY}`;

/**
 * Caps the connections one client address (an IPv6 client by its /64) may hold open at once, so a few
 * clients trickling bytes cannot take every socket. A connection over the cap gets a 429 and is closed.
 * Behind a proxy every connection comes from the proxy: the proxy must cap instead (no cap here).
 */
export const capConnectionsPerAddress = (server: Server, max: number) => {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const key = rateLimitAddress(socket.remoteAddress ?? 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSED);
      socket.destroySoon();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
};
