/** Business constants and limits shared by the web app and the API (spec 000 §9, spec 001 §9). */

export const REQUEST_TIMEOUT_MS = 30_000;

export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_DEFAULT_MS = 4000;
/** At most this many toasts on screen at once. */
export const TOAST_LIMIT = 20;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** A pending booking's details page re-fetches at this interval, to show the confirmation when it comes. */
export const BOOKING_POLL_MS = 5000;

/** Proof image viewer. */
export const PROOF_ZOOM = { min: 0.5, max: 3, step: 0.25 } as const;
export const ROTATE_STEP = 90;

/** Shipping labels fit a 4in × 6in thermal label. */
export const LABEL_SIZE_IN = { width: 4, height: 6 } as const;
/** Delivery signatures are drawn on this canvas (pixels) and saved as PNG. */
export const SIGNATURE_CANVAS = { width: 400, height: 200 } as const;

export const WIZARD_STEPS = 5;

export const DEFAULT_SENDER_COUNTRY = 'GB';
export const DEFAULT_RECIPIENT_COUNTRY = 'GH';

export const CURRENCIES = { GBP: '£', GHS: '₵' } as const;
export type Currency = keyof typeof CURRENCIES;

/** The only two keys kept in local storage. */
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

export const LOCALE = 'en-GB';
export const TIME_ZONE = 'Europe/London';

/** Admin analytics period when none is chosen (spec 001 §2). */
export const ANALYTICS_DEFAULT_PERIOD = '30d' as const;
