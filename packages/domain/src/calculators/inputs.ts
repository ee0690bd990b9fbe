// Reading screen inputs and building results, so every calculator treats empty, negative and
// malformed values the same way (docs/decisions/calculators-input-policy.md).
import { PICKER_ANIMAL, pickerToAnimal } from '../platform/enums.js';
import type { Animal, CalculatorInputs, CalculatorResult } from './calculator.types.js';
import { parseDecimal } from './format.js';

/** Shown when a quantity that cannot be negative (weight, volume, concentration) is. */
export const NEGATIVE_VALUE_ERROR = 'Erro: os valores não podem ser negativos.';

export function readNumber(inputs: CalculatorInputs, id: string): number | undefined {
  return parseDecimal(inputs[id]);
}

/** A select value as a number; numeric strings are accepted because some stores keep text. */
export function readChoice(inputs: CalculatorInputs, id: string): number | undefined {
  const value = inputs[id];
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

export function readAnimal(inputs: CalculatorInputs, id = 'animal'): Animal | undefined {
  const value = readChoice(inputs, id);
  return value === PICKER_ANIMAL.DOG || value === PICKER_ANIMAL.CAT ? pickerToAnimal(value) : undefined;
}

/** Reads several numbers at once; undefined when any is missing, so callers return null early. */
export function readNumbers<K extends string>(
  inputs: CalculatorInputs,
  ids: readonly K[],
): Record<K, number> | undefined {
  const out = {} as Record<K, number>;
  for (const id of ids) {
    const value = readNumber(inputs, id);
    if (value === undefined) return undefined;
    out[id] = value;
  }
  return out;
}

export function anyNegative(...values: readonly (number | undefined)[]): boolean {
  return values.some((v) => v !== undefined && v < 0);
}

export function errorResult(description: string): CalculatorResult {
  return { type: 'error', description };
}

export function textResult(text: string): CalculatorResult {
  return { type: 'text', text };
}

/** A select value as text (life stages use stable string values). */
export function readText(inputs: CalculatorInputs, id: string): string | undefined {
  const value = inputs[id];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
