import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InteractionClassFile, InteractionDrugFile } from '../interactions/interactions.schemas.js';
import { membershipsOf, rulesFromFiles } from '../interactions/interactions-rules.js';
import { ANIMAL } from '../platform/enums.js';
import {
  checkPrescriptionSafety,
  parseDoseRange,
  type SafetyDrug,
  type SafetyLibrary,
  safetyItemsOf,
} from './safety-check.js';

// The real content library, so the check is tested against the rules and doses vets will see.
const content = join(import.meta.dirname, '../../../../content');
const readDir = <T>(dir: string): T[] =>
  readdirSync(join(content, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(content, dir, f), 'utf8')) as T);

const classFiles = readDir<InteractionClassFile>('interactions/classes');
const drugFiles = readDir<InteractionDrugFile>('interactions/drugs');
const drugs = new Map(readDir<SafetyDrug>('drugs').map((d) => [d.id, d]));
const library: SafetyLibrary = {
  drugs,
  rules: rulesFromFiles(classFiles, drugFiles, (t) => t),
  memberships: membershipsOf(classFiles),
  classNames: new Map(classFiles.map((c) => [c.id, c.name])),
};

const dog = { species: ANIMAL.DOG, breed: 'Sem raça definida', weight: 20 };
const cat = { species: ANIMAL.CAT, breed: 'Sem raça definida', weight: 4 };
const item = (drugId: string, dosePerKg?: { value: number; measurement: string }) => ({
  name: drugId,
  drugIds: [drugId],
  dosePerKg,
});

describe('checkPrescriptionSafety', () => {
  it('flags meloxicam with prednisolona as an interaction from the rules', () => {
    const warnings = checkPrescriptionSafety(dog, [item('meloxicam'), item('prednisolona')], library);
    const interaction = warnings.find((w) => w.kind === 'interaction');
    expect(interaction).toMatchObject({
      level: 3,
      source: { type: 'interaction', ruleId: 'class:aines+class:corticoides' },
    });
    // The id names the finding whatever the order of the items, so an acknowledgement still matches.
    const reversed = checkPrescriptionSafety(dog, [item('prednisolona'), item('meloxicam')], library);
    expect(reversed.find((w) => w.kind === 'interaction')?.id).toBe(interaction?.id);
  });

  it('flags two NSAIDs as a duplicate class', () => {
    const warnings = checkPrescriptionSafety(dog, [item('meloxicam'), item('carprofeno')], library);
    expect(warnings.some((w) => w.kind === 'duplicate-class')).toBe(true);
  });

  it('flags permethrin for a cat, not for a dog', () => {
    expect(checkPrescriptionSafety(cat, [item('permetrina')], library)).toMatchObject([
      { kind: 'species', level: 3, drugIds: ['permetrina'] },
    ]);
    expect(checkPrescriptionSafety(dog, [item('permetrina')], library)).toEqual([]);
  });

  it('flags ivermectin for a Border Collie and links to the monograph attention section', () => {
    const warnings = checkPrescriptionSafety({ ...dog, breed: 'Border Collie' }, [item('ivermectina')], library);
    expect(warnings).toMatchObject([
      { kind: 'breed', source: { type: 'drug', drugId: 'ivermectina', section: 'attention' } },
    ]);
    expect(checkPrescriptionSafety(dog, [item('ivermectina')], library)).toEqual([]);
  });

  it('flags a dose ten times the library range and accepts one inside it', () => {
    const tenTimes = checkPrescriptionSafety(dog, [item('meloxicam', { value: 2, measurement: 'mg/kg' })], library);
    expect(tenTimes).toMatchObject([{ kind: 'dose', level: 3 }]);
    expect(tenTimes[0]!.message).toContain('0,1 a 0,2 mg/kg');
    expect(checkPrescriptionSafety(dog, [item('meloxicam', { value: 0.1, measurement: 'mg/kg' })], library)).toEqual(
      [],
    );
  });

  it('stays silent on a plain amoxicillin prescription', () => {
    expect(checkPrescriptionSafety(cat, [item('amoxicilina', { value: 15, measurement: 'mg/kg' })], library)).toEqual(
      [],
    );
  });

  it('warns on an NSAID for a patient flagged renal', () => {
    const warnings = checkPrescriptionSafety({ ...dog, renal: true }, [item('meloxicam')], library);
    expect(warnings).toMatchObject([{ kind: 'organ' }]);
  });
});

describe('parseDoseRange', () => {
  it('reads single values and "a" ranges with comma decimals', () => {
    expect(parseDoseRange('0,2')).toEqual([0.2, 0.2]);
    expect(parseDoseRange('11 a 22')).toEqual([11, 22]);
    expect(parseDoseRange('a critério')).toBeNull();
  });
});

describe('safetyItemsOf', () => {
  it('reads the principles and the top of a per-kg dose; a free-text item has nothing to check', () => {
    const items = safetyItemsOf([
      [
        { name: 'Meloxicam', drugsList: [{ drugId: 'meloxicam' }], dose: { dose: '0,1 a 0,2', measurement: 'mg/kg' } },
        { name: 'Shampoo', drugsList: [], dose: null },
      ],
      [{ name: 'Prednisolona', drugsList: [{ drugId: 'prednisolona' }], dose: { dose: '1', measurement: 'mg' } }],
    ]);
    expect(items).toEqual([
      { name: 'Meloxicam', drugIds: ['meloxicam'], dosePerKg: { value: 0.2, measurement: 'mg/kg' } },
      { name: 'Shampoo', drugIds: [], dosePerKg: null },
      { name: 'Prednisolona', drugIds: ['prednisolona'], dosePerKg: null },
    ]);
  });
});
