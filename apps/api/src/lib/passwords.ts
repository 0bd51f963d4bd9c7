import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  n: number;
  r: number;
  p: number;
}
// OWASP's scrypt setting N=2^14, r=8, p=5 (16 MiB per hash): strong, and needs no native addon.
const STRONG: ScryptCost = { n: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * Self-describing hash so parameters can be raised later without breaking existing accounts. Only the
 * test factories pass a `cost`: a cheap hash, so signing in to the accounts they make costs little.
 */
export const hashPassword = async (password: string, cost: ScryptCost = STRONG): Promise<string> => {
  const { n, r, p } = cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, r, p);
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [algo, n, r, p, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** Compared against when the email is unknown, so both failures cost the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
