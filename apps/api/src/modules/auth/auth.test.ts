import { LOGIN_FAILED_MESSAGE, SECURITY_MESSAGES } from '@ukgh/domain';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { DEFAULT_PASSWORD, makeUser, signedIn } from '../../../test/factories.ts';

const t = await createTestApp({
  env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_ADDRESS: '6' },
});

const registration = (email: string) => ({
  first_name: 'Ama',
  last_name: 'Mensah',
  email,
  phone_e164: '',
  password: 'Passw0rd!',
  password_confirm: 'Passw0rd!',
  role: 'ADMIN',
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('POST /auth/register/', () => {
  it('creates a CUSTOMER whatever role the payload asks for, and returns tokens.access and user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: registration('ama@example.com'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'ama@example.com',
      role: 'CUSTOMER',
      full_name: 'Ama Mensah',
      phone_e164: null,
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');
    const profile = await t.app.inject({
      url: '/api/v1/auth/profile/',
      headers: { authorization: `Bearer ${body.tokens.access}` },
    });
    expect(profile.json().email).toBe('ama@example.com');
  });

  it('refuses a second account for the same email in any letter case with 409, naming no account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: registration('AMA@Example.com'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: SECURITY_MESSAGES.registerEmailUnavailable,
    });
  });

  it('answers 400 naming each bad field with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: {
        first_name: '',
        last_name: 'X',
        email: 'not-an-email',
        password: 'short',
        password_confirm: 'other',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.details.email).toEqual(['Please enter a valid email address']);
    expect(body.details.password).toEqual(['Password must be at least 8 characters long']);
    expect(body.details.first_name).toEqual(['First name is required']);
  });

  it('answers 400 when the passwords do not match', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: { ...registration('new@example.com'), password_confirm: 'Different1!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.password_confirm).toEqual(['Passwords do not match']);
  });
});

describe('POST /auth/login/', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const user = await makeUser(t.db, { email: 'kwame@example.com' });
    const res = await login('Kwame@Example.COM', DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(typeof res.json().tokens.access).toBe('string');
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await makeUser(t.db, { email: 'yaw@example.com' });
    const wrong = await login('yaw@example.com', 'wrong-password', '10.0.0.2');
    const unknown = await login('nobody@example.com', 'wrong-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('refuses a deactivated user with the same answer', async () => {
    await makeUser(t.db, { email: 'inactive@example.com', isActive: false });
    const res = await login('inactive@example.com', DEFAULT_PASSWORD, '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('rate limits failed attempts per account, even with the right password afterwards', async () => {
    await makeUser(t.db, { email: 'target@example.com' });
    for (let i = 0; i < 3; i++)
      expect((await login('target@example.com', 'nope', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('target@example.com', DEFAULT_PASSWORD, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate limits failed attempts per address across accounts', async () => {
    for (let i = 0; i < 6; i++) await login(`spray-${i}@example.com`, 'nope', '10.2.0.1');
    const other = await makeUser(t.db);
    const blocked = await login(other.email, DEFAULT_PASSWORD, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect((await login(other.email, DEFAULT_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/profile/' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/v1/auth/profile/',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('not_authenticated');
  });

  it('answers 401 before looking at the body: an anonymous caller learns nothing from validation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/bookings/', payload: { junk: true } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 for the wrong role', async () => {
    const { headers } = await signedIn(t, 'CUSTOMER');
    const res = await t.app.inject({ url: '/api/v1/auth/users/', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
  });
});

describe('POST /auth/logout/', () => {
  const profile = (access: string) =>
    t.app.inject({ url: '/api/v1/auth/profile/', headers: { authorization: `Bearer ${access}` } });

  it('ends the session on the server: the token used, and every other issued before, answer 401', async () => {
    const user = await makeUser(t.db, { email: 'leaving@example.com' });
    const first = (await login(user.email, DEFAULT_PASSWORD, '10.0.5.1')).json().tokens.access;
    const second = (await login(user.email, DEFAULT_PASSWORD, '10.0.5.1')).json().tokens.access;
    expect((await profile(first)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);

    const again = (await login(user.email, DEFAULT_PASSWORD, '10.0.5.1')).json().tokens.access;
    expect((await profile(again)).statusCode).toBe(200);
  });

  it('issues tokens that last 12 hours unless JWT_TTL says otherwise', async () => {
    const user = await makeUser(t.db, { email: 'ttl@example.com' });
    const access = (await login(user.email, DEFAULT_PASSWORD, '10.0.5.2')).json().tokens.access;
    const { iat, exp } = decodeJwt(access);
    expect(exp! - iat!).toBe(12 * 3600);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/' });
    expect(res.statusCode).toBe(401);
  });
});
