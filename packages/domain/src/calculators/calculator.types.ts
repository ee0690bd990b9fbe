// The declarative shape of a clinical calculator (docs/product/calculators-patients-prescriptions-management.md §3 Calculator definition): the web
// renders the variables, calls calculate on every change and renders the result form.

import { ANIMAL, ANIMAL_LABELS, type AnimalId, PICKER_ANIMAL } from '../platform/enums.js';

export { parseDecimal } from './format.js';

/** The eight calculator categories of docs/product/calculators-patients-prescriptions-management.md §1, exactly as users read them. */
export const CALCULATOR_CLASSES = [
  'Cálculo Energético',
  'Escalas | Escores',
  'Cálculo de Doses',
  'Transfusão',
  'Fluidoterapia',
  'Calculadoras de Conversão',
  'Calculadoras de Diluição',
  'Calculadoras de Infusão',
] as const;
export type CalculatorClass = (typeof CALCULATOR_CLASSES)[number];

/** Routes of the calculators that have their own screen (docs/product/calculators-patients-prescriptions-management.md §2). */
export const CALCULATOR_ROUTE_NAMES = [
  'dose-calculator',
  'rule-of-three-calculator',
  'transfusion-volume-speed-calculator',
  'continuous-infusion-calculator',
  'drops-to-volume-calculator',
] as const;
export type CalculatorRouteName = (typeof CALCULATOR_ROUTE_NAMES)[number];

/**
 * Calculators reason in the one species code of the product (ANIMAL: 1 dog, 2 cat). Only the
 * select-animal picker holds the spec's 0 dog / 1 cat (docs/product/calculators-patients-prescriptions-management.md §3); readAnimal maps it.
 */
export type Animal = AnimalId;
export const ANIMAL_ITEMS: readonly SelectItem[] = [
  { label: ANIMAL_LABELS[ANIMAL.DOG], value: PICKER_ANIMAL.DOG },
  { label: ANIMAL_LABELS[ANIMAL.CAT], value: PICKER_ANIMAL.CAT },
];

/**
 * What the screen holds: variable id → the value the user gave. Number fields may hold the raw
 * text ('2,5'); selects hold the item value; checklists an array of item values. Custom screens
 * add richer data (the infusion calculator's drug list and configuration).
 */
export type CalculatorInputs = Readonly<Record<string, unknown>>;

export interface SelectItem {
  label: string;
  value: number | string;
}

export interface ChecklistItem {
  description: string;
  value: number;
}

interface VariableBase {
  /** Key of the value in CalculatorInputs. */
  id: string;
  /** Field label (pt-BR). */
  label: string;
  /** Optional hint under the field (pt-BR). */
  helpText?: string;
  /** Optional inputs may stay empty and still give a result. Defaults to required. */
  optional?: boolean;
  /** Shows the field only when this returns true (dog- or cat-only fields, lactation details). */
  visibleWhen?: (inputs: CalculatorInputs) => boolean;
}

export interface SelectAnimalVariable extends VariableBase {
  type: 'select-animal';
}

export interface NumberVariable extends VariableBase {
  type: 'number';
  /** Unit printed after the typed value ('kg', '%'). */
  suffix?: string;
  /** Unit shown beside the field when it is not part of the value (e.g. 'mg/dL'). */
  displayUnit?: string;
  placeholder?: string;
}

export interface SelectVariable extends VariableBase {
  type: 'select';
  items: readonly SelectItem[];
  clearable: boolean;
}

export interface ChecklistVariable extends VariableBase {
  type: 'checklist';
  items: readonly ChecklistItem[];
}

export type CalculatorVariable = SelectAnimalVariable | NumberVariable | SelectVariable | ChecklistVariable;

export type ResultColorClass = 'success' | 'warning' | 'danger' | 'info';

export interface MultipleResultItem {
  description: string;
  /** One formatted value ('12,5 mL') … */
  value?: string;
  /** … or several, one per line. */
  values?: readonly string[];
  /** The formula that gave this value, with the user's numbers (one line per formula). */
  working?: string;
}

/** Result forms of docs/product/calculators-patients-prescriptions-management.md §3. Numbers inside are already formatted pt-BR. */
export type CalculatorResult =
  /** `working`: the formula with the user's numbers, printed from the tree that computed it. */
  | { type: 'text'; text: string; working?: string }
  | { type: 'multiple'; items: readonly MultipleResultItem[] }
  | { type: 'array'; items: readonly string[] }
  | { type: 'class'; text: string; colorClass: ResultColorClass; details?: readonly string[] }
  | { type: 'error'; description: string };

export interface CalculatorReference {
  name: string;
  year: number;
  /** Journal, publisher or issuing body. */
  magazine: string;
  link: string;
  /** Evidence level, 1 (strongest) to 5; see docs/calculators.md. */
  level: 1 | 2 | 3 | 4 | 5;
}

export interface CalculatorSections {
  objectives: string;
  interpretation: string;
  formula: string;
}

export interface CalculatorDefinition {
  /** kebab-case, stable: it is the URL (/calculators/{id}) and the favourites key. */
  id: string;
  name: string;
  classes: readonly CalculatorClass[];
  premium: boolean;
  variables: readonly CalculatorVariable[];
  /** Pure. null while the inputs are insufficient: the screen then shows the placeholder. */
  calculate: (inputs: CalculatorInputs) => CalculatorResult | null;
  responseLabel: string;
  sections: CalculatorSections;
  references: readonly CalculatorReference[];
  routeName?: CalculatorRouteName;
  type?: 'score';
}
