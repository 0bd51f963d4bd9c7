import { LOGIN_FAILED_MESSAGE, PASSWORD_RESET_REQUEST_MESSAGE, SECURITY_MESSAGES } from '@ukgh/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { DEFAULT_PASSWORD, makeUser } from '../../../test/factories.ts';

// Counts the passwords the server checks: the limits must hold however many requests arrive at once.
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checked.count++;
      return real.verifyPassword(password, stored);
    },
  };
});

// Holds the look-up of an existing account until `gate` opens, to show which answers wait for it.
const slowLookup = vi.hoisted(() => ({ gate: null as Promise<void> | null }));
vi.mock('../users/users.repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../users/users.repository.ts')>();
  return {
    ...real,
    findLiveUserByEmail: async (...args: Parameters<typeof real.findLiveUserByEmail>) => {
      const user = await real.findLiveUserByEmail(...args);
      if (user && slowLookup.gate) await slowLookup.gate;
      return user;
    },
  };
});

const PER_ACCOUNT = 5;
const PER_ADDRESS = 8;
const t = await createTestApp({
  env: {
    RATE_LIMIT_LOGIN_PER_ACCOUNT: String(PER_ACCOUNT),
    RATE_LIMIT_LOGIN_PER_ADDRESS: String(PER_ADDRESS),
    RATE_LIMIT_LOGIN_DELAY_SECONDS: '30',
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: '15',
    RATE_LIMIT_REGISTER_PER_HOUR: '2',
    RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '1',
  },
});

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Lets the waiting period of a counter end now, as if its Retry-After had passed. */
const endWait = (key: string) =>
  t.db.execute(
    sql`update rate_limit_counters set blocked_until = now() - interval '1 second' where key = ${key}`,
  );

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('sign-in limits under a parallel burst', () => {
  it('checks at most the per-account limit of passwords when 25 attempts at one account arrive at once', async () => {
    const user = await makeUser(t.db, { email: 'burst@example.com' });
    checked.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login(user.email, i === 24 ? DEFAULT_PASSWORD : `wrong-${i}`, `10.40.${i}.1`),
      ),
    );
    expect(checked.count).toBeLessThanOrEqual(PER_ACCOUNT);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - checked.count);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 401 || s === 200)).toBe(true);
  });

  it('checks at most the per-address limit of passwords when one address sprays 25 accounts at once', async () => {
    const accounts = await Promise.all(Array.from({ length: 25 }, () => makeUser(t.db)));
    checked.count = 0;
    const answers = await Promise.all(accounts.map((a) => login(a.email, 'wrong-password', '10.41.0.1')));
    expect(checked.count).toBeLessThanOrEqual(PER_ADDRESS);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(25 - checked.count);
  });

  it('counts an IPv6 client by its /64: stepping through addresses does not escape the address limit', async () => {
    const accounts = await Promise.all(Array.from({ length: 20 }, () => makeUser(t.db)));
    checked.count = 0;
    const answers = await Promise.all(
      accounts.map((a, i) => login(a.email, 'wrong-password', `2001:db8:7:9::${(i + 1).toString(16)}`)),
    );
    expect(checked.count).toBeLessThanOrEqual(PER_ADDRESS);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - checked.count);
  });
});

describe('growing delays instead of a fixed lock', () => {
  it('makes each attempt past the limit wait twice as long as the one before', async () => {
    const user = await makeUser(t.db, { email: 'delays@example.com' });
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await login(user.email, 'nope', `10.42.${i}.1`)).statusCode).toBe(401);
    const first = await login(user.email, DEFAULT_PASSWORD, '10.42.9.1');
    expect(first.statusCode).toBe(429);
    expect(retryAfter(first)).toBeGreaterThan(25);
    expect(retryAfter(first)).toBeLessThanOrEqual(30);

    await endWait(`login:account:${user.email}`);
    expect((await login(user.email, 'still-wrong', '10.42.9.2')).statusCode).toBe(401);
    const second = await login(user.email, DEFAULT_PASSWORD, '10.42.9.3');
    expect(second.statusCode).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(55);
    expect(retryAfter(second)).toBeLessThanOrEqual(60);

    // Once the wait is over the right password gets in, and the account's count starts again.
    await endWait(`login:account:${user.email}`);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.42.9.4')).statusCode).toBe(200);
    expect((await login(user.email, 'nope', '10.42.9.5')).statusCode).toBe(401);
  });

  it('gives back the attempt of a successful sign-in: an office signing in all day is never held', async () => {
    const people = await Promise.all(Array.from({ length: PER_ADDRESS + 4 }, () => makeUser(t.db)));
    for (const person of people)
      expect((await login(person.email, DEFAULT_PASSWORD, '10.43.0.1')).statusCode).toBe(200);
  });
});

