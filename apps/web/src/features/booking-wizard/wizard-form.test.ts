import {
  addDays,
  BOOKING_FIELD_MESSAGES,
  CUSTOMS_MESSAGES,
  londonDate,
  pickupDateMessage,
} from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/render.tsx';
import { stepErrors } from './wizard-checks.ts';
import {
  emptyPackage,
  initialValues,
  pickupFieldsOf,
  pickupWindow,
  stepOfField,
  summaryTotals,
} from './wizard-form.ts';

describe('pickupWindow', () => {
  it('reads the slot as UK time, in winter (GMT) and summer (BST)', () => {
    expect(pickupWindow('2026-01-15', '08:00-12:00')).toEqual({
      start: '2026-01-15T08:00:00.000Z',
      end: '2026-01-15T12:00:00.000Z',
    });
    expect(pickupWindow('2026-07-15', '16:00-19:00')).toEqual({
      start: '2026-07-15T15:00:00.000Z',
      end: '2026-07-15T18:00:00.000Z',
    });
    expect(pickupWindow(null, '08:00-12:00')).toBeNull();
    expect(pickupWindow('2026-07-15', '')).toBeNull();
  });
});

describe('pickupFieldsOf', () => {
  it('maps a stored window back to its UK date and time window, in winter and summer', () => {
    expect(pickupFieldsOf('2026-01-15T08:00:00.000Z', '2026-01-15T12:00:00.000Z')).toEqual({
      pickup_date: '2026-01-15',
      pickup_slot: '08:00-12:00',
    });
    expect(pickupFieldsOf('2026-07-15T15:00:00.000Z', '2026-07-15T18:00:00.000Z')).toEqual({
      pickup_date: '2026-07-15',
      pickup_slot: '16:00-19:00',
    });
    // 23:30 UTC in summer is already the next day in London.
    expect(pickupFieldsOf('2026-07-15T23:30:00.000Z', null).pickup_date).toBe('2026-07-16');
  });

  it('round-trips with pickupWindow, and leaves the slot to choose when the window is not one of ours', () => {
    for (const slot of ['08:00-12:00', '12:00-16:00', '16:00-19:00']) {
      const window = pickupWindow('2026-03-29', slot)!;
      expect(pickupFieldsOf(window.start, window.end)).toEqual({
        pickup_date: '2026-03-29',
        pickup_slot: slot,
      });
    }
    expect(pickupFieldsOf('2026-01-15T12:00:00.000Z', null)).toEqual({
      pickup_date: '2026-01-15',
      pickup_slot: '12:00-16:00',
    });
    expect(pickupFieldsOf('2026-01-15T09:00:00.000Z', '2026-01-15T10:00:00.000Z')).toEqual({
      pickup_date: '2026-01-15',
      pickup_slot: '',
    });
    expect(pickupFieldsOf(null, null)).toEqual({ pickup_date: null, pickup_slot: '' });
  });
});

describe('stepErrors', () => {
  it('checks only the step asked about; the review step checks everything', () => {
    const values = initialValues(makeUser());
    expect(Object.keys(stepErrors(values, 0)).sort()).toEqual([
      'sender_address.city',
      'sender_address.line1',
      'sender_address.postcode',
    ]);
    expect(stepErrors(values, 1)).toMatchObject({ gh_region_code: BOOKING_FIELD_MESSAGES.region });
    expect(Object.keys(stepErrors(values, 2)).sort()).toEqual([
      'packages.0.description',
      'packages.0.weight_kg',
    ]);
    expect(stepErrors(values, 3)).toEqual({
      pickup_date: BOOKING_FIELD_MESSAGES.required,
      pickup_slot: BOOKING_FIELD_MESSAGES.required,
    });
    // The review step adds the prohibited-goods declaration, which it holds itself.
    expect(Object.keys(stepErrors(values, 4)).map(stepOfField).sort()).toEqual([
      0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 3, 3, 4,
    ]);
    expect(stepErrors(values, 4).prohibited_goods_declared).toBe(CUSTOMS_MESSAGES.declarationRequired);
  });
});

describe('stepErrors with the collection days in settings', () => {
  /** The next date, two or more days ahead, falling on that weekday (0 Sunday). */
  const nextWeekday = (weekday: number) => {
    let date = addDays(londonDate(new Date()), 2);
    while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
    return date;
  };
  /** A complete booking (the calendar is checked once everything else is right), collected on `date`. */
  const onDate = (date: string) => {
    const values = initialValues(makeUser({ phone_e164: '+447700900123' }));
    return {
      ...values,
      sender_address: {
        ...values.sender_address,
        line1: '221B Baker Street',
        city: 'London',
        postcode: 'NW1 6XE',
      },
      recipient_name: 'Akosua Owusu',
      recipient_phone: '+233241234567',
      recipient_address: {
        ...values.recipient_address,
        line1: '14 Oxford Street',
        city: 'Accra',
        postcode: 'GA-183-8164',
      },
      gh_region_code: 'GR',
      packages: [{ ...emptyPackage(), description: 'Clothes', weight_kg: 20 }],
      pickup_date: date,
      pickup_slot: '08:00-12:00',
      prohibited_goods_declared: true,
    };
  };

  it('accepts a Sunday once Sunday is a collection day, and refuses a day that is not one', () => {
    expect(stepErrors(onDate(nextWeekday(1)), 4)).toEqual({});
    const sunday = onDate(nextWeekday(0));
    expect(stepErrors(sunday, 3)).toEqual({ pickup_date: pickupDateMessage() });
    expect(stepErrors(sunday, 3, [0, 1, 3])).toEqual({});
    expect(stepErrors(onDate(nextWeekday(2)), 3, [0, 1, 3])).toEqual({
      pickup_date: pickupDateMessage([0, 1, 3]),
    });
  });

  it('asks for the recipient’s ID on the packages step once a line is commercial goods', () => {
    // Checked once the rest of the booking is right, as it is when the customer reaches the packages.
    const values = onDate(nextWeekday(1));
    const commercial = {
      ...values,
      packages: [
        { ...emptyPackage(), description: 'Phone cases', weight_kg: 3, category: 'COMMERCIAL' as const },
      ],
    };
    expect(stepErrors(commercial, 2)).toEqual({ recipient_id_number: CUSTOMS_MESSAGES.recipientIdRequired });
    expect(stepErrors({ ...commercial, recipient_id_number: 'GHA-123456789-0' }, 2)).toEqual({});
    expect(stepErrors({ ...commercial, recipient_id_number: 'GHA-1' }, 2)).toEqual({
      recipient_id_number: CUSTOMS_MESSAGES.recipientId,
    });
  });
});

describe('summaryTotals', () => {
  it('counts pieces by quantity and multiplies weight and value by it; blanks count as 0', () => {
    const packages = [
      { ...emptyPackage(), qty: 2, weight_kg: 3.5, declared_value: 10 },
      { ...emptyPackage(), qty: 1, weight_kg: '', declared_value: '0.1' },
      { ...emptyPackage(), qty: '', weight_kg: 50, declared_value: 99 },
    ];
    expect(summaryTotals(packages)).toEqual({ count: 3, weightKg: 7, declaredValueGbp: 20.1 });
  });
});
