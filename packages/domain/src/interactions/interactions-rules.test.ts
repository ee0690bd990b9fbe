import { describe, expect, it } from 'vitest';
import { DRUGS_INTERACTIONS_MAX, type InteractionClassFile, interactionsBody } from './interactions.schemas.js';
import { checkInteractions, coveredPairs, membershipsOf, ruleForPair, rulesFromFiles } from './interactions-rules.js';

const entry = (w: string, level: 1 | 2 | 3, text = 'Descrição clínica da interação.') => ({
  with: w,
  level,
  description: text,
  eDescription: 'O que fazer com o paciente.',
  references: ['plumb'],
});

const aines: InteractionClassFile = {
  id: 'aines',
  name: 'AINEs',
  members: ['meloxicam', 'carprofeno'],
  interactions: [entry('class:aines', 3), entry('class:corticoides', 3), entry('enalapril', 2)],
};
const corticoides: InteractionClassFile = {
  id: 'corticoides',
  name: 'Corticoides',
  members: ['prednisolona'],
  interactions: [],
};
const names: Record<string, string> = { enalapril: 'Enalapril', meloxicam: 'Meloxicam', carprofeno: 'Carprofeno' };
const nameOf = (t: string) =>
  t.startsWith('class:') ? ({ 'class:aines': 'AINEs', 'class:corticoides': 'Corticoides' }[t] ?? t) : (names[t] ?? t);
const drugFiles = [{ drug: 'meloxicam', interactions: [entry('enalapril', 1, 'Regra específica do meloxicam.')] }];
const rules = rulesFromFiles([aines, corticoides], drugFiles, nameOf);

describe('class expansion', () => {
  it('a class rule covers every pair of member drugs and names the rule', () => {
    const m = membershipsOf([aines, corticoides]);
    const out = checkInteractions(
      [
        { id: 'carprofeno', name: 'Carprofeno' },
        { id: 'prednisolona', name: 'Prednisolona' },
      ],
      rules,
      m,
    );
    expect(out).toEqual([
      expect.objectContaining({
        firstDrug: 'carprofeno',
        secondDrug: 'prednisolona',
        level: 3,
        rule: { id: 'class:aines+class:corticoides', name: 'AINEs + Corticoides' },
      }),
    ]);
  });

  it('a drug added to a class gets the class interactions at once', () => {
    const before = membershipsOf([aines, corticoides]);
    expect(ruleForPair(rules, 'robenacoxibe', 'prednisolona', before)).toBeUndefined();
    const after = membershipsOf([{ ...aines, members: [...aines.members, 'robenacoxibe'] }, corticoides]);
    expect(ruleForPair(rules, 'robenacoxibe', 'prednisolona', after)?.level).toBe(3);
    expect(ruleForPair(rules, 'robenacoxibe', 'meloxicam', after)?.level).toBe(3); // AINE + AINE
    expect(coveredPairs(['robenacoxibe', 'meloxicam', 'prednisolona', 'enalapril'], rules, after)).toBe(5);
  });

  it('a class-with-itself rule never pairs a drug with itself', () => {
    expect(ruleForPair(rules, 'meloxicam', 'meloxicam', membershipsOf([aines]))).toBeUndefined();
  });

  it('a rule naming both drugs wins over a class rule, even at a lower level', () => {
    const m = membershipsOf([aines]);
    expect(ruleForPair(rules, 'enalapril', 'meloxicam', m)).toMatchObject({ level: 1, first: 'meloxicam' });
    expect(ruleForPair(rules, 'carprofeno', 'enalapril', m)).toMatchObject({ level: 2, first: 'class:aines' });
  });

  it('lists interactions by level, then the pairs with no data (level null)', () => {
    const out = checkInteractions(
      [
        { id: 'enalapril', name: 'Enalapril' },
        { id: 'carprofeno', name: 'Carprofeno' },
        { id: 'meloxicam', name: 'Meloxicam' },
        { id: 'maropitant', name: 'Maropitant' },
      ],
      rules,
      membershipsOf([aines, corticoides]),
    );
    expect(out.map((i) => [i.firstDrug, i.secondDrug, i.level])).toEqual([
      ['carprofeno', 'meloxicam', 3],
      ['enalapril', 'carprofeno', 2],
      ['enalapril', 'meloxicam', 1],
      ['enalapril', 'maropitant', null],
      ['carprofeno', 'maropitant', null],
      ['meloxicam', 'maropitant', null],
    ]);
    expect(out[2]!.rule).toBeNull(); // a named pair, not a class rule
  });
});

describe('interactionsBody limits', () => {
  const drugs = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`);
  it('accepts 2 to 6 drugs', () => {
    expect(interactionsBody.safeParse({ drugs: drugs(2) }).success).toBe(true);
    expect(interactionsBody.safeParse({ drugs: drugs(DRUGS_INTERACTIONS_MAX) }).success).toBe(true);
  });
  it('fewer than 2 is DRUGS_INTERACTIONS_MIN; 7 or more is DRUGS_INTERACTIONS_MAX', () => {
    expect(interactionsBody.safeParse({ drugs: drugs(1) }).error?.issues[0]?.message).toBe('DRUGS_INTERACTIONS_MIN');
    expect(interactionsBody.safeParse({ drugs: drugs(7) }).error?.issues[0]?.message).toBe('DRUGS_INTERACTIONS_MAX');
  });
  it('rejects the same drug twice', () => {
    expect(interactionsBody.safeParse({ drugs: ['a', 'a'] }).success).toBe(false);
  });
});
