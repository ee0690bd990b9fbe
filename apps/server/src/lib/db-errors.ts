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
