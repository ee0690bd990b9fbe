import { z } from 'zod';
import { PET_AGES, PET_SIZES } from '../platform/enums.js';
import { photoSchema, referenceSchema, sectionSchema } from './content-base.schemas.js';
import { DRUG_SYSTEM_IDS } from './drug-classes.js';

// Drug and product content files (docs/product/content-and-study.md §2 Drug screens, §3 Drug summary, Product summary,
// Drug detail, Dose) and the summaries the lists show.

export { DRUG_SYSTEMS, MISCELLANEOUS_CLASS, THERAPEUTIC_CLASSES } from './drug-classes.js';

/** Lower-case ASCII words joined by hyphens; the file is named `<id>.json`. */
export const contentSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id deve ser um slug (a-z, 0-9 e hífens)');

const animalId = z.union([z.literal(1), z.literal(2)]);
const animals = z
  .array(animalId)
  .min(1)
  .refine((a) => new Set(a).size === a.length, 'espécies repetidas');

// ---------------------------------------------------------------------------------------------
// Dose

/** Units a dose is expressed in; the dose calculator understands the per-kg ones. */
export const DOSE_MEASUREMENTS = [
  'mg/kg',
  'mcg/kg',
  'g/kg',
  'UI/kg',
  'mL/kg',
  'mEq/kg',
  'mg/kg/h',
  'mcg/kg/h',
  'mcg/kg/min',
  'mL/kg/h',
  'mEq/kg/h',
  'mEq/L',
  'mg/m²',
  // Inhalants are dosed as a vaporizer setting (volume percent), not per kg.
  '%',
  'mg/animal',
  'mcg/animal',
  'g/animal',
  'mL/animal',
  'UI/animal',
  'gota',
  'cm de pomada',
  'borrifada',
  'pipeta',
  'aplicação',
  'dose',
] as const;
export type DoseMeasurement = (typeof DOSE_MEASUREMENTS)[number];

/** Administration routes; a dose's `route` lists one or more, e.g. 'IV, IM ou SC'. */
export const ROUTES = [
  'VO',
  'IV',
  'IM',
  'SC',
  'IO',
  'Intranasal',
  'Inalatória',
  'Tópica',
  'Oftálmica',
  'Transdérmica',
  'Retal',
  'Transmucosa oral',
  'Epidural',
  'Perineural',
  'Infiltrativa',
  'Intratraqueal',
] as const;

/** `frequency` is either a number or range read with this unit ('a cada 8 a 12 h') or one of the words. */
export const FREQUENCY_UNITS = ['h', 'dias', 'semanas', 'meses', 'anos', 'vezes ao dia', 'vezes por semana'] as const;
export const FREQUENCY_WORDS = ['Dose única', 'Infusão contínua', 'Se necessário', 'Ver descrição'] as const;

/** A decimal with comma ('0,5') or a range ('0,5 a 1'). */
const NUMBER_OR_RANGE = /^\d+(,\d+)?( a \d+(,\d+)?)?$/;

function splitRoutes(route: string): string[] {
  return route.split(/, | ou /);
}

/** A concentration the dose calculator can offer for this dose (docs/product/calculators-patients-prescriptions-management.md §9 Dose calculator units). */
export const doseOptionSchema = z.strictObject({
  label: z.string().min(1),
  concentration: z.number().positive(),
  unit: z.enum(['%', 'mg/mL', 'mcg/mL', 'UI/mL', 'g/mL', 'mg', 'mcg', 'g']),
});
export type DoseOption = z.infer<typeof doseOptionSchema>;

export const doseSchema = z
  .strictObject({
    title: z.string().min(1),
    /** Number or range in pt-BR notation: '12,5 a 25'. */
    dose: z.string().regex(NUMBER_OR_RANGE, "dose deve ser um número ou intervalo, ex.: '0,5' ou '0,5 a 1'"),
    measurement: z.enum(DOSE_MEASUREMENTS),
    description: z.string().optional(),
    animals,
    options: z.array(doseOptionSchema).optional(),
    route: z
      .string()
      .min(1)
      .refine(
        (r) => splitRoutes(r).every((p) => (ROUTES as readonly string[]).includes(p)),
        `via desconhecida; use ${ROUTES.join(', ')}, separadas por ', ' ou ' ou '`,
      ),
    frequency: z.string().min(1),
    frequencyUnit: z.enum(FREQUENCY_UNITS).optional(),
  })
  .superRefine((d, ctx) => {
    const numeric = NUMBER_OR_RANGE.test(d.frequency);
    if (numeric && !d.frequencyUnit) {
      ctx.addIssue({
        code: 'custom',
        message: 'obrigatória quando a frequência é um número',
        path: ['frequencyUnit'],
      });
    }
    if (!numeric && !(FREQUENCY_WORDS as readonly string[]).includes(d.frequency)) {
      ctx.addIssue({
        code: 'custom',
        message: `use um número, um intervalo ou um de: ${FREQUENCY_WORDS.join(', ')}`,
        path: ['frequency'],
      });
    }
  });
