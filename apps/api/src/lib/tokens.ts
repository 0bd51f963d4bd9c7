import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export interface AccessClaims {
  sub: string;
  role: string;
  /** The user's token version when issued; a mismatch means the session was ended. */
  tv: number;
}

/** How many verified tokens a process remembers (the least recently used is forgotten first). */
const MAX_REMEMBERED = 10_000;

export const createTokenService = (secret: string, ttl: string) => {
  // The WebCrypto key is imported once: given the secret's bytes, jose imports one on every sign and verify,
  // an extra job on the crypto thread pool for each authenticated request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens verified whole, by their text, until they expire: a session sends the same token with every
  // request, and checking its signature through WebCrypto is a thread-pool job each time where a lookup costs
  // next to nothing. The text holds the signature, so only a token verified exactly as sent is found
  // here; the user's token version is still checked on every request (plugins/auth.ts).
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({
    max: MAX_REMEMBERED,
  });
  const remember = (token: string, claims: AccessClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
  };
  return {
    sign: async (claims: AccessClaims) =>
      new SignJWT({ role: claims.role, tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(await key),
    verify: async (token: string): Promise<AccessClaims | null> => {
      const known = verified.get(token);
      // jose refuses a token once the clock reaches its expiry: so does the memory.
      if (known && Date.now() < known.expiresAtMs) return known.claims;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        const claims = Object.freeze({ sub: payload.sub, role: String(payload.role), tv: payload.tv });
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
};
export type TokenService = ReturnType<typeof createTokenService>;
