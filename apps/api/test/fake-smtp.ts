/**
 * Just enough SMTP (no TLS, no auth) for nodemailer to hand over mails, so tests see what a server process
 * really sent. `hold()` keeps the next mails' final "250" back until `release()`: a mail stays mid-send.
 */
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  to: string[];
  data: string;
}

export const startFakeSmtp = async () => {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let holding = false;
  const held: (() => void)[] = [];
  let arrivedWhileHeld: (() => void) | null = null;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.write('220 fake-smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const mail = { to, data: buffer.slice(0, end) };
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          const accept = () => {
            received.push(mail);
            socket.write('250 2.0.0 queued\r\n');
          };
          if (holding) {
            held.push(accept);
            arrivedWhileHeld?.();
          } else accept();
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (verb === 'MAIL') socket.write('250 2.1.0 ok\r\n');
        else if (verb === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Holds back the acceptance of every mail from now on; resolves when one is waiting. */
    hold() {
      holding = true;
      return new Promise<void>((resolve) => {
        arrivedWhileHeld = resolve;
      });
    },
    release() {
      holding = false;
      arrivedWhileHeld = null;
      for (const accept of held.splice(0)) accept();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
};
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
