import { slotResult } from './algorithms.calculator.js';
import type { AlgorithmFile, AlgorithmInput, AlgorithmNode } from './algorithms.schemas.js';
import { drugStepText, stepsFor } from './drug-steps.js';

// The step-by-step timeline of an algorithm (docs/product/content-and-study.md §4 Algorithms), as pure state transitions the
// web calls: picking an option adds its child at the next level and trims deeper levels; changing
// an earlier answer or input discards later nodes and inputs; a node without a child sets the end
// timestamp; Continue is allowed only when the node's form is valid.

export interface FlowStep {
  nodeId: string;
  /** Index of the picked option (question nodes). */
  answer?: number;
  /** Values typed or chosen (form nodes), by model. */
  inputs?: Record<string, string>;
}

export interface FlowState {
  steps: FlowStep[];
  /** When the flow reached a node without a child (ms since epoch). */
  endedAt: number | null;
}

export function nodeOf(file: AlgorithmFile, id: string): AlgorithmNode {
  const node = file.nodes.find((n) => n.id === id);
  if (!node) throw new Error(`nó inexistente: ${id}`);
  return node;
}

function isLeaf(node: AlgorithmNode): boolean {
  return node.type === 1 && !node.child;
}

/** Appends `childId` after level `level`, trimming deeper levels, and sets or clears the end. */
function advance(file: AlgorithmFile, steps: FlowStep[], level: number, childId: string, now: number): FlowState {
  const next = [...steps.slice(0, level + 1), { nodeId: childId }];
  return { steps: next, endedAt: isLeaf(nodeOf(file, childId)) ? now : null };
}

export function startFlow(file: AlgorithmFile, now: number): FlowState {
  return { steps: [{ nodeId: file.root }], endedAt: isLeaf(nodeOf(file, file.root)) ? now : null };
}

/** Picks option `optionIndex` of the question at `level`. */
export function chooseOption(
  file: AlgorithmFile,
  state: FlowState,
  level: number,
  optionIndex: number,
  now: number,
): FlowState {
  const step = state.steps[level];
  if (!step) return state;
  const node = nodeOf(file, step.nodeId);
  const option = node.options?.[optionIndex];
  if (node.type !== 2 || !option) return state;
  const steps = state.steps.slice(0, level + 1);
  steps[level] = { nodeId: step.nodeId, answer: optionIndex };
  return advance(file, steps, level, option.child, now);
}

/** Changes one input at `level`; anything after that level is discarded. */
export function setInput(state: FlowState, level: number, model: string, value: string): FlowState {
  const step = state.steps[level];
  if (!step) return state;
  const steps = state.steps.slice(0, level + 1);
  steps[level] = { ...step, inputs: { ...step.inputs, [model]: value } };
  return { steps, endedAt: null };
}

export function parseDecimalInput(text: string): number | null {
  const t = text.trim().replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** The pt-BR problem with one value, or null when it is valid. */
export function inputProblem(input: AlgorithmInput, value: string | undefined): string | null {
  const v = (value ?? '').trim();
  const rule = input.rule ?? {};
  if (!v) return rule.required ? 'Campo obrigatório.' : null;
  if (input.length && v.length > input.length) return `Máximo de ${input.length} caracteres.`;
  if (rule.number || input.mask === 'decimal' || input.mask === 'integer') {
    const n = parseDecimalInput(v);
    if (n === null || (input.mask === 'integer' && !Number.isInteger(n))) return 'Informe um número válido.';
    if (rule.min !== undefined && n < rule.min) return `Mínimo ${String(rule.min).replace('.', ',')}.`;
    if (rule.max !== undefined && n > rule.max) return `Máximo ${String(rule.max).replace('.', ',')}.`;
  }
  if ((input.kind === 'select' || input.kind === 'chips') && !input.items?.some((i) => i.value === v))
    return 'Escolha uma opção da lista.';
  return null;
}

/** True when Continue may be pressed on this node with these inputs. */
export function isNodeValid(node: AlgorithmNode, inputs: Record<string, string> | undefined): boolean {
  if (node.type === 2) return false; // a question moves on by its options
  return (node.inputs ?? []).every((i) => inputProblem(i, inputs?.[i.model]) === null);
}

/** Continue on the node at `level` (info, form or custom): adds its child when the form is valid. */
export function continueFlow(file: AlgorithmFile, state: FlowState, level: number, now: number): FlowState {
  const step = state.steps[level];
  if (!step) return state;
  const node = nodeOf(file, step.nodeId);
  if (!node.child || !isNodeValid(node, step.inputs)) return state;
  return advance(file, state.steps, level, node.child, now);
}

/** Everything typed or chosen in forms so far, by model (later steps win); calculator slots read it. */
export function gathered(state: FlowState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of state.steps) Object.assign(out, s.inputs);
  return out;
}

