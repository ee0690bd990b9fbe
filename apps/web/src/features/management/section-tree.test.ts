import { sectionSchema } from '@vetor/domain/content/content-base.schemas';
import { describe, expect, it } from 'vitest';
import { move, newSection, removeReference, stylesAt, withStyle } from './section-tree';

describe('section tree edits', () => {
  it('offers only a macro topic on the first level of an item and style 1 only on the second', () => {
    expect(stylesAt(1, 'item')).toEqual([0]);
    expect(stylesAt(2, 'item')).toContain(1);
    expect(stylesAt(3, 'item')).not.toContain(1);
    expect(stylesAt(1, 'drug')).not.toContain(0);
  });

  it('makes a new table section that the schema accepts once filled', () => {
    const table = newSection(5);
    expect(sectionSchema.safeParse(table).success).toBe(true);
    expect(sectionSchema.safeParse(newSection(8)).success).toBe(false); // an empty video URL is refused
  });

  it('keeps text and children when the style changes', () => {
    const s = withStyle({ style: 3, text: 'Febre', sections: [{ style: 7, paragraphs: ['a'] }] }, 7);
    expect(s).toEqual({ style: 7, paragraphs: ['Febre'], sections: [{ style: 7, paragraphs: ['a'] }] });
  });

  it('shifts section reference indexes when a reference is removed', () => {
    const out = removeReference(
      [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      [{ style: 0, text: 'x', references: [0, 1, 2], sections: [{ style: 7, paragraphs: ['p'], references: [1] }] }],
      1,
    );
    expect(out.references.map((r) => r.name)).toEqual(['A', 'C']);
    expect(out.sections[0]!.references).toEqual([0, 1]);
    expect(out.sections[0]!.sections![0]!.references).toBeUndefined();
  });

  it('moves an element and ignores a move past either end', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
