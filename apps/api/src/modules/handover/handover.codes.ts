import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { generateHandoverCode } from '@ukgh/domain';

/**
 * The code's plaintext lives only in the text that carries it; the database keeps a salted SHA-256, and
 * comparing takes the same time whatever the digits, so a wrong guess tells nothing but "wrong".
 */
export const newHandoverCode = () => {
  const code = generateHandoverCode(randomInt);
  const salt = randomBytes(16).toString('hex');
  return { code, salt, hash: hashHandoverCode(code, salt) };
};

export const hashHandoverCode = (code: string, salt: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export const handoverCodeMatches = (
  code: string,
  stored: { codeHash: string | null; codeSalt: string | null },
) => {
  if (!stored.codeHash || !stored.codeSalt) return false;
  const given = Buffer.from(hashHandoverCode(code, stored.codeSalt), 'hex');
  const kept = Buffer.from(stored.codeHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
};
