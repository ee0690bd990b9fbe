import { z } from 'zod';
import { referenceSchema, sectionSchema } from '../content/content-base.schemas.js';
import { contentAnimalSchema, contentSlugSchema } from '../content/topic.schemas.js';
import { drugStepSchema } from './drug-steps.js';

// Interactive algorithms (category 14; docs/product/content-and-study.md §3 Algorithm node): one content file per algorithm,
// a graph of nodes walked step by step. Node types: 1 info with sections, 2 question with options,
// 3 form of inputs (textfield), 4 choice form (select, chips), 5 custom slot (an embedded calculator).

export const ALGORITHM_CATEGORY = 14;
export const NODE_TYPE = { INFO: 1, QUESTION: 2, FORM: 3, CHOICE_FORM: 4, CUSTOM: 5 } as const;

const nodeIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'id de nó em kebab-case');

export const optionSchema = z.strictObject({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  child: nodeIdSchema,
});
export type AlgorithmOption = z.infer<typeof optionSchema>;

export const inputItemSchema = z.strictObject({ label: z.string().min(1), value: z.string().min(1) });

/** Validation of an input: required text, a decimal number within bounds, or optional. */
export const inputRuleSchema = z.strictObject({
  required: z.boolean().optional(),
  number: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});

export const algorithmInputSchema = z.strictObject({
  kind: z.enum(['textfield', 'select', 'chips']),
  /** Key under which the value is gathered (e.g. weight, species); calculator slots read it. */
  model: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*$/),
  label: z.string().min(1),
  rule: inputRuleSchema.optional(),
  /** Display mask: 'decimal' accepts digits and one comma. */
  mask: z.enum(['decimal', 'integer']).optional(),
  /** Maximum length of a textfield. */
  length: z.number().int().min(1).max(500).optional(),
  /** Options of select and chips. */
  items: z.array(inputItemSchema).optional(),
  suffix: z.string().optional(),
});
export type AlgorithmInput = z.infer<typeof algorithmInputSchema>;

/** A library link a leaf offers: a disease or treatment item, a drug, or a calculator. */
export const algorithmLinkSchema = z.strictObject({
  kind: z.enum(['item', 'drug', 'calculator']),
  id: z.string().min(1),
  label: z.string().min(1),
  /** Drug links: the drug's category, filled by the seed from the folder the drug lives in. */
  category: z.number().int().optional(),
});
export type AlgorithmLink = z.infer<typeof algorithmLinkSchema>;

export const algorithmNodeSchema = z
  .strictObject({
    id: nodeIdSchema,
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    sections: z.array(sectionSchema).optional(),
    options: z.array(optionSchema).optional(),
    inputs: z.array(algorithmInputSchema).optional(),
    /** The next node for types 1, 3, 4 and 5; absent on an info node means the flow ends. */
    child: nodeIdSchema.optional(),
    /** Type 5: the calculator from the catalogue and which gathered models fill its variables. */
    calculator: z
      .strictObject({ id: z.string().min(1), prefill: z.record(z.string(), z.string()).optional() })
      .optional(),
    links: z.array(algorithmLinkSchema).optional(),
    /** Drugs this step gives, dosed for the weight the flow gathered (model `weight`). */
    drugs: z.array(drugStepSchema).optional(),
    references: z.array(z.number().int().min(0)).optional(),
  })
  .superRefine((n, ctx) => {
    const need = (cond: boolean, message: string, path: string) => {
      if (!cond) ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    if (n.type === 1) need(!!n.sections?.length, 'nó de informação precisa de sections', 'sections');
    if (n.type === 2) {
      need((n.options?.length ?? 0) >= 2, 'pergunta precisa de ao menos 2 opções', 'options');
      need(n.child === undefined, 'pergunta segue pelas opções, não por child', 'child');
    }
    if (n.type === 3 || n.type === 4) need(!!n.inputs?.length, 'formulário precisa de inputs', 'inputs');
    if (n.type === 5) need(!!n.calculator, 'espaço personalizado precisa de calculator', 'calculator');
    for (const [i, input] of (n.inputs ?? []).entries()) {
      if (input.kind !== 'textfield' && !input.items?.length)
        ctx.addIssue({ code: 'custom', message: `${input.kind} precisa de items`, path: ['inputs', i, 'items'] });
    }
  });
export type AlgorithmNode = z.infer<typeof algorithmNodeSchema>;

export const algorithmFileSchema = z.strictObject({
  id: contentSlugSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  category: z.literal(14),
  animals: z.array(contentAnimalSchema).min(1),
  premium: z.boolean(),
  freeTrial: z.boolean(),
  isNew: z.boolean(),
  references: z.array(referenceSchema).min(1),
  root: nodeIdSchema,
  nodes: z.array(algorithmNodeSchema).min(2),
});
export type AlgorithmFile = z.infer<typeof algorithmFileSchema>;

export const algorithmSummarySchema = algorithmFileSchema.pick({
  id: true,
  name: true,
  description: true,
  animals: true,
  premium: true,
  freeTrial: true,
  isNew: true,
});
export type AlgorithmSummary = z.infer<typeof algorithmSummarySchema>;

export const algorithmsListResponse = z.object({ algorithms: z.array(algorithmSummarySchema) });
export const algorithmResponse = algorithmFileSchema.extend({ version: z.number().int() });
export type AlgorithmResponse = z.infer<typeof algorithmResponse>;
export const algorithmParams = z.object({ id: z.string().min(1).max(200) });

/**
 * The graph rules a schema cannot say: the root and every child exist, ids are unique, nothing
 * loops, every node is reachable and every leaf is an info node. Returns problems as
 * 'path: message' lines (empty when the graph is sound).
 */
export function graphProblems(file: AlgorithmFile): string[] {
  const problems: string[] = [];
  const byId = new Map<string, AlgorithmNode>();
  file.nodes.forEach((n, i) => {
    if (byId.has(n.id)) problems.push(`nodes.${i}.id: id repetido "${n.id}"`);
    byId.set(n.id, n);
  });
  const childrenOf = (n: AlgorithmNode) =>
    n.type === 2 ? (n.options ?? []).map((o) => o.child) : n.child ? [n.child] : [];
  file.nodes.forEach((n, i) => {
    for (const c of childrenOf(n)) if (!byId.has(c)) problems.push(`nodes.${i}: filho inexistente "${c}" em "${n.id}"`);
    if (childrenOf(n).length === 0 && n.type !== 1)
      problems.push(`nodes.${i}: "${n.id}" termina o fluxo sem ser um nó de informação`);
  });
  if (!byId.has(file.root)) problems.push(`root: nó inexistente "${file.root}"`);
  if (problems.length) return problems;
  // Depth-first with colours: grey on the stack, black done; a grey child closes a cycle.
  const colour = new Map<string, 'grey' | 'black'>();
  const visit = (id: string, trail: string[]): void => {
    colour.set(id, 'grey');
    for (const c of childrenOf(byId.get(id)!)) {
      if (colour.get(c) === 'grey') problems.push(`nodes: ciclo ${[...trail, id, c].join(' → ')}`);
      else if (!colour.has(c)) visit(c, [...trail, id]);
    }
    colour.set(id, 'black');
  };
  visit(file.root, []);
  for (const n of file.nodes)
    if (!colour.has(n.id)) problems.push(`nodes: "${n.id}" não é alcançável a partir da raiz`);
  return problems;
}