export type Dose = z.infer<typeof doseSchema>;

/** Parses '0,5 a 1' into numbers; a single value gives min = max. */
export function doseRange(dose: string): { min: number; max: number } {
  const [a, b] = dose.split(' a ').map((v) => Number(v.replace(',', '.')));
  return { min: a ?? Number.NaN, max: b ?? a ?? Number.NaN };
}

// ---------------------------------------------------------------------------------------------
// Drug file (categories 1, 2, 4, 5)

export const DRUG_FILE_CATEGORIES = [1, 2, 4, 5] as const;

/** Titles the Atenção tab must carry, as style-1 sections. */
export const ATTENTION_TITLES = ['Contraindicações', 'Efeitos adversos', 'Interações medicamentosas'] as const;

const flags = {
  premium: z.boolean(),
  freeTrial: z.boolean(),
  isNew: z.boolean(),
};

/**
 * An adendo of a Portaria 344/98 list (as updated by ANVISA's RDCs): preparations with at most
 * `maxMgPerUnit` of the principle per unit (tablet, capsule, ampoule) go on the two-copy Receita de
 * Controle Especial instead of the list's Notificação. `source` names the act, list and item.
 */
export const controlledAdendoSchema = z.strictObject({
  maxMgPerUnit: z.number().positive(),
  source: z.string().min(1),
});
export type ControlledAdendo = z.infer<typeof controlledAdendoSchema>;

export const drugFileSchema = z
  .strictObject({
    id: contentSlug,
    category: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]),
    name: z.string().min(1),
    /** One line under the name: what the drug is. */
    description: z.string().min(1),
    synonyms: z.array(z.string().min(1)).optional(),
    classes: z.array(z.string().min(1)).min(1),
    systems: z
      .array(z.number().int())
      .refine((ids) => ids.every((id) => (DRUG_SYSTEM_IDS as readonly number[]).includes(id)), 'sistema desconhecido'),
    animals,
    ...flags,
    disabled: z.boolean().optional(),
    /** List of Portaria SVS/MS 344/1998 when the drug is controlled (prescriptions/controlled-forms.ts picks the form). */
    controlled: z.enum(['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'C3', 'C4', 'C5']).optional(),
    /** The list's adendo that moves preparations up to a strength to the Receita de Controle Especial. */
    controlledAdendo: controlledAdendoSchema.optional(),
    info: z.array(sectionSchema).min(1),
    doses: z.array(doseSchema).min(2),
    attention: z.array(sectionSchema).min(1),
    references: z.array(referenceSchema).min(1),
    internalReferences: z.array(referenceSchema),
    veterinary_products: z.array(contentSlug),
    human_products: z.array(contentSlug),
    /** Vaccine, supplement or serum products; for vaccines (category 2) the commercial vaccines. */
    vaccines_suplements_serums: z.array(contentSlug),
  })
  .superRefine((d, ctx) => {
    if (d.controlledAdendo && !d.controlled?.match(/^[AB]/)) {
      ctx.addIssue({
        code: 'custom',
        message: 'adendo só para um medicamento das listas A ou B',
        path: ['controlledAdendo'],
      });
    }
    if (d.category === 1 && d.systems.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'medicamento sistêmico precisa de ao menos um sistema',
        path: ['systems'],
      });
    }
    const titles = new Set(d.attention.map((s) => s.text));
    for (const t of ATTENTION_TITLES) {
      if (!titles.has(t)) ctx.addIssue({ code: 'custom', message: `falta a seção '${t}'`, path: ['attention'] });
    }
    d.doses.forEach((dose, i) => {
      if (dose.animals.some((a) => !d.animals.includes(a))) {
        ctx.addIssue({
          code: 'custom',
          message: 'espécie que o medicamento não lista em Espécies',
          path: ['doses', i, 'animals'],
        });
      }
    });
    const refCount = d.references.length;
    const checkRefs = (sections: unknown[], path: (string | number)[]) => {
      sections.forEach((s, i) => {
        const sec = s as { references?: number[]; sections?: unknown[] };
        if (sec.references?.some((r) => r >= refCount)) {
          ctx.addIssue({
            code: 'custom',
            message: 'cita uma referência que não existe na lista',
            path: [...path, i, 'references'],
          });
        }
        if (sec.sections) checkRefs(sec.sections, [...path, i, 'sections']);
      });
    };
    checkRefs(d.info, ['info']);
    checkRefs(d.attention, ['attention']);
  });
export type DrugFile = z.infer<typeof drugFileSchema>;

/** What lists show for a drug (docs/product/content-and-study.md §3 Drug summary). */
export interface DrugSummary {
  id: string;
  name: string;
  description: string;
  category: DrugFile['category'];
  classes: string[];
  systems: number[];
  animals: (1 | 2)[];
  premium: boolean;
  freeTrial: boolean;
  isNew: boolean;
  disabled: boolean;
}

