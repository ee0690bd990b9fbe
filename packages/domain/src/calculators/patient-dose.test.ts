import { describe, expect, it } from 'vitest';
import { formatPatientDose, parseDoseRange, patientDose, usableOptions } from './patient-dose.js';

const amoxicillin = {
  dose: '11 a 15',
  measurement: 'mg/kg',
  options: [
    { label: 'Suspensão oral 250 mg/5 mL', concentration: 50, unit: 'mg/mL' as const },
    { label: 'Cápsula 500 mg', concentration: 500, unit: 'mg' as const },
  ],
};

describe('parseDoseRange', () => {
  it('reads the content notation and what a vet types', () => {
    expect(parseDoseRange('11 a 15')).toEqual({ low: 11, high: 15 });
    expect(parseDoseRange('0,01')).toEqual({ low: 0.01, high: 0.01 });
    expect(parseDoseRange('0,5-1')).toEqual({ low: 0.5, high: 1 });
    expect(parseDoseRange('2 – 4,5')).toEqual({ low: 2, high: 4.5 });
  });
  it('refuses text, reversed ranges and empties', () => {
    expect(parseDoseRange('')).toBeNull();
    expect(parseDoseRange('dose única')).toBeNull();
    expect(parseDoseRange('15 a 11')).toBeNull();
  });
});

describe('patientDose', () => {
  it('gives mg and mL of the first presentation for a 10 kg dog, low and high', () => {
    const r = patientDose(amoxicillin, 10);
    expect(r?.total).toEqual({ low: 110, high: 150 });
    expect(r?.totalUnit).toBe('mg');
    expect(r?.amount).toMatchObject({ low: 2.2, high: 3, unit: 'mL', label: 'Suspensão oral 250 mg/5 mL' });
    expect(formatPatientDose(r!)).toEqual({ total: '110 a 150 mg', amount: '2,2 a 3 mL' });
  });

  it('picks a practical presentation unless one is chosen: not 0,1 of a 500 mg capsule for a cat', () => {
    const capsuleFirst = { ...amoxicillin, options: [amoxicillin.options[1]!, amoxicillin.options[0]!] };
    expect(patientDose(capsuleFirst, 4.5)?.amount).toMatchObject({
      label: 'Suspensão oral 250 mg/5 mL',
      optionIndex: 1,
    });
    expect(patientDose(capsuleFirst, 4.5, 0)?.amount).toMatchObject({ label: 'Cápsula 500 mg', unit: 'comprimido' });
    expect(patientDose(capsuleFirst, 40)?.amount).toMatchObject({ label: 'Cápsula 500 mg' });
    expect(usableOptions(capsuleFirst, 4.5)).toEqual([0, 1]);
  });

  it('counts tablets with the fractions a vet can split', () => {
    const r = patientDose({ ...amoxicillin, options: [amoxicillin.options[1]!] }, 20);
    expect(r?.amount).toMatchObject({ low: 0.44, high: 0.6, unit: 'comprimido' });
    const tablet = patientDose({ dose: '12,5 a 25', measurement: 'mg/kg', options: [amoxicillin.options[1]!] }, 20);
    expect(formatPatientDose(tablet!).amount).toBe('½ a 1 comprimido');
  });

  it('converts units between the dose and the presentation (mcg/kg against mg/mL)', () => {
    const r = patientDose(
      { dose: '10', measurement: 'mcg/kg', options: [{ label: '1 mg/mL', concentration: 1, unit: 'mg/mL' }] },
      5,
    );
    expect(r?.total).toEqual({ low: 50, high: 50 });
    expect(r?.amount?.low).toBeCloseTo(0.05, 10);
    expect(formatPatientDose(r!)).toEqual({ total: '50 mcg', amount: '0,05 mL' });
  });

  it('gives the rate for a per-hour or per-minute dose, without a volume', () => {
    const r = patientDose({ dose: '2 a 5', measurement: 'mcg/kg/min', options: amoxicillin.options }, 4);
    expect(r).toEqual({ total: { low: 8, high: 20 }, totalUnit: 'mcg/min' });
  });

  it('gives mL directly for mL/kg and the total alone without a usable presentation', () => {
    expect(formatPatientDose(patientDose({ dose: '10 a 20', measurement: 'mL/kg' }, 3)!)).toEqual({
      total: '30 a 60 mL',
      amount: '30 a 60 mL',
    });
    const ui = patientDose(
      { dose: '0,5', measurement: 'UI/kg', options: [{ label: 'x', concentration: 5, unit: 'mg' }] },
      8,
    );
    expect(ui).toEqual({ total: { low: 4, high: 4 }, totalUnit: 'UI' });
  });

  it('has nothing to say for doses that are not per kg, or without a weight', () => {
    expect(patientDose({ dose: '1', measurement: 'pipeta' }, 10)).toBeNull();
    expect(patientDose({ dose: '1', measurement: 'mg/m²' }, 10)).toBeNull();
    expect(patientDose(amoxicillin, 0)).toBeNull();
  });
});
