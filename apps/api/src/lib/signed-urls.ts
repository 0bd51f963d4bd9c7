import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file link works. Pages re-fetch the data (and so fresh links) far more often. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;
/** Expiry times are rounded up to this step, so re-fetching a page keeps the same links (and caches). */
const EXPIRY_STEP_SECONDS = 5 * 60;
export const FILES_PATH = '/api/v1/files/';

/**
 * Short-lived links to private files (proof photos, signatures, receipts). An <img> cannot send a bearer
 * header, so the link itself is the permission: an HMAC of the file key and the expiry time, keyed from
 * the JWT secret (a derived key, so a file link can never pass for a token). Presenters sign links only
 * for callers the booking's policy already let through.
 */
export const createUrlSigner = (secret: string) => {
  const key = createHmac('sha256', secret).update('ukgh:signed-file-urls:v1').digest();
  // A download name is signed with the key, so a link cannot be made to offer the file under another name.
  const mac = (fileKey: string, expires: number, name?: string | null) =>
    createHmac('sha256', key)
      .update(name ? `${fileKey}\n${expires}\n${name}` : `${fileKey}\n${expires}`)
      .digest('base64url');

  return {
    /** The signature for this key until `expires` (seconds since the epoch). */
    sign: mac,

    /**
     * `/api/v1/files/{key}?expires=…&sig=…`, valid for at least `ttlSeconds`; with `name`, the file is
     * downloaded under that name (a receipt under the customer's own file name).
     */
    url(fileKey: string, options: { ttlSeconds?: number; now?: number; name?: string | null } = {}): string {
      const now = Math.floor((options.now ?? Date.now()) / 1000);
      const ttl = options.ttlSeconds ?? SIGNED_URL_TTL_SECONDS;
      const expires = Math.ceil((now + ttl) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const named = options.name ? `&name=${encodeURIComponent(options.name)}` : '';
      return `${FILES_PATH}${fileKey}?expires=${expires}${named}&sig=${mac(fileKey, expires, options.name)}`;
    },

    /** True when the signature is ours for this key (and name) and the time has not passed. */
    verify(
      fileKey: string,
      expires: number,
      signature: string,
      now = Date.now(),
      name?: string | null,
    ): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
      const expected = Buffer.from(mac(fileKey, expires, name));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
export type UrlSigner = ReturnType<typeof createUrlSigner>;

/** Null-safe: a missing file has no link. */
export const signedUrlOrNull = (signer: UrlSigner, fileKey: string | null | undefined) =>
  fileKey ? signer.url(fileKey) : null;
