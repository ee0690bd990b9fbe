// A tsquery as PostgreSQL prints it (`'amoxicilin':* & ( 'doenc' <-> 'renal' | 'drc' )`), read back
// into a tree, so the in-memory index (memory-index.ts) matches exactly the lexemes the database's
// parser and stemmer produced for a query. Operator precedence is PostgreSQL's: ! binds tightest,
// then <N> (phrase), then &, then |; the printer adds parentheses wherever the tree needs them.

export type TsQuery =
  | { kind: 'word'; lexeme: string; prefix: boolean }
  | { kind: 'not'; arg: TsQuery }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  /** `right` found `distance` positions after `left` (`<->` is 1). */
  | { kind: 'phrase'; left: TsQuery; right: TsQuery; distance: number };

type Token =
  | { t: 'word'; lexeme: string; prefix: boolean }
  | { t: '!' | '&' | '|' | '(' | ')' }
  | { t: 'phrase'; distance: number };

/**
 * The lexeme quoted at `at` in a printed tsvector or tsquery, and where it ends: '' is a quote
 * inside it, a backslash escapes the next character.
 */
export function readQuoted(text: string, at: number): [string, number] {
  let lexeme = '';
  let i = at + 1;
  for (;;) {
    const ch = text[i];
    if (ch === undefined) throw new Error(`unterminated lexeme in ${text}`);
    if (ch === '\\') {
      lexeme += text[i + 1] ?? '';
      i += 2;
    } else if (ch === "'" && text[i + 1] === "'") {
      lexeme += "'";
      i += 2;
    } else if (ch === "'") {
      return [lexeme, i + 1];
    } else {
      lexeme += ch;
      i++;
    }
  }
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ') {
      i++;
    } else if (c === "'") {
      let lexeme: string;
      [lexeme, i] = readQuoted(text, i);
      // Optional `:*` (prefix) and weight letters; weights are never written by our queries.
      let prefix = false;
      if (text[i] === ':') {
        i++;
        while (i < text.length && /[*A-Da-d]/.test(text[i]!)) {
          if (text[i] === '*') prefix = true;
          i++;
        }
      }
      out.push({ t: 'word', lexeme, prefix });
    } else if (c === '<') {
      const end = text.indexOf('>', i);
      const inside = text.slice(i + 1, end);
      out.push({ t: 'phrase', distance: inside === '-' ? 1 : Number(inside) });
      i = end + 1;
    } else if (c === '!' || c === '&' || c === '|' || c === '(' || c === ')') {
      out.push({ t: c });
      i++;
    } else {
      throw new Error(`tsquery: unexpected "${c}" in ${text}`);
    }
  }
  return out;
}

/** The tree of a printed tsquery; null for the empty query (only stop words). */
export function parseTsQuery(text: string): TsQuery | null {
  const tokens = tokenize(text);
  if (!tokens.length) return null;
  let at = 0;
  const peek = () => tokens[at];

  function orExpr(): TsQuery {
    let left = andExpr();
    while (peek()?.t === '|') {
      at++;
      left = { kind: 'or', left, right: andExpr() };
    }
    return left;
  }
  function andExpr(): TsQuery {
    let left = phraseExpr();
    while (peek()?.t === '&') {
      at++;
      left = { kind: 'and', left, right: phraseExpr() };
    }
    return left;
  }
  function phraseExpr(): TsQuery {
    let left = unary();
    for (let next = peek(); next?.t === 'phrase'; next = peek()) {
      at++;
      left = { kind: 'phrase', left, right: unary(), distance: next.distance };
    }
    return left;
  }
  function unary(): TsQuery {
    const token = tokens[at++];
    if (!token) throw new Error(`tsquery: unexpected end of ${text}`);
    if (token.t === '!') return { kind: 'not', arg: unary() };
    if (token.t === '(') {
      const inner = orExpr();
      if (tokens[at++]?.t !== ')') throw new Error(`tsquery: missing ) in ${text}`);
      return inner;
    }
    if (token.t === 'word') return { kind: 'word', lexeme: token.lexeme, prefix: token.prefix };
    throw new Error(`tsquery: unexpected ${token.t} in ${text}`);
  }

  const tree = orExpr();
  if (at !== tokens.length) throw new Error(`tsquery: trailing input in ${text}`);
  return tree;
}

/** The query's operands, each once (same lexeme and prefix flag), in the order they are written. */
export function operandsOf(query: TsQuery): { lexeme: string; prefix: boolean }[] {
  const out = new Map<string, { lexeme: string; prefix: boolean }>();
  const walk = (q: TsQuery) => {
    if (q.kind === 'word') out.set(`${q.prefix ? '*' : ''}${q.lexeme}`, { lexeme: q.lexeme, prefix: q.prefix });
    else if (q.kind === 'not') walk(q.arg);
    else {
      walk(q.left);
      walk(q.right);
    }
  };
  walk(query);
  return [...out.values()];
}
