import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';

const root = await mkdtemp(path.join(tmpdir(), 'ukgh-mailer-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const fakeLog = () => {
  const info = vi.fn();
  return { log: { info } as unknown as FastifyBaseLogger, info };
};

describe('createMailer without SMTP_URL', () => {
  it('writes each mail as a JSON file in the outbox folder, creating the folder', async () => {
    const outboxDir = path.join(root, 'outbox-a');
    const { log } = fakeLog();
    const mailer = createMailer({ from: 'Shipping <no-reply@example.com>', outboxDir, log });
    await mailer.send({ to: 'ama@example.com', subject: 'First', text: 'Hello Ama\nline two' });
    await mailer.send({ to: 'kofi@example.com', subject: 'Second', text: 'Hello Kofi' });

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    const mails = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8'))),
    );
    const bySubject = Object.fromEntries(mails.map((m) => [m.subject, m]));
    expect(bySubject.First).toMatchObject({
      to: 'ama@example.com',
      subject: 'First',
      text: 'Hello Ama\nline two',
      from: 'Shipping <no-reply@example.com>',
    });
    expect(bySubject.Second).toMatchObject({ to: 'kofi@example.com', subject: 'Second', text: 'Hello Kofi' });
    expect(new Date(bySubject.First.date).toISOString()).toBe(bySubject.First.date);
  });

  it('logs where the mail went but never its body, which may hold a single-use link', async () => {
    const outboxDir = path.join(root, 'outbox-b');
    const { log, info } = fakeLog();
    const mailer = createMailer({ from: 'x@example.com', outboxDir, log });
    await mailer.send({
      to: 'yaa@example.com',
      subject: 'Reset your password',
      text: 'http://shipping.test/reset-password?token=SECRET-TOKEN',
    });
    expect(info).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(info.mock.calls[0]);
    expect(logged).toContain('yaa@example.com');
    expect(logged).toContain('Reset your password');
    expect(logged).not.toContain('SECRET-TOKEN');
  });

  it('keeps two mails sent in the same millisecond apart', async () => {
    const outboxDir = path.join(root, 'outbox-c');
    const mailer = createMailer({ from: 'x@example.com', outboxDir, log: fakeLog().log });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => mailer.send({ to: `u${i}@example.com`, subject: 'S', text: 'T' })),
    );
    expect(await readdir(outboxDir)).toHaveLength(5);
  });
});
