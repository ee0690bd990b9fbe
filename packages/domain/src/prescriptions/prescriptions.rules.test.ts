import { describe, expect, it } from 'vitest';
import {
  addItem,
  buildPosology,
  frequencyWords,
  isDoseOutOfRange,
  isPrescriberComplete,
  layoutGuides,
  moveItem,
  removeItem,
  repeatPages,
  routeWords,
  updateItem,
  whatsappLink,
} from './prescriptions.rules.js';

const it1 = { id: 'a', page: 0, drugsList: [] as { drug: string; drugId: string; category: number }[] };
const item = (id: string, page = 0, drugId?: string) => ({
  ...it1,
  id,
  page,
  drugsList: drugId ? [{ drug: drugId, drugId, category: 1 }] : [],
});

describe('who may prescribe', () => {
  const complete = {
    nationality: 0,
    cpf: '52998224725',
    crmvNumber: '12345',
    crmvState: 'SP',
    address: { city: 'São Paulo' },
    questions: { veterinaryStatus: 1 },
  };
  it('needs a Brazilian professional with CPF, CRMV number and UF and address', () => {
    expect(isPrescriberComplete(complete)).toBe(true);
    expect(isPrescriberComplete({ ...complete, questions: { veterinaryStatus: 2 } })).toBe(false);
    expect(isPrescriberComplete({ ...complete, crmvState: null })).toBe(false);
    expect(isPrescriberComplete({ ...complete, nationality: 3 })).toBe(false);
    expect(isPrescriberComplete({ ...complete, address: null })).toBe(false);
    expect(isPrescriberComplete(null)).toBe(false);
  });
});

describe('draft operations', () => {
  it('appends to a guide, opens a new one, and never more than 4', () => {
    let pages = addItem([], item('a'));
    pages = addItem(pages, item('b', 1));
    expect(pages.map((p) => p.map((i) => i.id))).toEqual([['a'], ['b']]);
    pages = addItem(pages, item('c', 9));
    expect(pages[0]?.map((i) => i.id)).toEqual(['a', 'c']);
  });
  it('edits in place and moves an item whose guide changed, renumbering guides', () => {
    const pages = [[item('a'), item('b')], [item('c', 1)]];
    expect(updateItem(pages, { ...item('b'), drugsList: [] })[0]?.map((i) => i.id)).toEqual(['a', 'b']);
    const moved = updateItem(pages, item('a', 1));
    expect(moved.map((p) => p.map((i) => `${i.id}${i.page}`))).toEqual([['b0'], ['c1', 'a1']]);
  });
  it('removes empty guides and deletes the draft with its last item', () => {
    const pages = [[item('a')], [item('b', 1)]];
    expect(removeItem(pages, 'a')).toEqual([[item('b', 0)]]);
    expect(removeItem([[item('a')]], 'a')).toBeNull();
  });
  it('reorders within a guide', () => {
    const pages = [[item('a'), item('b'), item('c')]];
    expect(moveItem(pages, 'c', 0)[0]?.map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });
  it('repeats with new ids', () => {
    let n = 0;
    expect(repeatPages([[item('a')]], () => `n${++n}`)[0]?.[0]?.id).toBe('n1');
  });
});

describe('posology the embedded calculator writes', () => {
  it('writes tablets in quarters and capsules whole, with frequency and duration in words', () => {
    expect(
      buildPosology({
        amount: 2,
        form: 'solid',
        presentation: 'Comprimido 5 mg',
        frequency: '12',
        frequencyUnit: 'h',
        durationDays: 7,
      }),
    ).toBe('2 comprimidos de 5 mg, a cada 12 horas, por 7 dias.');
    expect(
      buildPosology({
        amount: 0.49,
        form: 'solid',
        presentation: 'Comprimido 5 mg',
        frequency: '24',
        frequencyUnit: 'h',
        durationDays: 1,
      }),
    ).toBe('1/2 comprimido de 5 mg, a cada 24 horas, por 1 dia.');
    expect(
      buildPosology({
        amount: 1.3,
        form: 'solid',
        presentation: 'Cápsula 50 mg',
        frequency: '8',
        frequencyUnit: 'h',
        durationDays: 7,
      }),
    ).toBe('1 cápsula de 50 mg, a cada 8 horas, por 7 dias.');
    expect(
      buildPosology({
        amount: 0.65,
        form: 'liquid',
        presentation: 'Solução oral 100 mg/mL',
        route: 'VO',
        frequency: 'Dose única',
      }),
    ).toBe('0,65 mL da apresentação de 100 mg/mL, via oral, em dose única, até novas recomendações.');
  });
  it('writes routes and frequencies out', () => {
    expect(routeWords('IV, IM ou SC')).toBe('via intravenosa, via intramuscular ou via subcutânea');
    expect(frequencyWords('8 a 12', 'h')).toBe('a cada 8 a 12 horas');
    expect(frequencyWords('2', 'vezes ao dia')).toBe('2 vezes ao dia');
  });
  it('warns outside the library range', () => {
    expect(isDoseOutOfRange(6, '2 a 5')).toBe(true);
    expect(isDoseOutOfRange(2, '2 a 5')).toBe(false);
    expect(isDoseOutOfRange(0.5, '1')).toBe(true);
  });
});

describe('guides and sharing', () => {
  it('puts controlled items of a tab on their own special guide', () => {
    const guides = layoutGuides(
      [[item('a', 0, 'meloxicam'), item('b', 0, 'tramadol')], [item('c', 1)]],
      new Set(['tramadol']),
    );
    expect(guides.map((g) => `${g.kind}:${g.items.map((i) => i.id).join(',')}`)).toEqual([
      'ordinary:a',
      'special:b',
      'ordinary:c',
    ]);
  });
  it('keeps an item that needs a Notificação off the special guide when told per item', () => {
    const guides = layoutGuides([[item('a', 0, 'morfina'), item('b', 0, 'tramadol')]], (i) =>
      i.drugsList.some((d) => d.drugId === 'tramadol'),
    );
    expect(guides.map((g) => `${g.kind}:${g.items.map((i) => i.id).join(',')}`)).toEqual(['ordinary:a', 'special:b']);
  });
  it('links WhatsApp with 55 and the cleaned phone', () => {
    expect(whatsappLink('(11) 98765-4321', 'Olá')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1');
    expect(whatsappLink('+55 (11) 9.8765-4321', 'x')).toBe('https://wa.me/5511987654321?text=x');
    expect(whatsappLink('(55) 99123-4567', 'x')).toBe('https://wa.me/5555991234567?text=x');
  });
});
