import { DRUG_SYSTEMS } from '@vetor/domain/content/drug-classes';
import { compareNamesPtBR } from '@vetor/domain/content/sorting';
import { categoryById } from '@vetor/domain/platform/categories';
import { FILTER_ANIMAL } from '@vetor/domain/platform/enums';
import { foldText } from '@vetor/domain/platform/fold-text';
import type { ListEntry } from './list-entry';

// The list filters of docs/product/content-and-study.md §3 Filters and §4 Filters and lists, as pure functions: the list
// screen keeps a ListFilters value in state and renders applyFilters(entries, filters, search).

export type FilterAnimal = (typeof FILTER_ANIMAL)[keyof typeof FILTER_ANIMAL];

export interface ListFilters {
  /** Básicos: 0 dogs, 1 cats, 2 both. */
  animal: FilterAnimal | null;
  petAges: string[];
  petSizes: string[];
  /** Categorias (the drug chips 1, 2, 4, 5 write here too). */
  categories: number[];
  /** Princípios Ativos. */
  drugs: string[];
  /** Sistemas (drug systems of docs/product/calculators-patients-prescriptions-management.md §9). */
  systems: number[];
  classes: string[];
  /** Marcas: one brand and, within it, one brand line. */
  brand: string | null;
  brandLine: string | null;
}

export const EMPTY_FILTERS: ListFilters = {
  animal: null,
  petAges: [],
  petSizes: [],
  categories: [],
  drugs: [],
  systems: [],
  classes: [],
  brand: null,
  brandLine: null,
};

/** The badge number: how many filter values are chosen. */
export function filterCount(f: ListFilters): number {
  return (
    (f.animal === null ? 0 : 1) +
    f.petAges.length +
    f.petSizes.length +
    f.categories.length +
    f.drugs.length +
    f.systems.length +
    f.classes.length +
    (f.brand === null ? 0 : 1) +
    (f.brandLine === null ? 0 : 1)
  );
}

/** Changing the brand resets the brand line (docs/product/content-and-study.md §4). */
export function withBrand(f: ListFilters, brand: string | null): ListFilters {
  return { ...f, brand, brandLine: null };
}

export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

function matchesAnimal(animals: readonly number[], animal: FilterAnimal): boolean {
  const dog = animals.includes(1);
  const cat = animals.includes(2);
  if (animal === FILTER_ANIMAL.DOGS) return dog;
  if (animal === FILTER_ANIMAL.CATS) return cat;
  return dog && cat;
}

function someIn<T>(values: readonly T[], wanted: ReadonlySet<T>): boolean {
  for (const v of values) if (wanted.has(v)) return true;
  return false;
}

/**
 * Entries that pass every chosen filter and contain every word of the search (accent- and
 * case-insensitive). Within one filter the values are alternatives (OR); across filters they all
 * apply (AND). Type-2 products never show in lists.
 */
export function applyFilters(entries: readonly ListEntry[], f: ListFilters, search = ''): ListEntry[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const categories = new Set(f.categories);
  const systems = new Set(f.systems);
  const classes = new Set(f.classes);
  const drugs = new Set(f.drugs);
  const ages = new Set(f.petAges);
  const sizes = new Set(f.petSizes);
  const out: ListEntry[] = [];
  for (const e of entries) {
    if (e.kind === 'product' && e.type === 2) continue;
    if (f.animal !== null && !matchesAnimal(e.animals, f.animal)) continue;
    if (categories.size && !categories.has(e.category)) continue;
    if (systems.size && !someIn(e.systems, systems)) continue;
    if (classes.size && !someIn(e.classes, classes)) continue;
    if (drugs.size && !someIn(e.drugs, drugs)) continue;
    if (ages.size && !someIn(e.petAges, ages)) continue;
    if (sizes.size && !someIn(e.petSizes, sizes)) continue;
    if (f.brand !== null && e.brand !== f.brand) continue;
    if (f.brandLine !== null && !e.brandLines.includes(f.brandLine)) continue;
    if (words.length && !words.every((w) => e.searchText.includes(w))) continue;
    out.push(e);
  }
  return out;
}

