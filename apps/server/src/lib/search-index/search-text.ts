import { SEARCH_SYNONYMS } from '@vetor/domain/search/search-synonyms';

// Pure text helpers of the search index: the normal form of words (as the word list and the
// name boost store them) and synonym expansion of a query.

/** Lower case, no accents, only letters and digits separated by single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function termsOf(text: string, max = 12): string[] {
  const norm = normalizeText(text);
  return norm ? norm.split(' ').slice(0, max) : [];
}

/** Distinct words worth correcting towards: 4 to 30 letters, not pure numbers. */
export function corpusWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const w of termsOf(text, Number.MAX_SAFE_INTEGER)) {
      if (w.length >= 4 && w.length <= 30 && !/^\d+$/.test(w)) words.add(w);
    }
  }
  return [...words];
}

const GROUPS = SEARCH_SYNONYMS.map((group) => group.map((phrase) => foldPlurals(normalizeText(phrase))));

/**
 * The query again with each synonym phrase it contains replaced by each other member of its group
 * (as a quoted phrase for websearch_to_tsquery). `drc felina` → `"doenca renal cronica" felina`, …
 */
export function synonymVariants(normQuery: string, max = 8): string[] {
  const padded = ` ${normQuery} `;
  const variants: string[] = [];
  for (const group of GROUPS) {
    for (const phrase of group) {
      if (!padded.includes(` ${phrase} `)) continue;
      for (const other of group) {
        if (other === phrase) continue;
        variants.push(padded.replace(` ${phrase} `, ` "${other}" `).trim());
        if (variants.length >= max) return variants;
      }
    }
  }
  return variants;
}

/** Question words that say nothing about the content (the Portuguese stop words go too). */
const QUESTION_WORDS = new Set(
  'qual quais como quando onde porque por que quanto quanta quantos quantas devo posso pode deve fazer usar utilizar existe sao e o a os as de da do das dos para em no na nos nas um uma com sobre'.split(
    ' ',
  ),
);

export function questionTerms(question: string): string[] {
  return termsOf(question, 40)
    .filter((t) => !QUESTION_WORDS.has(t) && t.length > 1)
    .slice(0, 12);
}

/**
 * Folds Portuguese plurals the Snowball stemmer leaves apart once accents are gone (convulsões →
 * convulsão, cães → cão, renais → renal, níveis → nível, jovens → jovem). Applied to indexed text
 * and to queries alike, after removing accents; short words (mais, seis, bens) are left alone.
 */
export function foldPlurals(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\b([a-z]{2,})oes\b/g, '$1ao')
    .replace(/\b([a-z]+)aes\b/g, '$1ao')
    .replace(/\b([a-z]{3,})ais\b/g, '$1al')
    .replace(/\b([a-z]{3,})eis\b/g, '$1el')
    .replace(/\b([a-z]{3,})ns\b/g, '$1m');
}
