import { BOOKING_FIELD_MESSAGES } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/render.tsx';
import {
  emptyPackage,
  initialValues,
  pickupWindow,
  stepErrors,
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

describe('stepErrors', () => {
  it('checks only the step asked about; the review step checks everything', () => {
    const values = initialValues(makeUser());
    expect(Object.keys(stepErrors(values, 0)).sort()).toEqual([
      'sender_address.city',
      'sender_address.line1',
      'sender_address.postcode',
    ]);
    expect(stepErrors(values, 1)).toMatchObject({ gh_region_code: BOOKING_FIELD_MESSAGES.region });
    expect(Object.keys(stepErrors(values, 2))).toEqual(['packages.0.description']);
    expect(stepErrors(values, 3)).toEqual({
      pickup_date: BOOKING_FIELD_MESSAGES.required,
      pickup_slot: BOOKING_FIELD_MESSAGES.required,
    });
    expect(Object.keys(stepErrors(values, 4)).map(stepOfField).sort()).toEqual([
      0, 0, 0, 1, 1, 1, 1, 1, 2, 3, 3,
    ]);
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
