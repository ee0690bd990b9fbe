import { describe, expect, it } from 'vitest';
import { newsDate } from './news-list';

describe('newsDate', () => {
  it('writes the day as pt-BR Intl does, month by month', () => {
    for (let m = 1; m <= 12; m++) {
      const day = `2026-${String(m).padStart(2, '0')}-05`;
      const intl = new Date(Date.UTC(2026, m - 1, 5)).toLocaleDateString('pt-BR', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(newsDate(day)).toBe(intl);
    }
    expect(newsDate('2026-12-31')).toBe('31 de dez. de 2026');
  });
});
