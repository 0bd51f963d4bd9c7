import max from 'libphonenumber-js/metadata.max.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, toE164 } from './phone.ts';
import ours from './reference/phone-metadata.json' with { type: 'json' };
import { registerSchema } from './schemas/auth.ts';
import { bookingCreateSchema } from './schemas/booking.ts';
import { phoneSchema, requiredPhoneSchema } from './schemas/phone.ts';
import { adminCreateUserSchema, adminUpdateUserSchema } from './schemas/users.ts';

describe('toE164', () => {
  it.each([
    ['07700900123', '+447700900123'],
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['020 7946 0958', '+442079460958'],
    ['0241234567', '+233241234567'],
    ['024 123 4567', '+233241234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['+233241234567', '+233241234567'],
  ])('%s → %s', (raw, e164) => expect(toE164(raw)).toBe(e164));

  it.each(['12345', '07700', '+1 202 555 0143', 'phone', '+44 1234'])('refuses %s', (raw) =>
    expect(toE164(raw)).toBeNull(),
  );

  it('reads a number only as the countries it is asked for', () => {
    expect(toE164('0241234567', ['GB'])).toBeNull();
    expect(toE164('07700900123', ['GH'])).toBeNull();
    expect(toE164('+44 7700 900123', ['GH'])).toBeNull();
  });

  it('keeps the cut-down metadata equal to the library’s max metadata for GB and GH', () => {
    // Refresh: node -e "const m=require('libphonenumber-js/metadata.max.json');require('fs').writeFileSync(
    //   'packages/domain/src/reference/phone-metadata.json', JSON.stringify({version:m.version,
    //   country_calling_codes:{44:['GB'],233:['GH']},countries:{GB:m.countries.GB,GH:m.countries.GH}})+'\n')"
    expect(ours.countries).toEqual({ GB: max.countries.GB, GH: max.countries.GH });
  });
});

describe('phone schemas', () => {
  it('stores E.164, reads blank as none and names the country in its message', () => {
    expect(phoneSchema().parse(' ')).toBeNull();
    expect(phoneSchema().parse(null)).toBeNull();
    expect(phoneSchema(['GB']).safeParse('0241234567').error?.issues[0]?.message).toBe(PHONE_MESSAGES.GB);
    expect(
      requiredPhoneSchema(['GH'], 'This field is required').safeParse('').error?.issues[0]?.message,
    ).toBe('This field is required');
  });

  const account = {
    first_name: 'Kofi',
    last_name: 'Mensah',
    email: 'kofi@example.com',
    password: 'correct-horse-9',
    password_confirm: 'correct-horse-9',
  };

  it('registration, admin create and edit store the number as E.164', () => {
    expect(registerSchema.parse({ ...account, phone_e164: '07700 900123' }).phone_e164).toBe('+447700900123');
    expect(registerSchema.parse({ ...account, phone_e164: '' }).phone_e164).toBeNull();
    expect(registerSchema.safeParse({ ...account, phone_e164: '12345' }).error?.issues[0]).toMatchObject({
      path: ['phone_e164'],
      message: PHONE_MESSAGES.invalid,
    });
    const staff = { ...account, role: 'DELIVERY', phone_e164: '024 123 4567' };
    expect(adminCreateUserSchema.parse(staff).phone_e164).toBe('+233241234567');
    expect(adminUpdateUserSchema.parse({ phone_e164: '+44 7700 900123' }).phone_e164).toBe('+447700900123');
    expect(adminUpdateUserSchema.parse({}).phone_e164).toBeUndefined();
  });

  it('a booking stores the UK sender and the Ghana recipient as E.164', () => {
    const booking = {
      sender_name: 'Kofi Mensah',
      sender_email: 'kofi@example.com',
      sender_phone: '07700 900123',
      sender_address: { line1: '1 High St', city: 'London', postcode: 'E1 6AN' },
      recipient_name: 'Ama Mensah',
      recipient_phone: '0241234567',
      recipient_address: { line1: '5 Palm Ave', city: 'Accra' },
      gh_region_code: 'GR',
      packages: [{ description: 'Clothes', weight_kg: 5, pkg_type: 'BOX' }],
    };
    const parsed = bookingCreateSchema.parse(booking);
    expect(parsed.sender_phone).toBe('+447700900123');
    expect(parsed.recipient_phone).toBe('+233241234567');
    const wrong = bookingCreateSchema.safeParse({
      ...booking,
      sender_phone: '0241234567',
      recipient_phone: 'x',
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sender_phone', PHONE_MESSAGES.GB],
      ['recipient_phone', PHONE_MESSAGES.GH],
    ]);
  });
});