describe('a browser that signed in before is never locked out by attempts from elsewhere', () => {
  it('lets the owner in from their known address and device while the account waits for everyone else', async () => {
    const owner = await makeUser(t.db, { email: 'owner@example.com' });
    const first = await login(owner.email, DEFAULT_PASSWORD, '10.44.0.1');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^ukgh_device=[\w-]{22};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const device = setCookie.split(';')[0]!;

    for (let i = 0; i < PER_ACCOUNT + 3; i++) await login(owner.email, 'guess', `10.45.${i}.1`);
    expect((await login(owner.email, DEFAULT_PASSWORD, '10.45.99.1')).statusCode).toBe(429);
    // Same address without the device cookie, or the cookie from another address: waits like anyone.
    expect((await login(owner.email, DEFAULT_PASSWORD, '10.44.0.1')).statusCode).toBe(429);
    expect((await login(owner.email, DEFAULT_PASSWORD, '10.46.0.1', device)).statusCode).toBe(429);

    const back = await login(owner.email, DEFAULT_PASSWORD, '10.44.0.1', device);
    expect(back.statusCode).toBe(200);
    expect(back.headers['set-cookie']).toBeUndefined();
  });

  it('still limits guesses made from the known address and device', async () => {
    const owner = await makeUser(t.db, { email: 'owner2@example.com' });
    const first = await login(owner.email, DEFAULT_PASSWORD, '10.47.0.1');
    const device = String(first.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await login(owner.email, 'guess', '10.47.0.1', device);
      expect(res.json().message).toBe(LOGIN_FAILED_MESSAGE);
    }
    expect((await login(owner.email, DEFAULT_PASSWORD, '10.47.0.1', device)).statusCode).toBe(429);
  });
});

const register = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/',
    payload: {
      first_name: 'Esi',
      last_name: 'Asante',
      email,
      password: 'Passw0rd!',
      password_confirm: 'Passw0rd!',
    },
    remoteAddress: ip,
  });

const requestReset = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset/',
    payload: { email },
    remoteAddress: ip,
  });

describe('registration and reset limits count an IPv6 client by its /64', () => {
  it('refuses the third registration from one /64 when the limit is two', async () => {
    expect((await register('v6-a@example.com', '2001:db8:aa:1::1')).statusCode).toBe(201);
    expect((await register('v6-b@example.com', '2001:db8:aa:1:ffff::2')).statusCode).toBe(201);
    const third = await register('v6-c@example.com', '2001:db8:aa:1:1:2:3:4');
    expect(third.statusCode).toBe(429);
    expect((await register('v6-d@example.com', '2001:db8:aa:2::1')).statusCode).toBe(201);
  });

  it('refuses the fifth reset request from one /64 (four per address when one per account)', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await requestReset(`nobody-${i}@example.com`, `2001:db8:bb:1::${i}`)).statusCode).toBe(200);
    expect((await requestReset('nobody-5@example.com', '2001:db8:bb:1::5')).statusCode).toBe(429);
  });
});

describe('account enumeration', () => {
  it('answers a reset for a known address without waiting for its look-up: the link is issued after the answer', async () => {
    const user = await makeUser(t.db, { email: 'known-reset@example.com' });
    let open = () => {};
    slowLookup.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    try {
      // While the account's look-up is held, the known address is answered as the unknown one is. An answer
      // that waited for the look-up would never come before the gate opens (the race's 10 s is only a bound).
      for (const [email, ip] of [
        ['unknown-reset@example.com', '10.50.0.1'],
        [user.email, '10.50.0.2'],
      ] as const) {
        let timer: NodeJS.Timeout | undefined;
        const held = new Promise<'still waiting'>((resolve) => {
          timer = setTimeout(resolve, 10_000, 'still waiting');
        });
        const res = await Promise.race([requestReset(email, ip), held]);
        clearTimeout(timer);
        expect(res).not.toBe('still waiting');
        if (res === 'still waiting') return;
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe(PASSWORD_RESET_REQUEST_MESSAGE);
      }
    } finally {
      open();
      slowLookup.gate = null;
      await t.deliverMail();
    }
    expect(t.outbox.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(t.outbox.filter((m) => m.to === 'unknown-reset@example.com')).toHaveLength(0);
  });

  it('answers a taken address without naming its holder, and mails the holder instead', async () => {
    const holder = await makeUser(t.db, { email: 'holder@example.com' });
    const res = await register('Holder@Example.com', '10.51.0.1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SECURITY_MESSAGES.registerEmailUnavailable);
    expect(res.json().message).not.toMatch(/already exists/);
    await t.deliverMail();
    const notices = t.outbox.filter((m) => m.to === holder.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/tried to register/);
    expect(notices[0]!.text).toContain('http://shipping.test/login');
  });
});
