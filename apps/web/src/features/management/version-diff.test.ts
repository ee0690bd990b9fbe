import type { Section } from '@vetor/domain/content/content-base.schemas';
import { describe, expect, it } from 'vitest';
import { alignVersions, sectionLines, wordParts } from './version-diff';

const lines = (sections: Section[]) => sectionLines('sections', 'Seção', sections);

describe('version comparison', () => {
  it('numbers nested sections and marks only the changed one', () => {
    const a = [{ style: 0, text: 'Definição', sections: [{ style: 7, paragraphs: ['Um', 'Dois'] }] }] as Section[];
    const b = [{ style: 0, text: 'Definição nova', sections: [{ style: 7, paragraphs: ['Um', 'Dois'] }] }] as Section[];
    const rows = alignVersions(lines(a), lines(b));
    expect(rows.map((r) => [r.label, r.status])).toEqual([
      ['Seção 1 · Macrotítulo', 'changed'],
      ['Seção 1.1 · Parágrafos', 'same'],
    ]);
  });

  it('an inserted section is one added row: the sections after it still match', () => {
    const a = [
      { style: 0, text: 'Etiologia' },
      { style: 0, text: 'Tratamento' },
    ] as Section[];
    const b = [
      { style: 0, text: 'Etiologia' },
      { style: 0, text: 'Diagnóstico' },
      { style: 0, text: 'Tratamento' },
    ] as Section[];
    expect(alignVersions(lines(a), lines(b)).map((r) => [r.label, r.status, r.left, r.right])).toEqual([
      ['Seção 1 · Macrotítulo', 'same', 'Etiologia', 'Etiologia'],
      ['Seção 2 · Macrotítulo', 'added', null, 'Diagnóstico'],
      ['Seção 3 · Macrotítulo', 'same', 'Tratamento', 'Tratamento'],
    ]);
  });

  it('a removed section stays visible on the left only', () => {
    const a = [
      { style: 0, text: 'Etiologia' },
      { style: 3, text: 'Sinal antigo' },
    ] as Section[];
    const b = [{ style: 0, text: 'Etiologia' }] as Section[];
    expect(alignVersions(lines(a), lines(b)).map((r) => [r.status, r.left, r.right])).toEqual([
      ['same', 'Etiologia', 'Etiologia'],
      ['removed', 'Sinal antigo', null],
    ]);
  });

  it('splits a changed text into kept, removed and added words; decimal numbers stay whole', () => {
    expect(wordParts('0,03 a 0,1', '0,02 a 0,04')).toEqual([
      { text: '0,03', kind: 'removed' },
      { text: '0,02', kind: 'added' },
      { text: ' a ', kind: 'same' },
      { text: '0,1', kind: 'removed' },
      { text: '0,04', kind: 'added' },
    ]);
    expect(wordParts('dose de 0,5 mg/kg por via oral', 'dose de 1 mg/kg por via intravenosa')).toEqual([
      { text: 'dose de ', kind: 'same' },
      { text: '0,5', kind: 'removed' },
      { text: '1', kind: 'added' },
      { text: ' mg/kg por via ', kind: 'same' },
      { text: 'oral', kind: 'removed' },
      { text: 'intravenosa', kind: 'added' },
    ]);
    expect(wordParts('Tranquilização prolongada', 'Tranquilização prolongada').every((p) => p.kind === 'same')).toBe(
      true,
    );
  });
});
