import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { bearer, signedIn } from '../../test/factories.ts';
import { createTokenService } from './tokens.ts';

// Sessions ended by a password change, deactivation, deletion and a role change are proven in
// profile.test.ts, users.test.ts and password-reset.test.ts; here, tokens the server never issued.
const t = await createTestApp();
const customer = await signedIn(t, 'CUSTOMER');
const admin = await signedIn(t, 'ADMIN');

const PROFILE = '/api/v1/auth/profile/';
const statusWith = async (token: string, url = PROFILE) =>
  (await t.app.inject({ url, headers: bearer(token) })).statusCode;

const [header, payload, signature] = customer.token.split('.') as [string, string, string];
const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = { role: 'CUSTOMER', tv: customer.user.tokenVersion };

describe('tokens the server did not issue are 401', () => {
  it('accepts the token sign-in issued (the baseline the others differ from by one thing)', async () => {
    expect(await statusWith(customer.token)).toBe(200);
  });

  it("refuses 'alg: none' with no signature", async () => {
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await statusWith(unsigned)).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!'));
    expect(await statusWith(forged)).toBe(401);
  });

  it('refuses a real token whose role claim was edited to ADMIN', async () => {
    expect(json(header).alg).toBe('HS256');
    const edited = `${header}.${encode({ ...json(payload), role: 'ADMIN' })}.${signature}`;
    expect(await statusWith(edited)).toBe(401);
    expect(await statusWith(edited, '/api/v1/auth/users/')).toBe(401);
    // The admin's own token is let in, so the 401 is the edit's doing.
    expect(await statusWith(admin.token, '/api/v1/auth/users/')).toBe(200);
  });

  it('refuses a real token whose subject was edited to another user', async () => {
    const edited = `${header}.${encode({ ...json(payload), sub: admin.user.id })}.${signature}`;
    expect(await statusWith(edited)).toBe(401);
  });

  it('refuses an expired token signed with the right secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.user.id)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await statusWith(expired)).toBe(401);
  });

  it('refuses a token signed with the right secret under another algorithm', async () => {
    const other = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(customer.user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await statusWith(other)).toBe(401);
  });
});

describe('verified tokens remembered until they expire', () => {
  const secret = 'remembered-tokens-secret-long-enough-for-hs256';
  const user = { sub: '6f1c2d3e-0000-4000-8000-000000000001', role: 'CUSTOMER', tv: 3 };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks a token’s signature once: the same token again is answered from memory', async () => {
    const tokens = createTokenService(secret, '15m');
    const token = await tokens.sign(user);
    const checks = vi.spyOn(crypto.subtle, 'verify');
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('still refuses an edited copy of a remembered token', async () => {
    const tokens = createTokenService(secret, '15m');
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const edited = JSON.parse(Buffer.from(body, 'base64url').toString());
    const promoted = `${head}.${Buffer.from(JSON.stringify({ ...edited, role: 'ADMIN' })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(promoted)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(secret, '2m');
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-28T10:01:59Z'));
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-28T10:02:00Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