export function drugSummaryOf(file: DrugFile): DrugSummary {
  return {
    id: file.id,
    name: file.name,
    description: file.description,
    category: file.category,
    classes: file.classes,
    systems: file.systems,
    animals: file.animals,
    premium: file.premium,
    freeTrial: file.freeTrial,
    isNew: file.isNew,
    disabled: file.disabled ?? false,
  };
}

// ---------------------------------------------------------------------------------------------
// Product file

/**
 * Product types: 1 veterinary product, 2 product hidden in lists (reachable only from its drug),
 * 3 human product (a generic name plus the commercial names it is sold under).
 */
export const PRODUCT_TYPE = { VETERINARY: 1, HIDDEN: 2, HUMAN: 3 } as const;

export { GENERIC_PRODUCT_MARKER } from './product-names.js';

export const PRODUCT_FILE_CATEGORIES = [1, 2, 3, 4, 5, 6, 8, 9, 10] as const;

/** Folder under content/products/ for each product category (the category's `name`). */
export const PRODUCT_FOLDERS: Record<(typeof PRODUCT_FILE_CATEGORIES)[number], string> = {
  1: 'systemic_drugs',
  2: 'vaccines',
  3: 'oral_hygiene',
  4: 'topical_dermatologicals',
  5: 'ophthalmic_agents',
  6: 'supplements',
  8: 'prescribed_foods',
  9: 'complete_foods',
  10: 'snacks',
};

export const productDrugSchema = z
  .strictObject({
    /** Active principle as printed on the product. */
    name: z.string().min(1),
    /** True when the principle has its own drug file. */
    hasLink: z.boolean(),
    /** The drug file's id; required when hasLink. */
    id: contentSlug.optional(),
  })
  .refine((d) => !d.hasLink || d.id, { message: 'hasLink exige id', path: ['id'] });

export const presentationVolumeSchema = z.strictObject({
  presentation: z.string().min(1),
  volume: z.string().min(1),
});

const PHOTO_URL = /^\/content\/photos\/[a-z0-9-]+\.svg$|^https:\/\//;

export const productFileSchema = z
  .strictObject({
    id: contentSlug,
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    category: z.union(PRODUCT_FILE_CATEGORIES.map((c) => z.literal(c))),
    name: z.string().min(1),
    description: z.string().optional(),
    classes: z.array(z.string().min(1)).min(1),
    /** Manufacturer or brand; human products use the laboratory of the reference drug or 'generic'. */
    brand: z.string().min(1),
    brandLines: z.array(z.string().min(1)),
    presentation: z.string().min(1).optional(),
    presentationList: z.array(z.string().min(1)).optional(),
    drugs: z.array(productDrugSchema),
    petSizes: z.array(z.enum(PET_SIZES)),
    petAges: z.array(z.enum(PET_AGES)),
    petBreeds: z.array(z.string().min(1)),
    features: z.array(z.string().min(1)),
    dogs: z.boolean(),
    cats: z.boolean(),
    photo: z.string().regex(PHOTO_URL, 'foto deve ser /content/photos/<slug>.svg ou uma URL https').optional(),
    photos: z.array(photoSchema),
    volumes: z.array(z.string().min(1)),
    sections: z.array(sectionSchema),
    /** Human products: commercial names, with 'generic' when a generic is sold. */
    products: z.array(z.string().min(1)).optional(),
    presentation_volumes: z.array(presentationVolumeSchema).optional(),
    ...flags,
  })
  .superRefine((p, ctx) => {
    if (!p.dogs && !p.cats)
      ctx.addIssue({ code: 'custom', message: 'produto precisa de cães ou gatos', path: ['dogs'] });
    if (p.type === PRODUCT_TYPE.HUMAN) {
      if (!p.presentation_volumes?.length) {
        ctx.addIssue({
          code: 'custom',
          message: 'produto humano precisa de presentation_volumes',
          path: ['presentation_volumes'],
        });
      }
      if (!p.products?.length) {
        ctx.addIssue({ code: 'custom', message: 'produto humano precisa de products', path: ['products'] });
      }
      if (p.category !== 1 && p.category !== 4 && p.category !== 5) {
        ctx.addIssue({ code: 'custom', message: 'produto humano só nas categorias 1, 4 e 5', path: ['category'] });
      }
    } else if (!p.presentation && !p.presentationList?.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'produto precisa de presentation ou presentationList',
        path: ['presentation'],
      });
    }
  });
export type ProductFile = z.infer<typeof productFileSchema>;

/** What lists show for a product (docs/product/content-and-study.md §3 Product summary), plus the lock/highlight flags. */
export type ProductSummary = Omit<ProductFile, 'description'>;

export function productSummaryOf(file: ProductFile): ProductSummary {
  const { description: _description, ...summary } = file;
  return summary;
}
