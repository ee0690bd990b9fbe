// Control characters have no place in anything a client sends us: a NUL byte cannot be stored in a
// PostgreSQL text column (it answered 500), and the others only hide text from reviewers and logs.
// The server runs this once over every request's params, query, headers it validates and body,
// before the route's own schema, so every string field of every route is covered.

/**
 * C0 controls and DEL, plus the C1 block. Tab, line feed and carriage return are allowed in bodies
 * only (a profile address or a note may hold a line break), never in a path or a query.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The dotted path of the first string (or object key) holding a forbidden control character, '' for
 * the value itself, or undefined when there is none. `multiline` allows tab and line breaks.
 */
export function findControlCharacter(value: unknown, multiline = false, path = ''): string | undefined {
  const pattern = multiline ? IN_BODY : IN_LINE;
  if (typeof value === 'string') return pattern.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (IN_LINE.test(key)) return at;
    const found = findControlCharacter(child, multiline, at);
    if (found !== undefined) return found;
  }
  return undefined;
}
