// Which errors mean "the database is not there right now" (a restart, a failover, a terminated
// backend, an unreachable host) rather than "this query is wrong". Those answer a 503 that says
// to try again; the others stay 500s, because they are bugs (docs/decisions/platform-database-resilience.md).

/** SQLSTATE classes and codes of an unavailable server: connection exceptions, shutdown, overload. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** Socket failures on the way to the server (Node's codes). */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/**
 * Whether `error`, or what it wraps (Drizzle's query error keeps the driver's as `cause`; a host
 * with several addresses fails with an AggregateError), says the database is unavailable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_SOCKET.has(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