export interface FilterOptions {
  categories: number[];
  drugs: string[];
  systems: number[];
  classes: string[];
  brands: string[];
  /** Lines of the chosen brand only. */
  brandLines: string[];
  petAges: string[];
  petSizes: string[];
}

const byName = compareNamesPtBR;

/** What each filter tab can offer for these entries; a tab with nothing to offer is hidden. */
export function filterOptions(entries: readonly ListEntry[], brand: string | null): FilterOptions {
  const categories = new Set<number>();
  const drugs = new Set<string>();
  const systems = new Set<number>();
  const classes = new Set<string>();
  const brands = new Set<string>();
  const lines = new Set<string>();
  const ages = new Set<string>();
  const sizes = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'product' && e.type === 2) continue;
    categories.add(e.category);
    for (const d of e.drugs) drugs.add(d);
    for (const s of e.systems) systems.add(s);
    for (const c of e.classes) classes.add(c);
    if (e.brand) brands.add(e.brand);
    if (brand !== null && e.brand === brand) for (const l of e.brandLines) lines.add(l);
    for (const a of e.petAges) ages.add(a);
    for (const s of e.petSizes) sizes.add(s);
  }
  return {
    categories: [...categories].sort((a, b) => a - b),
    drugs: [...drugs].sort(byName),
    systems: [...systems].sort((a, b) => a - b),
    classes: [...classes].sort(byName),
    brands: [...brands].sort(byName),
    brandLines: [...lines].sort(byName),
    petAges: [...ages],
    petSizes: [...sizes],
  };
}

export interface FilterChip {
  key: string;
  label: string;
  /** Filters without this value. */
  remove: (f: ListFilters) => ListFilters;
}

export const FILTER_ANIMAL_LABELS: Record<FilterAnimal, string> = { 0: 'Cães', 1: 'Gatos', 2: 'Cães e gatos' };

export function systemName(id: number): string {
  return DRUG_SYSTEMS.find((s) => s.id === id)?.name ?? `Sistema ${id}`;
}

export function categoryName(id: number): string {
  return categoryById(id)?.portugueseName ?? `Categoria ${id}`;
}

/** One removable chip per chosen value, in the order of the dialog's tabs. */
export function filterChips(f: ListFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (f.animal !== null)
    chips.push({ key: 'animal', label: FILTER_ANIMAL_LABELS[f.animal], remove: (x) => ({ ...x, animal: null }) });
  for (const a of f.petAges)
    chips.push({ key: `age:${a}`, label: a, remove: (x) => ({ ...x, petAges: x.petAges.filter((v) => v !== a) }) });
  for (const s of f.petSizes)
    chips.push({ key: `size:${s}`, label: s, remove: (x) => ({ ...x, petSizes: x.petSizes.filter((v) => v !== s) }) });
  for (const c of f.categories)
    chips.push({
      key: `cat:${c}`,
      label: categoryName(c),
      remove: (x) => ({ ...x, categories: x.categories.filter((v) => v !== c) }),
    });
  for (const d of f.drugs)
    chips.push({ key: `drug:${d}`, label: d, remove: (x) => ({ ...x, drugs: x.drugs.filter((v) => v !== d) }) });
  for (const s of f.systems)
    chips.push({
      key: `sys:${s}`,
      label: systemName(s),
      remove: (x) => ({ ...x, systems: x.systems.filter((v) => v !== s) }),
    });
  for (const c of f.classes)
    chips.push({ key: `class:${c}`, label: c, remove: (x) => ({ ...x, classes: x.classes.filter((v) => v !== c) }) });
  if (f.brand !== null) chips.push({ key: 'brand', label: f.brand, remove: (x) => withBrand(x, null) });
  if (f.brandLine !== null) chips.push({ key: 'line', label: f.brandLine, remove: (x) => ({ ...x, brandLine: null }) });
  return chips;
}
