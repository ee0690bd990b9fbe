import { describe, expect, it } from 'vitest';
import { makeEntry } from './list-fixtures';
import { isLocked, listRows, sortByName } from './list-sections';

describe('isLocked', () => {
  it('locks premium entries and non-free-trial topic items for free users only', () => {
    expect(isLocked({ kind: 'drug', premium: true, freeTrial: false }, false)).toBe(true);
    expect(isLocked({ kind: 'drug', premium: false, freeTrial: false }, false)).toBe(false);
    expect(isLocked({ kind: 'item', premium: false, freeTrial: false }, false)).toBe(true);
    expect(isLocked({ kind: 'item', premium: true, freeTrial: true }, false)).toBe(false);
    expect(isLocked({ kind: 'item', premium: true, freeTrial: false }, true)).toBe(false);
  });
});

describe('listRows', () => {
  const a = makeEntry({ id: 'a', name: 'A', freeTrial: true });
  const b = makeEntry({ id: 'b', name: 'B', isNew: true });
  const c = makeEntry({ id: 'c', name: 'C' });

  it("puts free-trial entries under 'Descubra Agora' for free users", () => {
    const rows = listRows([a, b, c], false, true);
    expect(rows.map((r) => (r.kind === 'header' ? r.title : r.entry.id))).toEqual([
      'Descubra Agora',
      'a',
      'Todos',
      'a',
      'b',
      'c',
    ]);
  });

  it("puts new entries under 'Novidades' for PRO users", () => {
    const rows = listRows([a, b, c], true, true);
    expect(rows.map((r) => (r.kind === 'header' ? r.title : r.entry.id))).toEqual([
      'Novidades',
      'b',
      'Todos',
      'a',
      'b',
      'c',
    ]);
  });

  it('shows no block while searching or filtering', () => {
    expect(listRows([a, b, c], false, false).every((r) => r.kind === 'entry')).toBe(true);
  });
});

describe('sortByName', () => {
  it('ignores accents and case', () => {
    const names = ['Ômega 3', 'ondansetrona', 'Óleo', 'Amoxicilina', 'ácido tranexâmico'];
    expect(sortByName(names.map((name) => ({ name }))).map((x) => x.name)).toEqual([
      'ácido tranexâmico',
      'Amoxicilina',
      'Óleo',
      'Ômega 3',
      'ondansetrona',
    ]);
  });
});
