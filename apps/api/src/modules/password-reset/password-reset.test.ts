import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { DEFAULT_PASSWORD, loginStatus, makeUser, signedIn } from '../../../test/factories.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';

const t = await createTestApp({ env: { RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '3' } });

const REQUEST = '/api/v1/auth/password-reset/';
const CONFIRM = '/api/v1/auth/password-reset/confirm/';
const NEW_PASSWORD = 'Fresh-Passw0rd!';
const INVALID = 'This reset link is invalid or has expired';
const LINK = /http:\/\/shipping\.test\/reset-password\?token=([A-Za-z0-9_-]+)/;

// Each test asks from its own address so the per-address limit never gets in the way. The reset mail is
// queued in the outbox; delivering what is due right after the answer is what the mail worker does.
let address = 0;
const requestReset = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: REQUEST,
    payload: { email },
    remoteAddress: `10.9.0.${++address}`,
  });
  await t.deliverMail();
  return res;
};

const confirm = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: CONFIRM,
    payload: { token, new_password: password, new_password_confirm: confirmation },
  });

const mailsTo = (email: string) => t.outbox.filter((mail) => mail.to === email);

/** Asks for a reset and returns the token from the link in the mail it produced. */
const resetTokenFor = async (email: string) => {
  const before = mailsTo(email).length;
  expect((await requestReset(email)).statusCode).toBe(200);
  const mails = mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const match = mails.at(-1)!.text.match(LINK);
  expect(match).not.toBeNull();
  return match![1]!;
};

describe('POST /auth/password-reset/', () => {
  it('answers a known and an unknown email identically, and mails only the known one', async () => {
    const user = await makeUser(t.db, { email: 'adwoa@example.com', firstName: 'Adwoa' });
    const sent = t.outbox.length;
    const known = await requestReset('Adwoa@Example.com');
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toEqual(expect.any(String));

    expect(t.outbox).toHaveLength(sent + 1);
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toMatch(LINK);
    expect(mail.text).toContain('Adwoa');
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends no mail to a deactivated user, with the same answer', async () => {
    const user = await makeUser(t.db, { isActive: false });
    const sent = t.outbox.length;
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await requestReset('another-unknown@example.com')).json());
    expect(t.outbox).toHaveLength(sent);
  });

  it('quietly stops mailing one account after the hourly limit, with the same answer', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 3; i++) await resetTokenFor(user.email);
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await requestReset('yet-another-unknown@example.com')).json());
    expect(mailsTo(user.email)).toHaveLength(3);
  });

  it('answers 400 for an address that is not an email', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.email).toEqual(['Please enter a valid email address']);
  });
});

describe('POST /auth/password-reset/confirm/', () => {
  it('sets the new password and ends the sessions issued before the reset', async () => {
    const { user, headers } = await signedIn(t);
    const token = await resetTokenFor(user.email);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));

    expect(await loginStatus(t, user.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(t, user.email, DEFAULT_PASSWORD)).toBe(401);
    const old = await t.app.inject({ url: '/api/v1/auth/profile/', headers });
    expect(old.statusCode).toBe(401);
  });

  it('refuses the same token a second time', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token, 'Another-Passw0rd!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVALID, code: 'validation_error' });
    expect(await loginStatus(t, user.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(t, user.email, 'Another-Passw0rd!')).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    expect(await loginStatus(t, user.email, DEFAULT_PASSWORD)).toBe(200);
  });

  it('makes earlier links for the same account stop working once one is used', async () => {
    const user = await makeUser(t.db);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await confirm(second)).statusCode).toBe(200);
    const res = await confirm(first, 'Another-Passw0rd!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('refuses a link of a user deactivated after it was sent', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('refuses a made-up token', async () => {
    const res = await confirm('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it("answers 400 'Passwords do not match' and keeps the token usable", async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    const res = await confirm(token, NEW_PASSWORD, `${NEW_PASSWORD}?`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.new_password_confirm).toEqual(['Passwords do not match']);
    expect(await loginStatus(t, user.email, DEFAULT_PASSWORD)).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('answers 400 for a new password shorter than 8 characters', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    const res = await confirm(token, 'Ab1!');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.new_password).toEqual(['Password must be at least 8 characters long']);
  });
});

describe('outstanding reset links end when the password or the email changes', () => {
  it('refuses a link mailed before the user changed their password', async () => {
    const { user, headers } = await signedIn(t);
    const token = await resetTokenFor(user.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/profile/change-password/',
      headers,
      payload: {
        current_password: DEFAULT_PASSWORD,
        new_password: NEW_PASSWORD,
        new_password_confirm: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    const res = await confirm(token, 'Another-Passw0rd!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    expect(await loginStatus(t, user.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a link mailed to the old address after an admin changed the email', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    const { headers } = await signedIn(t, 'ADMIN');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/users/${user.id}/`,
      headers,
      payload: { email: `moved-${user.email}` },
    });
    expect(changed.statusCode).toBe(200);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('keeps the link working when an admin edits something else', async () => {
    const user = await makeUser(t.db);
    const token = await resetTokenFor(user.email);
    const { headers } = await signedIn(t, 'ADMIN');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/users/${user.id}/`,
      headers,
      payload: { first_name: 'Kojo' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
  });
});
