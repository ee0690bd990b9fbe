import { type ListEntry, searchTextOf } from './list-entry';

// Test and benchmark data: list entries with sensible defaults.
export function makeEntry(over: Partial<ListEntry> & { id: string; name: string }): ListEntry {
  const kind = over.kind ?? 'drug';
  const e: ListEntry = {
    key: `${kind}:${over.id}`,
    kind,
    description: '',
    category: 1,
    classes: [],
    systems: [],
    animals: [1, 2],
    drugs: [],
    brandLines: [],
    petAges: [],
    petSizes: [],
    features: [],
    premium: false,
    freeTrial: false,
    isNew: false,
    path: `/categories/1/drugs/${over.id}`,
    searchText: '',
    ...over,
  };
  e.searchText = over.searchText ?? searchTextOf([e.name, e.description, e.brand]);
  return e;
}

const SYLLABLES = ['ce', 'ta', 'mi', 'na', 'pro', 'fe', 'no', 'xi', 'ci', 'li', 'vé', 'tâ', 'ô', 'zol', 'cam'];
const CLASSES = ['Penicilinas', 'Cefalosporinas', 'Opioides', 'AINEs', 'Benzodiazepínicos', 'Antieméticos'];
const BRANDS = ['Vetnil', 'Ourofino', 'Royal Canin', 'Premier', 'Hill’s', 'Agener'];

/** n pseudo-random entries (fixed seed), half drugs and half products, for the benchmark. */
export function syntheticEntries(n: number): ListEntry[] {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const out: ListEntry[] = [];
  for (let i = 0; i < n; i++) {
    const name = `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)} ${i}`;
    const product = i % 2 === 1;
    const brand = pick(BRANDS);
    out.push(
      makeEntry({
        id: `e${i}`,
        name: name[0]?.toUpperCase() + name.slice(1),
        kind: product ? 'product' : 'drug',
        type: product ? (i % 10 === 1 ? 2 : 1) : undefined,
        category: product ? pick([6, 8, 9]) : pick([1, 2, 4, 5]),
        description: `Descrição do item ${i} com indicação clínica`,
        classes: [pick(CLASSES), pick(CLASSES)],
        systems: product ? [] : [Math.ceil(rand() * 22)],
        animals: rand() < 0.5 ? [1, 2] : [pick([1, 2])],
        drugs: product ? [pick(SYLLABLES) + pick(SYLLABLES)] : [],
        brand: product ? brand : undefined,
        brandLines: product ? [`${brand} Linha ${Math.ceil(rand() * 3)}`] : [],
        petAges: product ? ['Adulto', pick(['Filhote', 'Sênior'])] : [],
        petSizes: product ? [pick(['Mini', 'Pequeno', 'Médio', 'Grande', 'Gigante'])] : [],
        premium: rand() < 0.3,
        freeTrial: rand() < 0.1,
        isNew: rand() < 0.1,
      }),
    );
  }
  return out;
}
