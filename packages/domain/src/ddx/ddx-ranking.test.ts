import { describe, expect, it } from 'vitest';
import { DDX_SIGNS_MAX, ddxQueryBody } from './ddx.schemas.js';
import {
  candidatesFor,
  type RankableDiagnosis,
  rankDiagnoses,
  SIGNALMENT_WEIGHT,
  signalmentScore,
  signsForSex,
  signWeights,
} from './ddx-ranking.js';

// The worked example of docs/decisions/ddx-ranking.md.
const PU = 1;
const PD = 2;
const PF = 3;
const WL = 4;
const HG = 5;
const T4 = 6;
const TAQ = 7;
const AZ = 8;
const example: RankableDiagnosis[] = [
  {
    id: 'dm',
    diagnosis: 'Diabetes mellitus',
    description: '',
    species: [2],
    signs: [PU, PD, PF, WL, HG],
    hallmarks: [PU, PD, HG],
  },
  {
    id: 'hipertireoidismo',
    diagnosis: 'Hipertireoidismo',
    description: '',
    species: [2],
    signs: [WL, PF, T4, PU, PD, TAQ],
    hallmarks: [WL, PF, T4],
  },
  {
    id: 'drc',
    diagnosis: 'Doença renal crônica',
    description: '',
    species: [2],
    signs: [PU, PD, WL, AZ],
    hallmarks: [PU, PD, AZ],
    against: [PF],
  },
];

describe('rankDiagnoses: the worked example', () => {
  it('weights each sign by its specificity: ln(1 + N / conditions listing it)', () => {
    const w = signWeights(example);
    expect(w.get(PU)).toBeCloseTo(Math.log(2), 6); // in all 3
    expect(w.get(PF)).toBeCloseTo(Math.log(2.5), 6); // in 2 of 3
    expect(w.get(HG)).toBeCloseTo(Math.log(4), 6); // in 1 of 3
  });

  it('old cat with polyuria, polydipsia, polyphagia and weight loss: hyperthyroidism, then diabetes, then CKD', () => {
    const ranked = rankDiagnoses(example, { species: 2, signs: [PU, PD, PF, WL] });
    expect(ranked.map((r) => [r.id, r.score, `${r.matched}/${r.total}`])).toEqual([
      ['hipertireoidismo', 3.91, '4/4'], // 2·0,916 + 2·0,693 + 0,693 + 0,693 − 0,5·1,386 (T4 ausente)
      ['dm', 3.69, '4/4'], // 2·0,693 + 2·0,693 + 0,916 + 0,693 − 0,5·1,386 (hiperglicemia ausente)
      ['drc', 1.86, '3/4'], // 2·0,693 + 2·0,693 + 0,693 − 0,5·1,386 (azotemia) − 0,916 (polifagia contra)
    ]);
    const drc = ranked.find((r) => r.id === 'drc')!;
    expect(drc.againstSigns).toEqual([PF]);
    expect(drc.missingHallmarks).toEqual([AZ]);
  });

  it('adding hyperglycaemia moves diabetes to the top with every hallmark present', () => {
    const ranked = rankDiagnoses(example, { species: 2, signs: [PU, PD, PF, WL, HG] });
    expect(ranked[0]).toMatchObject({ id: 'dm', score: 7.15, matched: 5, total: 5, missingHallmarks: [] });
  });

  it('a condition must explain at least two of the chosen signs', () => {
    expect(rankDiagnoses(example, { species: 2, signs: [AZ, TAQ] })).toEqual([]);
  });
});

