import type { Section } from '@vetor/domain/content/content-base.schemas';
import { describe, expect, it } from 'vitest';
import { compareLines, sectionLines } from './section-text';

describe('section comparison', () => {
  const a = [{ style: 0, text: 'Definição', sections: [{ style: 7, paragraphs: ['Um', 'Dois'] }] }] as Section[];
  const b = [{ style: 0, text: 'Definição nova', sections: [{ style: 7, paragraphs: ['Um', 'Dois'] }] }] as Section[];
  it('numbers nested sections and marks the changed ones', () => {
    const rows = compareLines(sectionLines(a), sectionLines(b));
    expect(rows.map((r) => [r.key, r.changed])).toEqual([
      ['1', true],
      ['1.1', false],
    ]);
    expect(rows[1]!.label).toBe('1.1 · Parágrafos');
  });
});
