import { describe, expect, it } from 'vitest';
import { CALCULATOR_CLASSES, CALCULATOR_ROUTE_NAMES } from './calculator.types.js';
import { CALCULATORS, calculatorById, calculatorByRouteName } from './catalogue.js';

const FREE_IDS = [
  'dose-calculator',
  'rule-of-three-calculator',
  'weight-conversion',
  'volume-conversion',
  'concentration-conversion',
  'mcg-kg-min-to-ml-hour',
  'ml-hour-to-mcg-kg-min',
  'dilution-initial-volume',
  'dilution-final-concentration',
  'dilution-final-volume',
  'body-surface-area',
];

describe('calculator catalogue', () => {
  it('has unique kebab-case ids and finds each by id; an unknown id gives undefined', () => {
    const ids = CALCULATORS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CALCULATORS) {
      expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(calculatorById(c.id)).toBe(c);
    }
    expect(calculatorById('nao-existe')).toBeUndefined();
  });
  // Rule: docs/product/calculators-patients-prescriptions-management.md §6.
  it('free calculators are exactly the free list; every other one is premium', () => {
    expect(
      CALCULATORS.filter((c) => !c.premium)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...FREE_IDS].sort());
  });
  it('the five custom routes each belong to one calculator', () => {
    expect(CALCULATORS.flatMap((c) => (c.routeName ? [c.routeName] : [])).sort()).toEqual(
      [...CALCULATOR_ROUTE_NAMES].sort(),
    );
    for (const route of CALCULATOR_ROUTE_NAMES) expect(calculatorByRouteName(route)?.routeName).toBe(route);
  });
  it('covers the eight categories, with only known class names', () => {
    const used = new Set(CALCULATORS.flatMap((c) => c.classes));
    expect([...used].sort()).toEqual([...CALCULATOR_CLASSES].sort());
  });
  it.each(CALCULATORS.map((c) => [c.id, c] as const))(
    '%s: sections, references and variables are complete',
    (_id, c) => {
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.responseLabel.length).toBeGreaterThan(0);
      expect(c.sections.objectives.length).toBeGreaterThan(20);
      expect(c.sections.interpretation.length).toBeGreaterThan(20);
      expect(c.sections.formula.length).toBeGreaterThan(20);
      expect(c.references.length).toBeGreaterThan(0);
      for (const ref of c.references) {
        expect(ref.level).toBeGreaterThanOrEqual(1);
        expect(ref.level).toBeLessThanOrEqual(5);
        expect(ref.year).toBeGreaterThan(1900);
        expect(ref.link).toMatch(/^https?:\/\//);
        expect(ref.magazine.length).toBeGreaterThan(0);
      }
      const variableIds = c.variables.map((v) => v.id);
      expect(new Set(variableIds).size).toBe(variableIds.length);
      for (const v of c.variables)
        if (v.type === 'select' || v.type === 'checklist') expect(v.items.length).toBeGreaterThan(0);
    },
  );
  it.each(CALCULATORS.map((c) => [c.id, c] as const))('%s: empty inputs give null (placeholder shown)', (_id, c) => {
    expect(c.calculate({})).toBeNull();
  });
});
