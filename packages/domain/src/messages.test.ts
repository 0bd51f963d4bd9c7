import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as catalogue from './messages.ts';
import { errorToastText, formatRegistrationError } from './messages.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MESSAGES_DIR = path.join(ROOT, 'packages/domain/src/messages');
/** messages.ts gathers the texts of its area modules (messages/*.ts). */
const MESSAGE_FILES = readdirSync(MESSAGES_DIR)
  .filter((name) => /^[\w-]+\.ts$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => path.join(MESSAGES_DIR, name));
const catalogueSource = MESSAGE_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
const isCatalogueFile = (file: string) =>
  file === path.join(ROOT, 'packages/domain/src/messages.ts') || MESSAGE_FILES.includes(file);

/**
 * Texts the spec gives for screens that later issues build (admin bookings and packages, status
 * updates, agent screens, the PDFs). The catalogue test fails once one of them is used, so that it is
 * taken off this list and from then on held to being used.
 */
const NOT_YET_USED = new Set<string>([
  // Shipping-label and invoice PDFs, online payment (customer screens, later issues)
  'CUSTOMER_MESSAGES.paymentComingSoon',
  'CUSTOMER_MESSAGES.invoiceComingSoon',
  // Status-update, proof, scan and bulk dialogs (spec 001 §5)
  // Admin bookings (spec 001 §8)
  // Admin packages (spec 001 §8)
  'PACKAGE_MESSAGES.noTrackingCode',
  'PACKAGE_MESSAGES.addressCopied',
  // Deleting a booking (spec 001 §8)
  // Agent screens (spec 001 §8)
]);

/** Every name the catalogue gives a text (or a text-making function): `GROUP.key`, or the export's own name. */
const catalogueNames = Object.entries(catalogue).flatMap(([name, value]) =>
  value && typeof value === 'object' ? Object.keys(value).map((key) => `${name}.${key}`) : [name],
);

/** The apps' own code, and the domain code they call; never tests, test helpers or the catalogue itself. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !isCatalogueFile(file)
      ? [file]
      : [];
  });
const code = ['apps/web/src', 'apps/api/src', 'packages/domain/src']
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .map((file) => readFileSync(file, 'utf8'))
  // The catalogue's own functions use some texts (the generic error, the registration fallback); its
  // declarations and the aliases between its entries are no use.
  .concat(catalogueSource.replace(/export const \w+ =/g, '').replace(/^\s*\w+: [\w.]+,$/gm, ''))
  .join('\n');

/** `GROUP.key` → the entry it repeats, for entries written as another entry (`key: OTHER.key,`). */
const aliases = new Map<string, string>();
let group = '';
for (const line of catalogueSource.split('\n')) {
  group = /^export const (\w+) = \{/.exec(line)?.[1] ?? (line.startsWith('}') ? '' : group);
  const alias = /^\s*(\w+): ([A-Z_]+(?:\.\w+)?),$/.exec(line);
  if (group && alias) aliases.set(`${group}.${alias[1]}`, alias[2]!);
}

/** Named in the code, or repeated by an entry that is. */
const isUsed = (name: string): boolean =>
  new RegExp(`\\b${name.replace('.', '\\.')}\\b`).test(code) ||
  [...aliases].some(([alias, target]) => target === name && isUsed(alias));

/** How often each text of the catalogue is written as a literal in its modules (comments left out). */
const literalCounts = () => {
  const source = catalogueSource.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const texts = new Set(
    Object.values(catalogue).flatMap((value) =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).filter((v): v is string => typeof v === 'string')
          : [],
    ),
  );
  return [...texts].map((text) => {
    const quoted = [`'${text.replaceAll("'", "\\'")}'`, `"${text}"`, `\`${text}\``];
    return { text, count: quoted.reduce((n, literal) => n + source.split(literal).length - 1, 0) };
  });
};

describe('the message catalogue (messages.ts)', () => {
  it('writes each text once: the same text under a second name refers to the first', () => {
    const repeated = literalCounts().filter(({ count }) => count > 1);
    expect(repeated).toEqual([]);
  });

  it('has every message used by the web app or the API, except those of screens not built yet', () => {
    const unused = catalogueNames.filter((name) => !NOT_YET_USED.has(name) && !isUsed(name));
    expect(unused).toEqual([]);
  });

  it('lists as not yet used only messages that exist and are still unused (move a used one out)', () => {
    const stale = [...NOT_YET_USED].filter((name) => !catalogueNames.includes(name) || isUsed(name));
    expect(stale).toEqual([]);
  });
});

describe('formatRegistrationError (spec 000 §8)', () => {
  it.each<[string, unknown, string]>([
    ['no data', undefined, 'Registration failed. Please try again.'],
    ['null', null, 'Registration failed. Please try again.'],
    ['empty string', '', 'Registration failed. Please try again.'],
    ['a plain string as is', 'Service unavailable', 'Service unavailable'],
    [
      'field → messages object, flattened and joined with commas',
      {
        email: ['user with this email already exists.'],
        password: ['This password is too common.', 'Too short.'],
      },
      'user with this email already exists., This password is too common., Too short.',
    ],
    ['a single string value', { detail: 'Not allowed' }, 'Not allowed'],
    [
      'our validation body: the per-field details',
      {
        message: 'Validation failed',
        error: 'Validation failed',
        code: 'validation_error',
        details: { email: ['Please enter a valid email address'], password: ['Passwords do not match'] },
      },
      'Please enter a valid email address, Passwords do not match',
    ],
    [
      'our conflict body: the error text, never the code',
      {
        message: 'An account with this email already exists',
        error: 'An account with this email already exists',
        code: 'conflict',
      },
      'An account with this email already exists',
    ],
    ['an error object', { error: { email: ['Taken'], phone_e164: ['Invalid'] } }, 'Taken, Invalid'],
    ['only a message', { message: 'Too many attempts', code: 'rate_limited' }, 'Too many attempts'],
    ['nothing readable', { code: 'server_error' }, 'Registration failed. Please try again.'],
    ['empty lists', { email: [] }, 'Registration failed. Please try again.'],
  ])('%s', (_name, data, expected) => {
    expect(formatRegistrationError(data)).toBe(expected);
  });
});

describe('errorToastText (spec 000 §8)', () => {
  it.each<[string, unknown, string | undefined, string]>([
    [
      'the response message',
      { message: 'Booking not found', error: 'x' },
      'Request failed',
      'Booking not found',
    ],
    [
      'else the client error text',
      { error: 'x' },
      'timeout of 30000ms exceeded',
      'timeout of 30000ms exceeded',
    ],
    ['a blank message is no message', { message: '  ' }, 'Network Error', 'Network Error'],
    ['no body', undefined, 'Network Error', 'Network Error'],
    ['a non-object body', 'Bad Gateway', 'Network Error', 'Network Error'],
    ['else the generic text', null, undefined, 'An error occurred'],
    ['blank client text', {}, '', 'An error occurred'],
  ])('%s', (_name, body, clientText, expected) => {
    expect(errorToastText(body, clientText)).toBe(expected);
  });
});
