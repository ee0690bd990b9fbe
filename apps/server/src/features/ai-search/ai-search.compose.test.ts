import { describe, expect, it } from 'vitest';
import type { Passage } from '../../lib/search-index/search-index.js';
import { bestLines, extractiveAnswer, NO_ANSWER, sanitizeModelAnswer, sourcesOf } from './ai-search.compose.js';

const passage = (over: Partial<Passage>): Passage => ({
  id: 'x',
  itemKey: 'drug:meloxicam',
  itemId: 'meloxicam',
  itemName: 'Meloxicam',
  itemType: 'drug',
  category: 1,
  itemPath: null,
  sectionTitle: 'Mecanismo de ação',
  body: 'Inibe a COX-2.',
  isDose: false,
  rank: 1,
  indexedAt: new Date('2026-11-23T10:00:00Z'),
  ...over,
});

const section = passage({});
const dose = passage({
  id: 'd',
  itemPath: '/categories/1/drugs/meloxicam/doses/1',
  sectionTitle: 'Dose: Gatos',
  body: 'Dose de Meloxicam para gatos (Gatos): 0,05 mg/kg, via VO, a cada 24 h.',
  isDose: true,
});

describe('extractive answer', () => {
  it('cites each passage with a link inside the app', () => {
    const answer = extractiveAnswer('dose de meloxicam', [section, dose]);
    expect(answer.sources.map((s) => s.link)).toEqual([
      '/categories/1/drugs/meloxicam',
      '/categories/1/drugs/meloxicam/doses/1',
    ]);
    expect(answer.llm_response).toContain('[\\[2\\]](/categories/1/drugs/meloxicam/doses/1)');
    expect(answer.llm_response).toContain('0,05 mg/kg');
    expect(answer.sources[0]).toMatchObject({ title: 'Meloxicam — Mecanismo de ação', date: '2026-11-23' });
  });

  it('says plainly that nothing answers', () => {
    expect(extractiveAnswer('x', [])).toEqual({ llm_response: NO_ANSWER, sources: [] });
  });

  it('quotes the lines that hold the question words', () => {
    expect(bestLines('Introdução geral.\nHipocalemia: gluconato de potássio VO.\nOutro assunto.', 'potássio')).toEqual([
      'Hipocalemia: gluconato de potássio VO.',
    ]);
  });
});

describe('model answer clean-up', () => {
  const passages = [section, dose];
  const sources = sourcesOf(passages);
  it('drops citations to sources not given and dose sentences without a dose record', () => {
    const text = 'É um AINE [1]. Dose 0,05 mg/kg [2]. Outros usam 0,3 mg/kg [1]. Veja [7].';
    const clean = sanitizeModelAnswer(text, passages, sources);
    expect(clean).toContain('É um AINE [\\[1\\]](/categories/1/drugs/meloxicam).');
    expect(clean).toContain('Dose 0,05 mg/kg [\\[2\\]]');
    expect(clean).not.toContain('0,3 mg/kg');
    expect(clean).not.toContain('7');
  });

  it('is empty when nothing cited is left', () => {
    expect(sanitizeModelAnswer('Seguro [9].', passages, sources)).toBe('');
  });
});
