/** How deep a JSON body may nest in arrays and objects: real requests nest a few levels. */
export const MAX_JSON_DEPTH = 32;

/** Answers of the security checks (issue 13): bad characters, reused idempotency keys, timeouts, big images. */
export const SECURITY_MESSAGES = {
  nulCharacter: 'Text must not contain a NUL character (\\u0000)',
  loneSurrogate: 'Text contains an invalid character (a lone UTF-16 surrogate)',
  forbiddenProperty: 'Body must not contain a "__proto__" or "constructor" property',
  tooDeep: `Body nests too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`,
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request body',
  imageUnreadable: 'The image could not be read: the file is damaged or incomplete',
  imageTooManyPixels: 'The image is too large: at most 40 megapixels',
  registerEmailUnavailable:
    'This email address cannot be used to register. If it is yours, sign in or reset your password.',
} as const;
