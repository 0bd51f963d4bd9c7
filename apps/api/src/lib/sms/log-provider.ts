import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsProvider } from './provider.ts';

/**
 * With no SMS provider configured, each message is a file in `DATA_DIR/outbox/sms/` (as mail is in
 * `outbox/`): the number in E.164 on the first line, then the text. Nothing leaves the machine.
 */
export const createLogSmsProvider = (dir: string): SmsProvider => ({
  name: 'log',
  async send({ to, body, reference }) {
    await mkdir(dir, { recursive: true });
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${reference}.txt`;
    await writeFile(path.join(dir, file), `To: ${to}\n\n${body}\n`);
    return { ok: true, providerMessageId: null };
  },
});
