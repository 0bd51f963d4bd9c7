import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  role: string;
  /** The user's token version when issued; a mismatch means the session was ended. */
  tv: number;
}

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
  return {
    sign: async (claims: AccessClaims) =>
      new SignJWT({ role: claims.role, tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(await key),
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { sub: payload.sub, role: String(payload.role), tv: payload.tv };
      } catch {
        return null;
      }
    },
  };
};
export type TokenService = ReturnType<typeof createTokenService>;
