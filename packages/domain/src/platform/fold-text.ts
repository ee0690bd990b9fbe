/**
 * Lower case without accents ("Hematócrito" → "hematocrito"): the one form in which the app compares
 * and searches names, so "vomito", "Vômito" and "VÔMITO" are the same (docs/product/content-and-study.md §2 list search).
 *
 * NFD splits a letter from its accents and U+0300–U+036F are the combining accents, which covers
 * every Portuguese letter (á ã â ç é ê í ó õ ô ú ü). A plain character range rather than
 * `\p{Diacritic}`: a Unicode-property regex is compiled on its first use, ≈ 3 ms on a desktop and
 * four times that on a phone, inside the render of a drug's first screen.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
