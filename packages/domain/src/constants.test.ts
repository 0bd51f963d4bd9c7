import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants (spec 000 §9, spec 001 §9)', () => {
  it.each<[string, unknown, unknown]>([
    ['REQUEST_TIMEOUT_MS', c.REQUEST_TIMEOUT_MS, 30000],
    ['TOAST_SUCCESS_MS', c.TOAST_SUCCESS_MS, 2000],
    ['TOAST_ERROR_MS', c.TOAST_ERROR_MS, 4000],
    ['TOAST_DEFAULT_MS', c.TOAST_DEFAULT_MS, 4000],
    ['TOAST_LIMIT', c.TOAST_LIMIT, 20],
    ['AVATAR_MAX_BYTES', c.AVATAR_MAX_BYTES, 5 * 1024 * 1024],
    ['AVATAR_MIME_TYPES', c.AVATAR_MIME_TYPES, ['image/jpeg', 'image/png', 'image/gif', 'image/webp']],
    ['BOOKING_POLL_MS', c.BOOKING_POLL_MS, 5000],
    ['PROOF_ZOOM', c.PROOF_ZOOM, { min: 0.5, max: 3, step: 0.25 }],
    ['ROTATE_STEP', c.ROTATE_STEP, 90],
    ['LABEL_SIZE_IN', c.LABEL_SIZE_IN, { width: 4, height: 6 }],
    ['SIGNATURE_CANVAS', c.SIGNATURE_CANVAS, { width: 400, height: 200 }],
    ['WIZARD_STEPS', c.WIZARD_STEPS, 5],
    ['DEFAULT_SENDER_COUNTRY', c.DEFAULT_SENDER_COUNTRY, 'GB'],
    ['DEFAULT_RECIPIENT_COUNTRY', c.DEFAULT_RECIPIENT_COUNTRY, 'GH'],
    ['CURRENCIES', c.CURRENCIES, { GBP: '£', GHS: '₵' }],
    ['STORAGE_KEYS', c.STORAGE_KEYS, { token: 'token', user: 'user' }],
    ['LOCALE', c.LOCALE, 'en-GB'],
    ['TIME_ZONE', c.TIME_ZONE, 'Europe/London'],
    ['ANALYTICS_DEFAULT_PERIOD', c.ANALYTICS_DEFAULT_PERIOD, '30d'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
