import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNamesPtBR, photoShuffle, shuffleDate, sortByName } from './sorting.js';

describe('compareNamesPtBR', () => {
  it('ignores accents and case', () => {
    expect(['Água', 'Abacaxi', 'Ácido'].sort(compareNamesPtBR)).toEqual(['Abacaxi', 'Ácido', 'Água']);
    expect(compareNamesPtBR('cefalexina', 'Cefalexina')).toBe(0);
    expect(compareNamesPtBR('Éter', 'eter')).toBe(0);
  });
  it('orders numbers by value', () => {
    expect(['Vitamina B12', 'Vitamina B6'].sort(compareNamesPtBR)).toEqual(['Vitamina B6', 'Vitamina B12']);
  });
  it('sortByName breaks ties by id and leaves the input alone', () => {
    const input = [
      { id: 'b', name: 'Ácido' },
      { id: 'a', name: 'acido' },
    ];
    expect(sortByName(input).map((x) => x.id)).toEqual(['a', 'b']);
    expect(input[0]!.id).toBe('b');
  });
});

describe('photoShuffle', () => {
  const items = Array.from({ length: 30 }, (_, i) => ({ id: `item-${i}` }));
  it('is the same order for the same date, whatever the input order', () => {
    const a = photoShuffle(items, '2025-03-10');
    const b = photoShuffle([...items].reverse(), '2025-03-10');
    expect(a).toEqual(b);
  });
  it('changes with the date', () => {
    expect(photoShuffle(items, '2025-03-10')).not.toEqual(photoShuffle(items, '2025-03-11'));
  });
  it('is a permutation', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 40 }), fc.string(), (ids, date) => {
        const out = photoShuffle(
          ids.map((id) => ({ id })),
          date,
        );
        expect(out.map((x) => x.id).sort()).toEqual([...ids].sort());
      }),
    );
  });
  it('shuffleDate gives YYYY-MM-DD', () => {
    expect(shuffleDate(new Date(2025, 0, 5, 23, 0))).toBe('2025-01-05');
  });
});
