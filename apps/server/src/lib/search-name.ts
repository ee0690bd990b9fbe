// The form names are stored and searched in: lower case, without accents ('Ácido' → 'acido'), so
// the trigram index answers accent- and case-insensitive searches (docs/product/content-and-study.md §2 List screen).
export function searchName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
