import type { ManagementAd } from '@vetor/domain/ads/ads.schemas';
import type { ManagementNews } from '@vetor/domain/news/news.schemas';
import { describe, expect, it } from 'vitest';
import {
  adFromForm,
  adToForm,
  brDateToIso,
  emptyAd,
  emptyNews,
  newsFromForm,
  newsToForm,
  periodLabel,
  scheduleToApi,
  slugOf,
} from './news-ads-forms';

describe('dates typed as dd/mm/aaaa', () => {
  it('reads real days only', () => {
    expect(brDateToIso('05/12/2026')).toBe('2026-12-05');
    expect(brDateToIso('31/02/2026')).toBeNull();
    expect(brDateToIso('2026-12-05')).toBeNull();
    expect(brDateToIso('5/12/2026')).toBeNull();
  });

  it('puts an ad on air from the first day to the end of the last, in Brasília', () => {
    expect(scheduleToApi('01/12/2026', '31/12/2026')).toEqual({
      startsAt: '2026-12-01T00:00:00-03:00',
      endsAt: '2027-01-01T00:00:00-03:00',
    });
    expect(scheduleToApi('', '')).toEqual({ startsAt: null, endsAt: null });
    const back = { startsAt: '2026-12-01T03:00:00.000Z', endsAt: '2027-01-01T03:00:00.000Z' };
    expect(periodLabel(back)).toBe('01/12/2026 a 31/12/2026');
    expect(periodLabel({ startsAt: null, endsAt: null })).toBe('Sem período');
  });
});

describe('news form', () => {
  const filled = {
    ...emptyNews(new Date('2026-11-26T12:00:00Z')),
    id: 'nova-diretriz',
    title: 'Nova diretriz de vacinação',
    summary: 'A monografia de vacinas segue a diretriz WSAVA 2024.',
    blocks: [{ title: 'O que mudou', paragraphs: 'Primeiro parágrafo.\n\nSegundo parágrafo.', bullets: 'Um\nDois\n' }],
  };

  it("starts on today's date and slugs titles into identifiers", () => {
    expect(emptyNews(new Date('2026-11-26T12:00:00Z')).date).toBe('26/11/2026');
    expect(slugOf('Diretriz AAHA/AAFP 2024: vacinação de cães!')).toBe('diretriz-aaha-aafp-2024-vacinacao-de-caes');
  });

  it('builds the API body with paragraphs split on blank lines and topics on lines', () => {
    const { body } = newsFromForm(filled);
    expect(body).toMatchObject({
      id: 'nova-diretriz',
      date: '2026-11-26',
      link: null,
      photo: null,
      published: false,
      blocks: [
        { title: 'O que mudou', paragraphs: ['Primeiro parágrafo.', 'Segundo parágrafo.'], bullets: ['Um', 'Dois'] },
      ],
    });
  });

  it('names each field to fix in pt-BR', () => {
    const { errors } = newsFromForm({
      ...filled,
      id: 'X',
      title: 'Oi',
      date: '31/02/2026',
      link: 'javascript:alert(1)',
      blocks: [{ title: 'T', paragraphs: '', bullets: '' }],
    });
    expect(errors).toMatchObject({
      id: expect.stringMatching(/^Identificador/),
      title: 'Informe um título de 5 a 140 caracteres.',
      date: 'Informe a data no formato dd/mm/aaaa.',
      link: expect.stringMatching(/https:\/\//),
      'blocks.0': expect.stringMatching(/Cada bloco/),
    });
  });

  it('keeps the references of an item it edits', () => {
    const item: ManagementNews = {
      id: 'x-1',
      title: 'Título da notícia',
      summary: 'Resumo da notícia em si.',
      blocks: [{ title: 'Bloco', bullets: ['Um'] }],
      photo: '/news/x.svg',
      date: '2026-01-02',
      category: 'guideline',
      link: 'https://wsava.org',
      references: [{ name: 'WSAVA 2024 vaccination guidelines', year: 2024 }],
      published: true,
      seeded: true,
    };
    const form = newsToForm(item);
    expect(form.date).toBe('02/01/2026');
    expect(newsFromForm(form).body).toMatchObject({ references: item.references, photo: '/news/x.svg' });
  });
});

describe('ad form', () => {
  it('builds the body with its schedule and sizes, empty texts as null', () => {
    const { body } = adFromForm({
      ...emptyAd(),
      title: 'Calculadoras',
      url: '/calculators',
      location: 'items',
      start: '01/12/2026',
      end: '01/12/2026',
      height: 120,
    });
    expect(body).toMatchObject({
      title: 'Calculadoras',
      url: '/calculators',
      external_url: null,
      confirm_button: null,
      breakpoint: null,
      metadata: { height: 120 },
      startsAt: '2026-12-01T00:00:00-03:00',
      endsAt: '2026-12-02T00:00:00-03:00',
    });
  });

  it('names each field to fix in pt-BR', () => {
    const { errors } = adFromForm({
      ...emptyAd(),
      title: 'x',
      url: 'calculators',
      external_url: 'http://exemplo.com',
      start: '10/12/2026',
      end: '01/12/2026',
      columns: 20,
    });
    expect(errors).toEqual({
      title: 'Informe um título de 2 a 120 caracteres.',
      url: expect.stringMatching(/começando com \//),
      external_url: 'O link externo deve começar com https://.',
      end: expect.stringMatching(/posterior ao início/),
      sizes: expect.stringMatching(/colunas de 1 a 12/),
    });
  });

  it('round-trips an ad from the API', () => {
    const ad: ManagementAd = {
      id: '00000000-0000-4000-8000-000000000001',
      ads_type: 'list',
      title: 'Lista',
      text: 'Texto',
      metadata: { image_width: 90 },
      photo: '/api/management/photos/00000000-0000-4000-8000-000000000002.png',
      web_photo: null,
      url: null,
      external_url: 'https://vetor.app',
      confirm_button: 'Abrir',
      close_button: null,
      location: 'searches',
      breakpoint: 'lg',
      index: 3,
      startsAt: '2026-12-01T03:00:00.000Z',
      endsAt: null,
      enabled: false,
      confirms: 2,
      closes: 1,
    };
    const { body } = adFromForm(adToForm(ad));
    expect(body).toMatchObject({
      ads_type: 'list',
      metadata: { image_width: 90 },
      photo: ad.photo,
      external_url: 'https://vetor.app',
      location: 'searches',
      breakpoint: 'lg',
      index: 3,
      startsAt: '2026-12-01T00:00:00-03:00',
      endsAt: null,
      enabled: false,
    });
  });
});
