import { describe, expect, it } from 'vitest';
import { adminCreateUserSchema, adminUpdateUserSchema } from './users.ts';

const valid = {
  email: 'Kojo@Example.com',
  first_name: 'Kojo',
  last_name: 'Boateng',
  phone_e164: '',
  role: 'PICKUP',
  password: 'Warehouse1',
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('adminCreateUserSchema (spec 001 §5 Add User)', () => {
  it('accepts a valid user', () => {
    expect(adminCreateUserSchema.parse(valid)).toMatchObject({ email: 'kojo@example.com', phone_e164: null });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['email missing', { email: undefined }, { email: 'Email is required' }],
    ['email blank', { email: '  ' }, { email: 'Email is required' }],
    ['email not address-shaped', { email: 'kojo.example.com' }, { email: 'Email is invalid' }],
    ['first name blank', { first_name: '' }, { first_name: 'First name is required' }],
    ['last name missing', { last_name: undefined }, { last_name: 'Last name is required' }],
    ['role missing', { role: undefined }, { role: 'Role is required' }],
    ['role unknown', { role: 'SUPERUSER' }, { role: 'Role is invalid' }],
    ['password missing', { password: undefined }, { password: 'Password is required' }],
    ['password blank', { password: '' }, { password: 'Password is required' }],
    ['password too short', { password: 'Ab1' }, { password: 'Password must be at least 8 characters' }],
  ])('%s', (_name, change, expected) => {
    const result = adminCreateUserSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(expected);
  });
});

describe('adminUpdateUserSchema (Edit User)', () => {
  it.each([
    [{}, true],
    [{ is_active: false }, true],
    [{ role: 'DELIVERY', phone_e164: '+233201234567' }, true],
    [{ email: 'not-an-email' }, false],
    [{ role: 'NOBODY' }, false],
    // Edit User offers the four staff roles only (spec 001 §5).
    [{ role: 'CUSTOMER' }, false],
    [{ role: 'ADMIN' }, true],
  ])('%j → valid %j', (patch, ok) => {
    expect(adminUpdateUserSchema.safeParse(patch).success).toBe(ok);
  });
});