describe('species and sex', () => {
  const all: RankableDiagnosis[] = [
    {
      id: 'piometra',
      diagnosis: 'Piometra',
      description: '',
      species: [1, 2],
      sex: 'female',
      signs: [PU, PD, 9],
      hallmarks: [9],
    },
    { id: 'hpb', diagnosis: 'HPB', description: '', species: [1], sex: 'male', signs: [PU, PD, 10], hallmarks: [10] },
    { id: 'gato', diagnosis: 'Só gatos', description: '', species: [2], signs: [PU, PD, 11], hallmarks: [11] },
  ];
  it('keeps only the species asked for', () => {
    expect(candidatesFor(all, { species: 2 }).map((d) => d.id)).toEqual(['piometra', 'gato']);
  });
  it('drops conditions of the other sex; no sex keeps both', () => {
    expect(candidatesFor(all, { species: 1, sex: 0 }).map((d) => d.id)).toEqual(['hpb']);
    expect(candidatesFor(all, { species: 1, sex: 1 }).map((d) => d.id)).toEqual(['piometra']);
    expect(candidatesFor(all, { species: 1, sex: null }).map((d) => d.id)).toEqual(['piometra', 'hpb']);
  });
  it('offers signs by sex flags', () => {
    const signs = [
      { id: 1, female: 1, male: 1 },
      { id: 2, female: 1, male: 0 },
      { id: 3, female: 0, male: 1 },
    ] as const;
    expect(signsForSex(signs, 0).map((s) => s.id)).toEqual([1, 3]);
    expect(signsForSex(signs, 1).map((s) => s.id)).toEqual([1, 2]);
    expect(signsForSex(signs, null).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});

describe('ddxQueryBody limits', () => {
  const signs = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it('accepts 2 to 15 signs', () => {
    expect(ddxQueryBody.safeParse({ species: 1, signs: signs(2) }).success).toBe(true);
    expect(ddxQueryBody.safeParse({ species: 2, sex: 1, signs: signs(DDX_SIGNS_MAX) }).success).toBe(true);
  });
  it('16 signs is DDX_SIGNS_MAX; none is DDX_SIGNS_MIN; one sign is a valid question', () => {
    expect(ddxQueryBody.safeParse({ species: 1, signs: signs(16) }).error?.issues[0]?.message).toBe('DDX_SIGNS_MAX');
    expect(ddxQueryBody.safeParse({ species: 1, signs: [] }).error?.issues[0]?.message).toBe('DDX_SIGNS_MIN');
    expect(ddxQueryBody.safeParse({ species: 1, signs: [1] }).success).toBe(true);
  });
  it('species must be 1 or 2; sex 0, 1 or null', () => {
    expect(ddxQueryBody.safeParse({ species: 0, signs: signs(2) }).success).toBe(false);
    expect(ddxQueryBody.safeParse({ species: 1, sex: 2, signs: signs(2) }).success).toBe(false);
    expect(ddxQueryBody.safeParse({ species: 1, sex: null, signs: signs(2) }).success).toBe(true);
  });
});

describe('signalment and single signs', () => {
  it('a typical age adds, an atypical age takes away, a predisposed breed adds; silence adds nothing', () => {
    const old = { ages: ['idoso'], breeds: ['toy'] };
    expect(signalmentScore(old, { age: 'idoso' })).toBeCloseTo(SIGNALMENT_WEIGHT);
    expect(signalmentScore(old, { age: 'filhote' })).toBeCloseTo(-SIGNALMENT_WEIGHT);
    expect(signalmentScore(old, { age: 'idoso', breed: 'toy' })).toBeCloseTo(2 * SIGNALMENT_WEIGHT);
    expect(signalmentScore(old, { breed: 'boxer' })).toBe(0);
    expect(signalmentScore({}, { age: 'idoso', breed: 'toy' })).toBe(0);
  });

  it('age reorders: an old cat with PU, PD, polyphagia and weight loss keeps hyperthyroidism first; a young one moves it down', () => {
    const aged = example.map((d) => (d.id === 'hipertireoidismo' ? { ...d, ages: ['idoso'] } : d));
    const old = rankDiagnoses(aged, { species: 2, signs: [PU, PD, PF, WL], age: 'idoso' });
    const young = rankDiagnoses(aged, { species: 2, signs: [PU, PD, PF, WL], age: 'filhote' });
    expect(old[0]?.id).toBe('hipertireoidismo');
    expect(young[0]?.id).toBe('dm');
  });

  it('one sign lists every condition that has it, even those whose hallmarks are missing', () => {
    const ranked = rankDiagnoses(example, { species: 2, signs: [AZ] });
    expect(ranked.map((d) => d.id)).toEqual(['drc']);
    // Weight loss alone: all three list it; none is dropped for the hallmarks not yet looked for.
    expect(
      rankDiagnoses(example, { species: 2, signs: [WL] })
        .map((d) => d.id)
        .sort(),
    ).toEqual(['dm', 'drc', 'hipertireoidismo']);
  });
});
