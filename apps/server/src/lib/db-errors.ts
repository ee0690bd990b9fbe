/**
 * Whether a database error (possibly wrapped by Drizzle in `cause`) is a unique-index violation, on
 * PGlite and PostgreSQL alike. Where two writes race, the index decides and this names the loser.
 */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return indexName === undefined || e.constraint === indexName;
  }
  return false;
}

/** What the driver's error may say in a log: codes and names, never its message or detail (they quote values). */
const DRIVER_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

/**
 * An error as it may be logged. Drizzle's query error carries the query's parameters in its message
 * and stack, and the driver's error quotes values in its detail (a password hash, a CPF): a database
 * error is logged as its parameterised SQL and the driver's codes only. Any other error is itself.
 */
export function loggableError(error: unknown): unknown {
  const wrapper = error as { query?: unknown; params?: unknown; cause?: unknown } | undefined;
  if (!wrapper || typeof wrapper !== 'object' || typeof wrapper.query !== 'string' || !('params' in wrapper))
    return error;
  const driver = (wrapper.cause ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(DRIVER_FIELDS.filter((k) => driver[k] !== undefined).map((k) => [k, driver[k]]));
  return { type: 'DatabaseQueryError', query: wrapper.query, ...fields };
}
