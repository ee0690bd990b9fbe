import { describe, expect, it } from 'vitest';
import { foldText } from '../platform/fold-text.js';
import { canShareHandouts, filterHandouts, handoutSections, isDiseaseHandout } from './handouts.schemas.js';

describe('handouts rules', () => {
  const list = [
    { name: 'Diabetes no cão', content_type: 4 },
    { name: 'Meloxicam: como dar', content_type: 1 },
    { name: 'Ciclosporina colírio', content_type: 3 },
  ];
  it('search ignores accents and case; the chip filters by content type', () => {
    expect(foldText('Colírio ÇÃO')).toBe('colirio cao');
    expect(filterHandouts(list, 'CAO', null).map((h) => h.name)).toEqual(['Diabetes no cão']);
    expect(filterHandouts(list, 'colirio', 3)).toHaveLength(1);
    expect(filterHandouts(list, '', 1).map((h) => h.name)).toEqual(['Meloxicam: como dar']);
  });
  it('content type 4 is a disease, any other a drug', () => {
    expect(isDiseaseHandout(4)).toBe(true);
    expect(isDiseaseHandout(1)).toBe(false);
  });
  it('only a professional with CRMV number and UF shares', () => {
    expect(canShareHandouts({ questions: { veterinaryStatus: 1 }, crmvNumber: '1', crmvState: 'SP' })).toBe(true);
    expect(canShareHandouts({ questions: { veterinaryStatus: 1 }, crmvNumber: '1', crmvState: null })).toBe(false);
    expect(canShareHandouts({ questions: { veterinaryStatus: 2 }, crmvNumber: '1', crmvState: 'SP' })).toBe(false);
    expect(canShareHandouts(null)).toBe(false);
  });
  it('blocks become the shared sections: summary, titles, paragraphs and bullets', () => {
    const s = handoutSections({
      summary: 'Resumo.',
      blocks: [{ title: 'Como dar', paragraphs: ['A.'], bullets: ['B.'] }],
    });
    expect(s).toEqual([
      { style: 7, paragraphs: ['Resumo.'] },
      {
        style: 1,
        text: 'Como dar',
        sections: [
          { style: 7, paragraphs: ['A.'] },
          { style: 3, text: 'B.' },
        ],
      },
    ]);
  });
});
