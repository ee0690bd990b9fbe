import { z } from 'zod';
import { referenceSchema } from '../content/content-base.schemas.js';

// Drug interactions (docs/product/content-and-study.md §2 /drugs/interactions, §3 Interaction, §5, §7): the content files under
// content/interactions/ and the API of POST /entities/drugs/interactions.

export const DRUGS_INTERACTIONS_MIN = 2;
export const DRUGS_INTERACTIONS_MAX = 6;

export const INTERACTION_LEVELS = [
  { level: 1, name: 'Baixa', text: 'Efeito pouco relevante na prática; acompanhe o paciente.' },
  { level: 2, name: 'Moderada', text: 'Pode exigir ajuste de dose, intervalo entre as doses ou monitoramento.' },
  { level: 3, name: 'Alta', text: 'Risco clínico importante: evite a associação ou use só com monitoramento estrito.' },
] as const;
export const interactionLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type InteractionLevel = z.infer<typeof interactionLevel>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'VALIDATION_ERROR');
/** A drug id, or `class:<id>` for every member of a class. */
export const interactionTarget = z.string().regex(/^(class:)?[a-z0-9]+(-[a-z0-9]+)*$/, 'VALIDATION_ERROR');

const interactionEntry = z.strictObject({
  with: interactionTarget,
  level: interactionLevel,
  description: z.string().min(20),
  /** What to do: the management advice shown on the card. */
  eDescription: z.string().min(10),
  references: z.array(slug).min(1),
});
export type InteractionEntry = z.infer<typeof interactionEntry>;

/** content/interactions/classes/<id>.json: a class, its member drugs and its rules. */
export const interactionClassFileSchema = z.strictObject({
  id: slug,
  name: z.string().min(2),
  members: z.array(slug).min(1),
  interactions: z.array(interactionEntry),
});
export type InteractionClassFile = z.infer<typeof interactionClassFileSchema>;

/** content/interactions/drugs/<drugId>.json: rules recorded for one drug. */
export const interactionDrugFileSchema = z.strictObject({
  drug: slug,
  interactions: z.array(interactionEntry).min(1),
});
export type InteractionDrugFile = z.infer<typeof interactionDrugFileSchema>;

export const interactionReferencesFileSchema = z.record(slug, referenceSchema);

// ---------------------------------------------------------------------------------------------
// API

export const interactionsBody = z.object({
  drugs: z
    .array(z.string().min(1).max(120))
    .min(DRUGS_INTERACTIONS_MIN, 'DRUGS_INTERACTIONS_MIN')
    .max(DRUGS_INTERACTIONS_MAX, 'DRUGS_INTERACTIONS_MAX')
    .refine((d) => new Set(d).size === d.length, 'VALIDATION_ERROR'),
});
export type InteractionsBody = z.infer<typeof interactionsBody>;

export const interactionSchema = z.object({
  firstDrug: z.string(),
  secondDrug: z.string(),
  firstName: z.string(),
  secondName: z.string(),
  /** 1 low, 2 moderate, 3 high; null: no data recorded for this pair. */
  level: interactionLevel.nullable(),
  description: z.string(),
  eDescription: z.string(),
  references: z.array(referenceSchema),
  /** The class rule that matched, when the pair is covered by a class rather than by name. */
  rule: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Interaction = z.infer<typeof interactionSchema>;

export const interactionsResponse = z.object({ interactions: z.array(interactionSchema) });
export type InteractionsResponse = z.infer<typeof interactionsResponse>;

export const interactionDrugsResponse = z.object({
  drugs: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InteractionDrugsResponse = z.infer<typeof interactionDrugsResponse>;
