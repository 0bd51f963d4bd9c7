import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../messages/contact.ts';
import { contactMessageSchema } from './contact.ts';

const valid = {
  name: '  Ama   Mensah ',
  email: 'Ama@Example.com',
  phone: '+44 7700 900123',
  subject: 'Shipping a\nbarrel',
  message: '  How long does a barrel take to Kumasi?  ',
};

const firstMessages = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('contactMessageSchema', () => {
  it('accepts a message, tidies names and subjects onto one line and lower-cases the email', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '+447700900123',
      subject: 'Shipping a barrel',
      message: 'How long does a barrel take to Kumasi?',
    });
  });

  it('treats a blank or missing phone as none', () => {
    expect(contactMessageSchema.parse({ ...valid, phone: '' }).phone).toBeNull();
    const { phone: _phone, ...withoutPhone } = valid;
    expect(contactMessageSchema.parse(withoutPhone).phone).toBeNull();
  });

  it('names every missing field with a clear message', () => {
    expect(firstMessages({ name: ' ', email: '', subject: '', message: '   ' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'Email is required',
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
    expect(firstMessages({})).toMatchObject({
      name: CONTACT_MESSAGES.nameRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('refuses a bad email, a bad phone and an over-long message', () => {
    expect(firstMessages({ ...valid, email: 'ama@', phone: 'call me', message: 'x'.repeat(5001) })).toEqual({
      email: 'Please enter a valid email address',
      phone: CONTACT_MESSAGES.phoneInvalid,
      message: CONTACT_MESSAGES.messageTooLong,
    });
  });
});
