// SMS as the product sends them without a provider (SMS_PROVIDER=log): one file per message in
// DATA_DIR/outbox/sms, "To: <E.164>", a blank line, then the text (apps/api/src/lib/sms/log-provider.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface SentText {
  file: string;
  to: string;
  body: string;
}

const smsDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox', 'sms');

/** Every text sent to `phone`, oldest first (the files are named by the time they were written). */
export const textsTo = async (phone: string): Promise<SentText[]> => {
  const files = (await readdir(smsDir()).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.txt'))
    .sort();
  const texts = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(smsDir(), file), 'utf8');
      const [head, ...rest] = raw.split('\n\n');
      return { file, to: head!.replace(/^To: /, '').trim(), body: rest.join('\n\n').trim() };
    }),
  );
  return texts.filter((text) => text.to === phone);
};

/** Waits for the worker (it polls every few seconds) to send `phone` a text matching `pattern`. */
export const textTo = async (phone: string, pattern: RegExp): Promise<SentText> => {
  let found: SentText | undefined;
  await expect
    .poll(
      async () => {
        found = (await textsTo(phone)).findLast((text) => pattern.test(text.body));
        return found?.body;
      },
      { timeout: 30_000, message: `a text to ${phone} matching ${pattern}` },
    )
    .toMatch(pattern);
  return found!;
};

/** A Ghana mobile number no other test uses, so its texts are this test's alone. */
export const freshGhanaPhone = () =>
  `+23324${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
