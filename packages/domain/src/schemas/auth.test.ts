import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, registerSchema } from './auth.ts';

const valid = {
  first_name: 'Ama',
  last_name: 'Mensah',
  email: 'Ama@Example.com',
  phone_e164: '',
  password: 'Secret123!',
  password_confirm: 'Secret123!',
};

/** The first message for each field, the way a form shows them. */
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('registerSchema (spec 000 §3, §5)', () => {
  it('accepts a valid registration, lower-cases the email and makes a blank phone null', () => {
    const result = registerSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: 'ama@example.com', phone_e164: null });
  });

  it.each([
    ['no role', undefined],
    ['CUSTOMER', 'CUSTOMER'],
    // older clients send a role; it is accepted on the wire and the server ignores it
    ['ADMIN', 'ADMIN'],
  ])('role %s is optional and never rejects the form', (_name, role) => {
    expect(registerSchema.safeParse({ ...valid, role }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'password too short',
      { password: 'Ab1!', password_confirm: 'Ab1!' },
      { password: 'Password must be at least 8 characters long' },
    ],
    ['passwords differ', { password_confirm: 'Secret123?' }, { password_confirm: 'Passwords do not match' }],
    ['invalid email', { email: 'ama@example' }, { email: 'Please enter a valid email address' }],
    ['email with a space', { email: 'ama @example.com' }, { email: 'Please enter a valid email address' }],
    ['blank first name', { first_name: '  ' }, { first_name: 'First name is required' }],
    ['missing last name', { last_name: undefined }, { last_name: 'Last name is required' }],
  ])('%s', (_name, change, expected) => {
    const result = registerSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(messages(result)).toMatchObject(expected);
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['+44 7700 900123', '+447700900123'],
    ['+233 (20) 123-4567', '+233201234567'],
  ])('phone %j → %j', (phone, expected) => {
    expect(registerSchema.parse({ ...valid, phone_e164: phone }).phone_e164).toBe(expected);
  });

  it('stores a UK number typed the national way as E.164, and refuses one of neither country', () => {
    expect(registerSchema.parse({ ...valid, phone_e164: '07700900123' }).phone_e164).toBe('+447700900123');
    expect(registerSchema.safeParse({ ...valid, phone_e164: '+1 202 555 0143' }).success).toBe(false);
  });
});

describe('loginSchema', () => {
  it.each([
    [{ email: '', password: 'x' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: '' }, 'Please fill in all fields'],
  ])('%j → %s', (input, message) => {
    const result = loginSchema.safeParse(input);
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe('changePasswordSchema', () => {
  const change = {
    current_password: 'Old-pass1',
    new_password: 'New-pass1',
    new_password_confirm: 'New-pass1',
  };

  it('accepts matching new passwords', () => {
    expect(changePasswordSchema.safeParse(change).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['mismatch', { new_password_confirm: 'New-pass2' }, { new_password_confirm: 'Passwords do not match' }],
    [
      'new password too short',
      { new_password: 'short', new_password_confirm: 'short' },
      { new_password: 'Password must be at least 8 characters long' },
    ],
    [
      'current password missing',
      { current_password: '' },
      { current_password: 'Current password is required' },
    ],
  ])('%s', (_name, patch, expected) => {
    const result = changePasswordSchema.safeParse({ ...change, ...patch });
    expect(result.success).toBe(false);
    expect(messages(result)).toMatchObject(expected);
  });
});
