import { COMPANY_DEFAULTS, CONTACT_MESSAGES } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { contactMessages } from '../../db/schema.ts';

const t = await createTestApp({ env: { RATE_LIMIT_CONTACT_PER_HOUR: '3' } });
const unlimited = await createTestApp({ env: { RATE_LIMITS: 'off', RATE_LIMIT_CONTACT_PER_HOUR: '1' } });

const message = {
  name: 'Ama Mensah',
  email: 'Ama@Example.com',
  phone: '+44 7700 900123',
  subject: 'Barrel to Kumasi',
  message: 'How long does a barrel take to Kumasi by sea?',
};

let lastHost = 0;
const send = (payload: object, remoteAddress = `10.40.0.${++lastHost}`, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/contact/', payload, remoteAddress });

describe('POST /contact/', () => {
  it('stores the message, mails support with the visitor as reply-to, and thanks them', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });

    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '+447700900123',
      subject: 'Barrel to Kumasi',
      message: 'How long does a barrel take to Kumasi by sea?',
    });

    const mail = t.outbox.at(-1)!;
    expect(mail).toMatchObject({
      to: COMPANY_DEFAULTS.support_email,
      replyTo: 'ama@example.com',
      subject: 'Contact form: Barrel to Kumasi',
    });
    expect(mail.text).toContain('From: Ama Mensah <ama@example.com>');
    expect(mail.text).toContain('Phone: +447700900123');
    expect(mail.text).toContain('How long does a barrel take to Kumasi by sea?');
    expect(mail.text).toContain(rows[0]!.id);
  });

  it('answers 400 with a message per field and keeps nothing', async () => {
    const before = t.outbox.length;
    const res = await send({ name: '', email: 'nope', phone: 'abc', subject: ' ', message: '' });
    expect(res.statusCode).toBe(400);
    const { code, details } = res.json();
    expect(code).toBe('validation_error');
    expect(details).toMatchObject({
      name: [CONTACT_MESSAGES.nameRequired],
      email: ['Please enter a valid email address'],
      phone: [CONTACT_MESSAGES.phoneInvalid],
      subject: [CONTACT_MESSAGES.subjectRequired],
      message: [CONTACT_MESSAGES.messageRequired],
    });
    expect(t.outbox.length).toBe(before);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('answers a filled honeypot as sent but keeps and mails nothing', async () => {
    const before = t.outbox.length;
    const res = await send({ ...message, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(t.outbox.length).toBe(before);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('limits messages per address per hour with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await send(message, '10.41.0.1')).statusCode).toBe(201);
    const blocked = await send(message, '10.41.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', message: CONTACT_MESSAGES.tooMany });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message, '10.41.0.2')).statusCode).toBe(201);
  });

  it('has no limit with RATE_LIMITS=off', async () => {
    for (let i = 0; i < 3; i++)
      expect((await send(message, '10.42.0.1', unlimited.app)).statusCode).toBe(201);
  });

  it('still thanks the visitor when mail is down, the message being stored', async () => {
    const { mailer } = t.app.ctx;
    const send_ = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const res = await send({ ...message, subject: 'While mail is down' });
      expect(res.statusCode).toBe(201);
    } finally {
      mailer.send = send_;
    }
    const rows = await t.db.select().from(contactMessages);
    expect(rows.map((r) => r.subject)).toContain('While mail is down');
  });
});
