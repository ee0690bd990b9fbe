import { lexemeOf } from './lexeme.js';
import type { TsQuery } from './tsquery.js';

// The tsqueries of a search or a question, built here from each word's lexeme (lexeme.ts) instead
// of by a statement per search: the same trees websearch_to_tsquery and to_tsquery return for our
// query text, which is words of [a-z0-9] (normalizeText) and, in synonym variants, quoted phrases
// (search-query.int.test.ts compares them with the database's over the relevance sets). A stop word
// has no lexeme and drops out, as in the database.

function word(w: string, prefix = false): TsQuery | null {
  const lexeme = lexemeOf(w);
  return lexeme === null ? null : { kind: 'word', lexeme, prefix };
}

/** Joins two parts with an operator, a missing part (only stop words) leaving the other. */
function join(kind: 'and' | 'or', left: TsQuery | null, right: TsQuery | null): TsQuery | null {
  if (!left) return right;
  if (!right) return left;
  return { kind, left, right };
}

export const either = (left: TsQuery | null, right: TsQuery | null) => join('or', left, right);

/** `base || websearch(variant) || …`: a query or any of its synonym variants. */
export function withVariants(base: TsQuery | null, variants: string[]): TsQuery | null {
  return variants.reduce((q, v) => either(q, websearch(v)), base);
}

/** A quoted phrase: each word right after the previous one, a stop word between them a gap. */
function phrase(words: string[]): TsQuery | null {
  let out: TsQuery | null = null;
  let gap = 0;
  for (const w of words) {
    const node = word(w);
    if (!node) {
      if (out) gap++;
      continue;
    }
    out = out ? { kind: 'phrase', left: out, right: node, distance: gap + 1 } : node;
    gap = 0;
  }
  return out;
}

/**
 * websearch_to_tsquery of our query text: words and "quoted phrases" all required, `or` between
 * two groups of them makes either enough.
 */
export function websearch(text: string): TsQuery | null {
  let result: TsQuery | null = null;
  let group: TsQuery | null = null;
  for (const m of text.matchAll(/"([^"]*)"|(\S+)/g)) {
    if (m[2] === 'or') {
      result = either(result, group);
      group = null;
      continue;
    }
    const part = m[1] !== undefined ? phrase(m[1].split(' ').filter(Boolean)) : word(m[2]!);
    group = join('and', group, part);
  }
  return either(result, group);
}

/** to_tsquery of `w1:* & w2:* …`: every word as a prefix (the reader is still typing). */
export function allPrefixes(words: string[]): TsQuery | null {
  return words.reduce<TsQuery | null>((q, w) => join('and', q, word(w, true)), null);
}

/** to_tsquery of `w1 | w2 …`: any of the words. */
export function anyWord(words: string[]): TsQuery | null {
  return words.reduce<TsQuery | null>((q, w) => either(q, word(w)), null);
}
