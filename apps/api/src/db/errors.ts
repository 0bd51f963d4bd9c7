/** Drizzle wraps driver errors; both PGlite and postgres.js carry the SQLSTATE in `code`. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The database cannot be reached (refused, cut, timed out, shutting down), as opposed to a query it refused.
 * postgres.js names network failures in `code` (ECONNREFUSED, CONNECTION_CLOSED, CONNECT_TIMEOUT…); the
 * server's own are SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now) and
 * 57014 (a statement ended by `statement_timeout`: the database is too slow to answer now). QUERY_TIMEOUT is the
 * client's own limit (db/query-timeouts.ts).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'QUERY_TIMEOUT',
]);
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^08|^57P0[123]$|^57014$/.test(code)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
