import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/render.tsx';
import { clearSession, getSession, loadSession, setSession, setToken, subscribe } from './auth-store.ts';

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    loadSession();
  });

  it('clears both keys at start when the stored user cannot be read', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{not json');
    vi.resetModules();
    const fresh = await import('./auth-store.ts');
    expect(fresh.getSession()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears a stored user that is valid JSON but not a user', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ id: 'x', email: 'a@b.co', role: 'SUPERUSER' }));
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores a readable session from the two keys', () => {
    const user = makeUser();
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify(user));
    expect(loadSession()).toEqual({ token: 'abc', user });
  });

  it('writes, replaces the token of, and clears the session, telling subscribers each time', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const user = makeUser();

    setSession('t1', user);
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);

    setToken('t2');
    expect(getSession()).toEqual({ token: 't2', user });
    expect(localStorage.getItem('token')).toBe('t2');

    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
