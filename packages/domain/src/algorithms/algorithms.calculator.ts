import type { CalculatorInputs, CalculatorResult, CalculatorVariable } from '../calculators/calculator.types.js';
import { calculatorById } from '../calculators/catalogue.js';
import type { AlgorithmNode } from './algorithms.schemas.js';

// The custom slot (node type 5): a catalogue calculator fed with what the flow gathered. Values are
// kept as text in the flow (so they travel in a share link); here they become calculator inputs.

/** Text → the value a calculator variable expects; the flow's species ('dog'/'cat') becomes 0/1. */
export function slotValue(variable: CalculatorVariable, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  switch (variable.type) {
    case 'select-animal':
      return raw === 'cat' || raw === '1' ? 1 : raw === 'dog' || raw === '0' ? 0 : undefined;
    case 'select':
      return variable.items.find((i) => String(i.value) === raw)?.value;
    case 'checklist':
      return raw
        .split(',')
        .map(Number)
        .filter((n) => variable.items.some((i) => i.value === n));
    default:
      return raw;
  }
}

/** A calculator value → the text the flow keeps. */
export function slotText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** The inputs of the slot's calculator: what was typed in the slot, else what the flow gathered. */
export function slotInputs(
  node: AlgorithmNode,
  own: Record<string, string> | undefined,
  gathered: Record<string, string>,
): CalculatorInputs {
  const calc = node.calculator ? calculatorById(node.calculator.id) : undefined;
  if (!calc) return {};
  const prefill = node.calculator?.prefill ?? {};
  return Object.fromEntries(
    calc.variables.map((v) => [v.id, slotValue(v, own?.[v.id] ?? gathered[prefill[v.id] ?? v.id])]),
  );
}

/** One line of text for a result, for the flow's summary; null while there is none. */
export function resultText(result: CalculatorResult | null): string | null {
  if (!result) return null;
  switch (result.type) {
    case 'text':
      return result.text;
    case 'class':
      return result.text;
    case 'array':
      return result.items.join('; ');
    case 'multiple':
      return result.items.map((i) => `${i.description}: ${i.value ?? i.values?.join(', ') ?? ''}`).join('; ');
    case 'error':
      return null;
  }
}

/** The slot's result as a summary answer, or null. */
export function slotResult(
  node: AlgorithmNode,
  own: Record<string, string> | undefined,
  gathered: Record<string, string>,
): { name: string; text: string } | null {
  const calc = node.calculator ? calculatorById(node.calculator.id) : undefined;
  if (!calc) return null;
  let result: CalculatorResult | null = null;
  try {
    result = calc.calculate(slotInputs(node, own, gathered));
  } catch {
    result = null;
  }
  const text = resultText(result);
  return text ? { name: calc.name, text } : null;
}
