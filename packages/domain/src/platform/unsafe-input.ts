// What no client input may hold, whatever the route: the server runs findUnsafeInput once over every
// request's params, query, headers it validates and body, before the route's own schema.
// - Control characters: a NUL byte cannot be stored in a PostgreSQL text column (it answered 500),
//   and the others only hide text from reviewers and logs.
// - Lone UTF-16 surrogates: they are not text (no UTF-8 encoding), and they broke PDF fonts, URL
//   encoding and the drivers further in (they answered 500).
// - Nesting deeper than MAX_INPUT_DEPTH: no request of ours nests past a dozen levels, and deeper
//   documents overflowed the stack of recursive walks (they answered 500).

/** Our deepest request (a management content import) nests about a dozen levels. */
export const MAX_INPUT_DEPTH = 32;

/**
 * C0 controls and DEL, plus the C1 block. Tab, line feed and carriage return are allowed in bodies
 * only (a profile address or a note may hold a line break), never in a path or a query.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isUnsafeText(text: string, multiline: boolean): boolean {
  return (multiline ? IN_BODY : IN_LINE).test(text) || LONE_SURROGATE.test(text);
}

/**
 * The dotted path of the first string or object key that holds a forbidden control character or a
 * lone surrogate, or of the first value nested deeper than MAX_INPUT_DEPTH; '' for the value itself;
 * undefined when the input is safe. `multiline` allows tab and line breaks. The walk keeps its own
 * stack, so no input can overflow the call stack.
 */
export function findUnsafeInput(value: unknown, multiline = false): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current, multiline)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return path;
    const entries = Array.isArray(current) ? current.map((v, i) => [String(i), v] as const) : Object.entries(current);
    const children: typeof pending = [];
    for (const [key, child] of entries) {
      const at = path ? `${path}.${key}` : key;
      if (isUnsafeText(key, false)) return at;
      children.push({ value: child, path: at, depth: depth + 1 });
    }
    // Reversed onto the stack, so the first problem in document order is the one named.
    pending.push(...children.reverse());
  }
  return undefined;
}
