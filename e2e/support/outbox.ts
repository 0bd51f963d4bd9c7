// Mail as the product sends it without SMTP: one JSON file per mail in DATA_DIR/outbox (apps/api/src/lib/mailer.ts).
// The e2e server's data folder is E2E_DATA_DIR (set by playwright.config.ts before the workers start).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface SentMail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

const sentMails = async (): Promise<SentMail[]> => {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as SentMail),
  );
};

/** Waits for the mail worker (it polls every few seconds) to send `to` a mail whose subject matches. */
export const mailTo = async (to: string, subject: RegExp): Promise<SentMail> => {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await sentMails()).find((mail) => mail.to === to && subject.test(mail.subject));
        return found?.subject;
      },
      { timeout: 30_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toMatch(subject);
  return found!;
};

export interface SentSms {
  to: string;
  body: string;
}

/** Texts as the `log` SMS provider writes them: one file a message in DATA_DIR/outbox/sms, "To: +233…" then the text. */
const sentTexts = async (): Promise<SentSms[]> => {
  const dir = path.join(outboxDir(), 'sms');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.txt'))
      .map(async (file) => {
        const [head = '', ...rest] = (await readFile(path.join(dir, file), 'utf8')).split('\n\n');
        return { to: head.replace(/^To: /, ''), body: rest.join('\n\n').trim() };
      }),
  );
};

/** Waits for the worker to send a text whose body matches. */
export const smsMatching = async (body: RegExp): Promise<SentSms> => {
  let found: SentSms | undefined;
  await expect
    .poll(
      async () => {
        found = (await sentTexts()).find((sms) => body.test(sms.body));
        return found?.body;
      },
      { timeout: 30_000, message: `a text matching ${body}` },
    )
    .toMatch(body);
  return found!;
};
