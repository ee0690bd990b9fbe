import type { PET_AGES, PET_SIZES } from '@vetor/domain/platform/enums';
import { foldText } from '@vetor/domain/platform/fold-text';

// One row of a content list, whatever it came from (drug summary, product summary, topic item,
// favorite or recent). Lists, filters and sections work on this shape only, so the filtering is a
// pure function over plain objects and can be measured and tested without React.

export type EntryKind = 'drug' | 'product' | 'item' | 'calculator';

export type PetAge = (typeof PET_AGES)[number];
export type PetSize = (typeof PET_SIZES)[number];

export interface ListEntry {
  /** Unique in a list: kind and id, since a drug and its product may share a slug. */
  key: string;
  kind: EntryKind;
  id: string;
  name: string;
  description: string;
  category: number;
  /** Product type (1 veterinary, 2 hidden, 3 human); undefined for drugs and items. */
  type?: number;
  /** Topic id of a topic item. */
  topic?: string;
  classes: string[];
  systems: number[];
  /** 1 dog, 2 cat. */
  animals: number[];
  /** Active principles of a product (names as printed). */
  drugs: string[];
  brand?: string;
  brandLines: string[];
  petAges: string[];
  petSizes: string[];
  features: string[];
  photo?: string;
  premium: boolean;
  freeTrial: boolean;
  isNew: boolean;
  /** Lower-case, accent-free text the search box matches (name, description, synonyms, brand). */
  searchText: string;
  /** Route this entry opens. */
  path: string;
}

export function searchTextOf(parts: (string | undefined)[]): string {
  return foldText(parts.filter(Boolean).join(' \u0001 '));
}
