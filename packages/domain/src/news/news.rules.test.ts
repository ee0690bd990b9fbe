import { describe, expect, it } from 'vitest';
import { SECTION_STYLE } from '../content/content-base.schemas.js';
import { newsFileSchema, newsSections, sortNews, unreadCount } from './news.schemas.js';

describe('news rules', () => {
  it('lists the newest first, equal dates by id', () => {
    const items = [
      { id: 'b', date: '2026-01-02' },
      { id: 'c', date: '2026-03-01' },
      { id: 'a', date: '2026-01-02' },
    ];
    expect(sortNews(items).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });

  it('counts unread items', () => {
    expect(unreadCount([{ read: true }, { read: false }, { read: false }])).toBe(2);
  });

  it('turns blocks into the shared sections', () => {
    const sections = newsSections([{ title: 'O que mudou', paragraphs: ['Texto.'], bullets: ['Um', 'Dois'] }]);
    expect(sections).toEqual([
      {
        style: SECTION_STYLE.TITLE,
        text: 'O que mudou',
        sections: [
          { style: SECTION_STYLE.PARAGRAPH, paragraphs: ['Texto.'] },
          { style: SECTION_STYLE.BULLET, text: 'Um' },
          { style: SECTION_STYLE.BULLET, text: 'Dois' },
        ],
      },
    ]);
  });

  it('accepts in-app paths and https links only', () => {
    const base = {
      id: 'item',
      title: 'Uma notícia',
      summary: 'Resumo da notícia.',
      blocks: [{ title: 'Bloco', paragraphs: ['Texto.'] }],
      date: '2026-01-01',
      category: 'content',
    };
    expect(newsFileSchema.safeParse({ ...base, link: '/items/doenca-renal' }).success).toBe(true);
    expect(newsFileSchema.safeParse({ ...base, link: 'https://iris-kidney.com' }).success).toBe(true);
    expect(newsFileSchema.safeParse({ ...base, link: 'javascript:alert(1)' }).success).toBe(false);
  });
});
