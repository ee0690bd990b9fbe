import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  EMPTY_FILTERS,
  filterChips,
  filterCount,
  filterOptions,
  type ListFilters,
  withBrand,
} from './list-filters';
import { makeEntry } from './list-fixtures';

const cetamina = makeEntry({
  id: 'cetamina',
  name: 'Cetamina',
  systems: [12],
  classes: ['Anestésicos'],
  animals: [1, 2],
});
const enro = makeEntry({
  id: 'enrofloxacino',
  name: 'Enrofloxacino',
  systems: [5],
  classes: ['Fluoroquinolonas'],
  animals: [1, 2],
});
const fenobarbital = makeEntry({ id: 'fenobarbital', name: 'Fenobarbital', systems: [13], animals: [1] });
const vacina = makeEntry({ id: 'v10', name: 'Vacina V10', category: 2, animals: [1] });
const racao = makeEntry({
  id: 'renal',
  kind: 'product',
  type: 1,
  name: 'Renal Feline',
  category: 8,
  animals: [2],
  brand: 'Royal Canin',
  brandLines: ['Veterinary Diet'],
  petAges: ['Adulto', 'Sênior'],
  petSizes: ['Pequeno'],
  drugs: [],
});
const oculto = makeEntry({ id: 'oculto', kind: 'product', type: 2, name: 'Oculto', category: 1 });
const all = [cetamina, enro, fenobarbital, vacina, racao, oculto];
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
const f = (over: Partial<ListFilters>): ListFilters => ({ ...EMPTY_FILTERS, ...over });

describe('applyFilters', () => {
  it('skips type-2 products and keeps the rest with no filters', () => {
    expect(ids(applyFilters(all, EMPTY_FILTERS))).toEqual([
      'cetamina',
      'enrofloxacino',
      'fenobarbital',
      'v10',
      'renal',
    ]);
  });

  it('searches ignoring accents and case, every word must match', () => {
    const ketamine = makeEntry({ id: 'k', name: 'Cetâmina Injetável' });
    expect(ids(applyFilters([ketamine, enro], EMPTY_FILTERS, 'CETAMINA'))).toEqual(['k']);
    expect(ids(applyFilters([ketamine, enro], EMPTY_FILTERS, 'injetavel cet'))).toEqual(['k']);
    expect(applyFilters([ketamine, enro], EMPTY_FILTERS, 'cetamina oral')).toEqual([]);
  });

  it('filters by species: 0 dogs, 1 cats, 2 both', () => {
    expect(ids(applyFilters(all, f({ animal: 0 })))).toEqual(['cetamina', 'enrofloxacino', 'fenobarbital', 'v10']);
    expect(ids(applyFilters(all, f({ animal: 1 })))).toEqual(['cetamina', 'enrofloxacino', 'renal']);
    expect(ids(applyFilters(all, f({ animal: 2 })))).toEqual(['cetamina', 'enrofloxacino']);
  });

  it('ORs values inside a filter and ANDs across filters', () => {
    expect(ids(applyFilters(all, f({ systems: [5, 13] })))).toEqual(['enrofloxacino', 'fenobarbital']);
    expect(ids(applyFilters(all, f({ systems: [5, 13], animal: 1 })))).toEqual(['enrofloxacino']);
    expect(ids(applyFilters(all, f({ categories: [2] })))).toEqual(['v10']);
    expect(ids(applyFilters(all, f({ classes: ['Anestésicos'] })))).toEqual(['cetamina']);
  });

  it('filters products by age, size, brand and line', () => {
    expect(ids(applyFilters(all, f({ petAges: ['Sênior'] })))).toEqual(['renal']);
    expect(ids(applyFilters(all, f({ petSizes: ['Gigante'] })))).toEqual([]);
    expect(ids(applyFilters(all, f({ brand: 'Royal Canin', brandLine: 'Veterinary Diet' })))).toEqual(['renal']);
    expect(ids(applyFilters(all, f({ brand: 'Royal Canin', brandLine: 'Outra' })))).toEqual([]);
  });
});

describe('filter state', () => {
  it('counts chosen values for the badge', () => {
    expect(filterCount(EMPTY_FILTERS)).toBe(0);
    expect(filterCount(f({ animal: 0, systems: [1, 2], brand: 'X', brandLine: 'Y' }))).toBe(5);
  });

  it('changing the brand resets the brand line', () => {
    const next = withBrand(f({ brand: 'A', brandLine: 'A1' }), 'B');
    expect(next.brand).toBe('B');
    expect(next.brandLine).toBeNull();
  });

  it('offers only options present in the entries, lines only for the chosen brand', () => {
    const o = filterOptions(all, 'Royal Canin');
    expect(o.systems).toEqual([5, 12, 13]);
    expect(o.brands).toEqual(['Royal Canin']);
    expect(o.brandLines).toEqual(['Veterinary Diet']);
    expect(filterOptions(all, null).brandLines).toEqual([]);
    expect(o.categories).toEqual([1, 2, 8]);
  });

  it('makes one removable chip per value with pt-BR labels', () => {
    const filters = f({ animal: 1, systems: [5], brand: 'Royal Canin', brandLine: 'Veterinary Diet' });
    const chips = filterChips(filters);
    expect(chips.map((c) => c.label)).toEqual([
      'Gatos',
      'Antimicrobianos/Antiparasitários',
      'Royal Canin',
      'Veterinary Diet',
    ]);
    const withoutBrand = chips[2]?.remove(filters);
    expect(withoutBrand?.brand).toBeNull();
    expect(withoutBrand?.brandLine).toBeNull();
  });
});
