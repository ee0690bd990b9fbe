import { z } from 'zod';
import { referenceSchema } from '../content/content-base.schemas.js';

// Differential diagnosis (docs/product/content-and-study.md §2 /ddx, §3 Sign and Diagnosis, §5, §7): the content files under
// content/ddx/, the API of GET/POST /topics/ddx/signs and GET /topics/ddx/diagnoses/{id}.

export const DDX_SIGNS_MAX = 15;
/**
 * One sign is enough to ask: "convulsões" alone lists every condition that causes it, reactive
 * causes included; the step label still advises two (docs/decisions/tools-ddx-items.md).
 */
export const DDX_SIGNS_MIN = 1;

/** Age groups of the signalment; a condition lists the ones where it is typical. */
export const AGE_GROUPS = [
  { id: 'filhote', name: 'Filhote (até 1 ano)' },
  { id: 'adulto', name: 'Adulto (1 a 7 anos)' },
  { id: 'idoso', name: 'Idoso (mais de 7 anos)' },
] as const;
export const ageGroupId = z.enum(['filhote', 'adulto', 'idoso']);
export type AgeGroupId = z.infer<typeof ageGroupId>;

/** Breed groups with known predispositions, by species (1 dog, 2 cat). */
export const BREED_GROUPS = [
  { id: 'toy', name: 'Raças toy e miniatura (yorkshire, maltês, poodle toy, pinscher, chihuahua)', species: 1 },
  { id: 'braquicefalica', name: 'Braquicefálicas (buldogues, pug, shih-tzu, boxer, persa)', species: 0 },
  { id: 'condrodistrofica', name: 'Condrodistróficas (dachshund, beagle, basset, shih-tzu, lhasa)', species: 1 },
  { id: 'grande-porte', name: 'Grande e gigante porte (pastor-alemão, labrador, rottweiler, dogue)', species: 1 },
  { id: 'pastoreio', name: 'Pastoreio com MDR1 (collie, pastor-australiano, border collie, sheltie)', species: 1 },
  { id: 'boxer', name: 'Boxer', species: 1 },
  { id: 'cocker-schnauzer', name: 'Cocker spaniel e schnauzer', species: 1 },
  { id: 'persa', name: 'Persa, exótico e himalaio', species: 2 },
  { id: 'oriental', name: 'Siamês e orientais', species: 2 },
  { id: 'maine-coon-ragdoll', name: 'Maine coon e ragdoll', species: 2 },
] as const;
export const breedGroupId = z.enum(BREED_GROUPS.map((b) => b.id) as [string, ...string[]]);
/** Breed groups offered for a species (0 means both). */
export const breedGroupsFor = (species: 1 | 2) => BREED_GROUPS.filter((b) => b.species === 0 || b.species === species);

export const SIGN_GROUPS = [
  { id: 'general', name: 'Geral' },
  { id: 'digestive', name: 'Digestório' },
  { id: 'urinary', name: 'Urinário' },
  { id: 'respiratory', name: 'Respiratório' },
  { id: 'cardiovascular', name: 'Cardiovascular' },
  { id: 'neurological', name: 'Neurológico' },
  { id: 'dermatological', name: 'Dermatológico' },
  { id: 'ocular', name: 'Oftálmico' },
  { id: 'reproductive', name: 'Reprodutivo' },
  { id: 'musculoskeletal', name: 'Musculoesquelético' },
  { id: 'behavioural', name: 'Comportamental' },
  { id: 'laboratory', name: 'Achados laboratoriais' },
] as const;
export type SignGroupId = (typeof SIGN_GROUPS)[number]['id'];
const signGroupIds = SIGN_GROUPS.map((g) => g.id) as [SignGroupId, ...SignGroupId[]];
export const signGroupId = z.enum(signGroupIds);

export function signGroupName(id: string): string {
  return SIGN_GROUPS.find((g) => g.id === id)?.name ?? id;
}

/** Species in content and payload: 1 dog, 2 cat. The picker shows 0 and 1 (docs/product/content-and-study.md §3). */
export const ddxSpecies = z.union([z.literal(1), z.literal(2)]);
export type DdxSpecies = z.infer<typeof ddxSpecies>;
/** Sex in the payload: 0 male, 1 female, null when not chosen. */
export const ddxSex = z.union([z.literal(0), z.literal(1)]).nullable();
export type DdxSex = z.infer<typeof ddxSex>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'VALIDATION_ERROR');
const flag = z.union([z.literal(0), z.literal(1)]);

// ---------------------------------------------------------------------------------------------
// Content files

