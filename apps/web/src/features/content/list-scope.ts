import type { GlobalSummaryItem, Recent } from '@vetor/domain/content/content-api.schemas';
import type { Favorite } from '@vetor/domain/favorites/favorites.schemas';
import {
  CATEGORY,
  categoryById,
  DRUG_CATEGORY_IDS,
  FOOD_CATEGORY_IDS,
  PHOTO_CATEGORY_IDS,
  PRODUCT_FEATURE_CATEGORY_IDS,
} from '@vetor/domain/platform/categories';
import { type ListEntry, searchTextOf } from './list-entry';

// Which entries a list URL shows (docs/product/content-and-study.md §2 routes): /items?category=…, /items?topic=…, and the
// modes /items/drugs, /items/favorites, /items/recents, /items/searches.

export type ListMode = 'drugs' | 'favorites' | 'recents' | 'searches';
export const LIST_MODES: readonly ListMode[] = ['drugs', 'favorites', 'recents', 'searches'];

export interface ListScope {
  title: string;
  /** Categories whose entries the list shows; empty means every category (global search). */
  categories: number[];
  /** A topic id restricting topic items (other topics). */
  topic?: string;
  mode?: ListMode;
  /** Drug lists: the brands toggle can add the categories' products. */
  drugList: boolean;
  photoList: boolean;
  features: boolean;
}

/** Topic names of the /items?topic= links that stand for product categories. */
const TOPIC_CATEGORIES: Record<string, { title: string; categories: number[] }> = {
  foods: { title: 'Alimentos', categories: [...FOOD_CATEGORY_IDS] },
  oral_hygiene: { title: 'Higiene Oral', categories: [3] },
  supplements: { title: 'Suplementos', categories: [6] },
};

const isDrugCategory = (c: number) => (DRUG_CATEGORY_IDS as readonly number[]).includes(c);
const isPhotoCategory = (c: number) => (PHOTO_CATEGORY_IDS as readonly number[]).includes(c);
const showsFeatures = (c: number) => (PRODUCT_FEATURE_CATEGORY_IDS as readonly number[]).includes(c);

export function scopeOf(mode: string | undefined, category: string | null, topic: string | null): ListScope | null {
  if (mode) {
    if (!(LIST_MODES as readonly string[]).includes(mode)) return null;
    const m = mode as ListMode;
    if (m === 'drugs')
      return {
        title: 'Medicamentos',
        categories: [...DRUG_CATEGORY_IDS],
        mode: m,
        drugList: true,
        photoList: false,
        features: false,
      };
    const title = m === 'favorites' ? 'Favoritos' : m === 'recents' ? 'Histórico' : 'Busca';
    return { title, categories: [], mode: m, drugList: false, photoList: false, features: false };
  }
  if (category) {
    const c = categoryById(Number(category));
    if (!c) return null;
    return {
      title: c.portugueseName,
      categories: [c.id],
      drugList: isDrugCategory(c.id),
      photoList: isPhotoCategory(c.id),
      features: showsFeatures(c.id),
    };
  }
  if (topic) {
    const known = TOPIC_CATEGORIES[topic];
    if (known)
      return {
        title: known.title,
        categories: known.categories,
        drugList: false,
        photoList: known.categories.some(isPhotoCategory),
        features: known.categories.some(showsFeatures),
      };
    return { title: 'Tópico', categories: [], topic, drugList: false, photoList: false, features: false };
  }
  return null;
}

/**
 * Whether an entry shows the 150 px photo row (docs/product/content-and-study.md §2): a photo category's list, and in the
 * favorites and recents lists, which mix categories, each entry of a photo category.
 */
export function hasPhotoRow(scope: ListScope, entry: Pick<ListEntry, 'category'>): boolean {
  if (scope.photoList) return true;
  return (scope.mode === 'favorites' || scope.mode === 'recents') && isPhotoCategory(entry.category);
}

export function entryPath(kind: ListEntry['kind'], category: number, id: string): string {
  if (kind === 'item') return `/item/${id}`;
  if (kind === 'calculator' || category === CATEGORY.CALCULATORS) return `/calculators/${id}`;
  if (kind === 'product') return `/categories/${category}/products/${id}`;
  return `/categories/${category}/drugs/${id}`;
}

export function entryOfSummary(s: GlobalSummaryItem): ListEntry {
  return {
    key: `${s.kind}:${s.id}`,
    kind: s.kind,
    id: s.id,
    name: s.name,
    description: s.description ?? '',
    category: s.category,
    ...(s.kind === 'product' ? { type: s.type } : {}),
    ...(s.topic ? { topic: s.topic } : {}),
    classes: s.classes,
    systems: s.systems,
    animals: s.animals,
    drugs: s.drugs,
    ...(s.brand ? { brand: s.brand } : {}),
    brandLines: s.brandLines,
    petAges: s.petAges,
    petSizes: s.petSizes,
    features: s.features,
    ...(s.photo ? { photo: s.photo } : {}),
    premium: s.premium,
    freeTrial: s.freeTrial,
    isNew: s.isNew,
    searchText: searchTextOf([s.name, s.description, s.brand, ...s.drugs]),
    path: entryPath(s.kind, s.category, s.id),
  };
}

/** A favorite or recent becomes a list row; the summary fills in the flags when it knows the item. */
export function entryOfSaved(
  saved: Pick<Favorite, 'id' | 'name' | 'category' | 'topic'> & { kind: ListEntry['kind'] },
  summary: ReadonlyMap<string, ListEntry>,
): ListEntry {
  const known = summary.get(`${saved.kind}:${saved.id}`);
  if (known) return known;
  const category = saved.category ?? (saved.topic ? 11 : 1);
  return {
    key: `${saved.kind}:${saved.id}`,
    kind: saved.kind,
    id: saved.id,
    name: saved.name,
    description: categoryById(category)?.portugueseName ?? '',
    category,
    ...(saved.topic ? { topic: saved.topic } : {}),
    classes: [],
    systems: [],
    animals: [],
    drugs: [],
    brandLines: [],
    petAges: [],
    petSizes: [],
    features: [],
    premium: false,
    freeTrial: false,
    isNew: false,
    searchText: searchTextOf([saved.name]),
    path: entryPath(saved.kind, category, saved.id),
  };
}

export function kindOfFavorite(f: Favorite): ListEntry['kind'] {
  if (f.topic) return 'item';
  if (f.category === CATEGORY.CALCULATORS) return 'calculator';
  return f.type === 1 ? 'product' : 'drug';
}

export function kindOfRecent(r: Recent): ListEntry['kind'] {
  return r.kind;
}

/** Entries of the scope before filters: drug lists add products only with the brands toggle on. */
export function entriesInScope(all: readonly ListEntry[], scope: ListScope, brands: boolean): ListEntry[] {
  const cats = new Set(scope.categories);
  return all.filter((e) => {
    if (e.kind === 'product' && e.type === 2) return false;
    if (scope.topic) return e.kind === 'item' && e.topic === scope.topic;
    if (cats.size && !cats.has(e.category)) return false;
    if (scope.drugList && e.kind === 'product') return brands;
    return true;
  });
}
