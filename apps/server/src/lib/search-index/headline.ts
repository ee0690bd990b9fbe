import { foldPlurals, normalizeText } from './search-text.js';
import { operandsOf, type TsQuery } from './tsquery.js';

// A hit's snippet: up to two passages of the text around the words the query matched, those words
// inside <mark>…</mark> (the web splits on the tags and never renders the string as HTML). It does
// what ts_headline did with MaxWords=24, MaxFragments=2, without a statement per search reading the
// hits' bodies at random pages. A word is taken as matched when, written as the index writes it (no
// accents, plurals folded), it is the query's stem plus at most a Portuguese ending's length, or
// starts with a prefix the reader is typing. Only the marks can differ from the database's stemmer
// (a rare extra or missing mark); which documents match never does.

const MAX_WORDS = 24;
const MAX_FRAGMENTS = 2;
/** Words shown before the first matched word of a fragment. */
const LEAD_WORDS = 4;
/** The longest ending the Portuguese stemmer removes that a match may carry (-amente, -idades). */
const SUFFIX_MAX = 6;
const DELIMITER = ' … ';

/** How many letters two words share from their start. */
function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Whether a written word is this stem plus an ending. The stemmer also rewrites the ending it
 * removes (insuficiência → insuficient), so a long stem may differ from the word in its last letter.
 */
function hasStem(word: string, stem: string): boolean {
  if (word === stem) return true;
  const shared = sharedStart(word, stem);
  const enough = shared === stem.length ? stem.length >= 3 : stem.length >= 5 && shared === stem.length - 1;
  return enough && word.length - shared <= SUFFIX_MAX;
}

function matcher(query: TsQuery): (word: string) => boolean {
  const operands = operandsOf(query);
  // Most words start with a letter no query word starts with: they are skipped before folding.
  const firstLetters = new Set(operands.map((o) => o.lexeme[0]));
  return (word) => {
    const normal = normalizeText(word);
    if (!firstLetters.has(normal[0])) return false;
    const w = foldPlurals(normal);
    return operands.some((o) => (o.prefix ? w.startsWith(o.lexeme) : hasStem(w, o.lexeme)));
  };
}

export function headline(text: string, query: TsQuery): string {
  const isMatch = matcher(query);
  // Words are read (and matched) only as far as the fragments need: a long body is not scanned
  // past its second fragment.
  const pattern = /[\p{L}\p{N}]+/gu;
  const words: { at: number; end: number; matched: boolean }[] = [];
  let ended = false;
  const wordAt = (i: number) => {
    while (!ended && words.length <= i) {
      const m = pattern.exec(text);
      // (exec starts over after its last match: the end is remembered instead)
      if (!m) ended = true;
      else words.push({ at: m.index, end: m.index + m[0].length, matched: isMatch(m[0]) });
    }
    return words[i];
  };
  if (!wordAt(0)) return text;

  // Fragments: from a few words before each matched word not yet shown, MAX_WORDS long.
  const fragments: [number, number][] = [];
  for (let i = 0; wordAt(i) && fragments.length < MAX_FRAGMENTS; i++) {
    if (!words[i]!.matched || fragments.some(([from, to]) => i >= from && i < to)) continue;
    const previousEnd = fragments[fragments.length - 1]?.[1] ?? 0;
    const from = Math.max(previousEnd, i - LEAD_WORDS);
    fragments.push([from, from + MAX_WORDS]);
  }
  if (!fragments.length) fragments.push([0, MAX_WORDS]);

  return fragments
    .map(([from, to]) => {
      let out = '';
      let cursor = words[from]!.at;
      for (let i = from; i < to; i++) {
        const w = wordAt(i);
        if (!w) break;
        out += text.slice(cursor, w.at);
        out += w.matched ? `<mark>${text.slice(w.at, w.end)}</mark>` : text.slice(w.at, w.end);
        cursor = w.end;
      }
      return out;
    })
    .join(DELIMITER);
}