/** One file per sign group: content/ddx/signs/<group>.json. */
export const signGroupFileSchema = z.strictObject({
  group: signGroupId,
  signs: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        key: slug,
        sign: z.string().min(2),
        /** Applicable to one sex only; absent means both. */
        sex: z.enum(['female', 'male']).optional(),
      }),
    )
    .min(1),
});
export type SignGroupFile = z.infer<typeof signGroupFileSchema>;

/** Shared references of the differential diagnosis: content/ddx/references.json, by key. */
export const ddxReferencesFileSchema = z.record(slug, referenceSchema);

const diagnosisSectionSchema = z.strictObject({
  title: z.string().min(2),
  paragraphs: z.array(z.string().min(2)).min(1),
});

/** One file per body system: content/ddx/diagnoses/<system>.json. */
export const diagnosisFileSchema = z.strictObject({
  diagnoses: z
    .array(
      z.strictObject({
        id: slug,
        diagnosis: z.string().min(2),
        species: z.array(ddxSpecies).min(1),
        sex: z.enum(['female', 'male']).optional(),
        /** Age groups where the condition is typical; absent when age does not help. */
        ages: z.array(ageGroupId).min(1).optional(),
        /** Breed groups predisposed. */
        breeds: z.array(breedGroupId).min(1).optional(),
        description: z.string().min(20),
        /** Sign keys; the hallmark ones are also listed in `hallmarks`. */
        signs: z.array(slug).min(3),
        hallmarks: z.array(slug).min(1),
        /** Signs whose presence argues against this condition. */
        against: z.array(slug).optional(),
        sections: z.array(diagnosisSectionSchema).min(1),
        references: z.array(slug).min(1),
        /** Library items this condition links to, when the library has them. */
        links: z
          .strictObject({
            item: z.string().optional(),
            algorithm: z.string().optional(),
            drugs: z.array(z.string()).optional(),
          })
          .optional(),
      }),
    )
    .min(1),
});
export type DiagnosisFile = z.infer<typeof diagnosisFileSchema>;
export type DiagnosisEntry = DiagnosisFile['diagnoses'][number];

// ---------------------------------------------------------------------------------------------
// API

export const signSchema = z.object({
  id: z.number().int(),
  sign: z.string(),
  group: z.string(),
  groupName: z.string(),
  female: flag,
  male: flag,
});
export type Sign = z.infer<typeof signSchema>;

export const signsResponse = z.object({ signs: z.array(signSchema) });
export type SignsResponse = z.infer<typeof signsResponse>;

export const ddxQueryBody = z.object({
  signs: z
    .array(z.number().int().positive())
    .min(DDX_SIGNS_MIN, 'DDX_SIGNS_MIN')
    .max(DDX_SIGNS_MAX, 'DDX_SIGNS_MAX')
    .refine((s) => new Set(s).size === s.length, 'VALIDATION_ERROR'),
  species: ddxSpecies,
  sex: ddxSex.optional(),
  /** Signalment, optional: it reorders conditions that already explain the signs. */
  age: ageGroupId.nullable().optional(),
  breed: breedGroupId.nullable().optional(),
});
export type DdxQuery = z.infer<typeof ddxQueryBody>;

export const rankedDiagnosisSchema = z.object({
  id: z.string(),
  diagnosis: z.string(),
  description: z.string(),
  /** Chosen signs this condition explains, out of all chosen signs (shown as matched/total). */
  matched: z.number().int(),
  total: z.number().int(),
  score: z.number(),
  matchedSigns: z.array(z.number().int()),
  /** Chosen signs that argue against this condition. */
  againstSigns: z.array(z.number().int()),
  /** Hallmark signs of the condition that were not chosen. */
  missingHallmarks: z.array(z.number().int()),
});
export type RankedDiagnosis = z.infer<typeof rankedDiagnosisSchema>;

export const ddxResultResponse = z.object({ diagnoses: z.array(rankedDiagnosisSchema) });
export type DdxResultResponse = z.infer<typeof ddxResultResponse>;

export const diagnosisParams = z.object({ id: z.string().max(120) });

export const diagnosisDetailResponse = z.object({
  id: z.string(),
  diagnosis: z.string(),
  description: z.string(),
  species: z.array(ddxSpecies),
  sections: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })),
  references: z.array(referenceSchema),
  signs: z.array(z.object({ id: z.number().int(), sign: z.string(), hallmark: z.boolean() })),
  links: z.object({
    item: z.object({ id: z.string(), name: z.string() }).nullable(),
    algorithm: z.object({ id: z.string(), name: z.string() }).nullable(),
    drugs: z.array(z.object({ id: z.string(), name: z.string(), category: z.number().int() })),
  }),
});
export type DiagnosisDetail = z.infer<typeof diagnosisDetailResponse>;