export interface SummaryLine {
  question: string;
  answer: string;
}

/** The path taken: each question with the option picked, each form with its values. */
export function flowSummary(file: AlgorithmFile, state: FlowState): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const before: Record<string, string> = {};
  for (const step of state.steps) {
    const node = nodeOf(file, step.nodeId);
    if (node.type === 5) {
      const result = slotResult(node, step.inputs, before);
      if (result) lines.push({ question: result.name, answer: result.text });
    }
    Object.assign(before, step.inputs);
    const weight = gatheredWeight(before);
    for (const drug of stepsFor(node.drugs ?? [], before.species))
      if (weight !== null) lines.push({ question: 'Dose', answer: drugStepText(drug, weight) });
    if (node.type === 2 && step.answer !== undefined) {
      lines.push({ question: node.title, answer: node.options?.[step.answer]?.title ?? '' });
    } else if ((node.type === 3 || node.type === 4) && step.inputs) {
      for (const input of node.inputs ?? []) {
        const raw = step.inputs[input.model];
        if (!raw) continue;
        const label = input.items?.find((i) => i.value === raw)?.label ?? raw;
        lines.push({ question: input.label, answer: input.suffix ? `${label} ${input.suffix}` : label });
      }
    }
  }
  const last = state.steps.at(-1);
  if (state.endedAt !== null && last) lines.push({ question: 'Conduta', answer: nodeOf(file, last.nodeId).title });
  return lines;
}

/**
 * Fills the last step's empty inputs from what the app already knows of the patient (weight and
 * species from a link or the patient context), so a flow opened with `?peso=12,5&especie=cao`
 * does not ask again; the vet may still change them. Only values the input accepts are used.
 */
export function prefillLast(file: AlgorithmFile, state: FlowState, known: Record<string, string>): FlowState {
  const last = state.steps.at(-1);
  if (!last || last.inputs) return state;
  const node = nodeOf(file, last.nodeId);
  const inputs: Record<string, string> = {};
  for (const input of node.inputs ?? []) {
    const value = known[input.model];
    if (value !== undefined && inputProblem(input, value) === null) inputs[input.model] = value;
  }
  if (Object.keys(inputs).length === 0) return state;
  return { ...state, steps: [...state.steps.slice(0, -1), { ...last, inputs }] };
}

/** The weight gathered so far in kg, or null when none was typed (or it is not a number). */
export function gatheredWeight(values: Record<string, string>): number | null {
  const raw = values.weight;
  const n = raw === undefined ? null : parseDecimalInput(raw);
  return n !== null && n > 0 ? n : null;
}

/** Plain text for a clinical record. */
export function summaryText(file: AlgorithmFile, state: FlowState): string {
  return [
    `${file.name} (Vetor)`,
    ...flowSummary(file, state).map((l) => `- ${l.question}${l.question.endsWith('?') ? '' : ':'} ${l.answer}`),
    'Apoio à decisão; não substitui o julgamento clínico.',
  ].join('\n');
}

/** A compact record of the answers for a share link: 'o1' picks option 1, 'f{…}' fills a form and continues. */
export type EncodedStep = number | Record<string, string> | null;

export function encodeFlow(state: FlowState): EncodedStep[] {
  return state.steps.map((s) => (s.answer !== undefined ? s.answer : s.inputs ? s.inputs : null));
}

/** Replays shared answers from the root; stops at the first one that no longer fits the algorithm. */
export function replayFlow(file: AlgorithmFile, encoded: readonly EncodedStep[], now: number): FlowState {
  let state = startFlow(file, now);
  for (const [level, e] of encoded.entries()) {
    const step = state.steps[level];
    if (!step) break;
    const node = nodeOf(file, step.nodeId);
    const before = state.steps.length;
    if (typeof e === 'number') state = chooseOption(file, state, level, e, now);
    else {
      if (e && typeof e === 'object')
        for (const [k, v] of Object.entries(e)) state = setInput(state, level, k, String(v));
      if (level < encoded.length - 1 && node.child) state = continueFlow(file, state, level, now);
    }
    if (state.steps.length <= before && level < encoded.length - 1) break;
  }
  return state;
}
