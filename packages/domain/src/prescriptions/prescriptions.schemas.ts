// Requests and responses of the prescription calls (docs/product/calculators-patients-prescriptions-management.md §3 Prescription, Prescription item, share
// state; §7 Prescriptions) and of the public share and validation pages.
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import { patientSchema } from '../patients/patients.schemas.js';
import { LIMITS, SHARE_LINK_DAYS } from '../platform/constants.js';
import { SHARE_TYPE } from '../platform/enums.js';
import { itemDosingSchema, presentationSchema } from './item-dosing.js';
import { safetyAcknowledgementSchema } from './safety-check.schemas.js';

const text = (max: number) =>
  z.string().trim().max(max, { message: 'VALIDATION_ERROR' }).refine(isStorableText, { message: 'VALIDATION_ERROR' });
const optionalText = (max: number) => text(max).optional().nullable();

export const idSchema = z.uuid({ message: 'NOT_FOUND' });

/** Item kinds of the search (docs/product/calculators-patients-prescriptions-management.md §2): 0 composition (active principle), 1 veterinary, 2 human. */
export const ITEM_TYPE = { COMPOSITION: 0, VETERINARY: 1, HUMAN: 2, FREE_TEXT: 3 } as const;
export const ITEM_TYPE_LABELS: Record<number, string> = {
  0: 'Composição',
  1: 'Veterinário',
  2: 'Humano',
  3: 'Texto livre',
};

/** One active principle an item contains (drugsList of docs/product/calculators-patients-prescriptions-management.md §3). */
export const itemDrugSchema = z.object({
  drug: text(200),
  drugId: text(100),
  category: z.number().int(),
});

/** The dose chosen from the library (kept so the guide and the range warning can use it). */
export const itemDoseSchema = z.object({
  drugId: text(100),
  position: z.number().int().min(0),
  title: text(300),
  dose: text(40),
  measurement: text(40),
  route: text(100),
  frequency: text(60),
  frequencyUnit: text(40).nullable().optional(),
});

export const prescriptionItemSchema = z.object({
  id: z.string().min(1).max(64),
  name: text(200).pipe(z.string().min(1, { message: 'REQUIRED_FIELD' })),
  option: z
    .object({ concentration: optionalText(100), display: optionalText(200), package: optionalText(100) })
    .nullable()
    .optional(),
  freeText: z.boolean(),
  freeTextNameDisplay: optionalText(200),
  dose: itemDoseSchema.nullable().optional(),
  route: optionalText(100),
  posology: text(1000).pipe(z.string().min(1, { message: 'REQUIRED_FIELD' })),
  additionalInformation: optionalText(1000),
  quantity: optionalText(100),
  page: z
    .number()
    .int()
    .min(0)
    .max(LIMITS.prescriptionGuidesMax - 1),
  type: z.number().int().min(0).max(3),
  brand: optionalText(100),
  productId: optionalText(100),
  drugsList: z.array(itemDrugSchema).max(10).default([]),
  /** What the dose calculator used, so a template recomputes the posology for another weight. */
  dosing: itemDosingSchema.nullable().optional(),
});
export type PrescriptionItem = z.output<typeof prescriptionItemSchema>;
export type PrescriptionItemInput = z.input<typeof prescriptionItemSchema>;

const pagesSchema = z
  .array(z.array(prescriptionItemSchema).min(1).max(40))
  .min(1, { message: 'REQUIRED_FIELD' })
  .max(LIMITS.prescriptionGuidesMax, { message: 'VALIDATION_ERROR' });

/** POST /patients/prescriptions: saves the draft (new without id). */
export const saveDraftBody = z.object({
  id: idSchema.optional().nullable(),
  patientId: idSchema,
  ownerId: idSchema.optional().nullable(),
  pages: pagesSchema,
});
export type SaveDraftBody = z.input<typeof saveDraftBody>;

export const deleteQuery = z.object({ deleted: z.enum(['true', 'false']).optional() });
/**
 * The one body of POST /patients/prescriptions: a draft to save, or with ?deleted=true just { id }.
 * Patient and pages are required for a save; the service checks that, since it depends on the query.
 */
export const saveOrDeleteBody = saveDraftBody.partial({ patientId: true, pages: true });
export const deletedResponse = z.object({ deleted: z.literal(true), id: z.string() });

export const PRESCRIPTION_STATUS = { DRAFT: 'Draft', SENT: 'Sent' } as const;

export const prescriptionFileSchema = z.object({ page: z.number(), name: z.string(), url: z.string() });

export const prescriptionSchema = z.object({
  id: z.string(),
  pages: z.array(z.array(prescriptionItemSchema)),
  patientId: z.string(),
  ownerId: z.string(),
  status: z.enum([PRESCRIPTION_STATUS.DRAFT, PRESCRIPTION_STATUS.SENT]),
  shareDate: z.string().nullable(),
  lastUpdate: z.string(),
  files: z.array(prescriptionFileSchema),
  itemCount: z.number(),
  guideCount: z.number(),
  validationCode: z.string().nullable(),
  /** The safety warnings the vet acknowledged for these items (null: none, or the items changed since). */
  safetyAcknowledgement: safetyAcknowledgementSchema.nullable(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const listQuery = z.object({ patientId: idSchema, cursor: z.string().max(100).optional() });
export const listResponse = z.object({ prescriptions: z.array(prescriptionSchema), nextCursor: z.string().nullable() });

export const detailQuery = z.object({ hasShareDate: z.enum(['true', 'false']).optional() });

/** `sign`: sign the guides with the vet's certificate (default: when one is stored). */
export const filesBody = z.object({ prescriptionId: idSchema, sign: z.boolean().optional() });
export const filesResponse = z.object({
  prescription: prescriptionSchema,
  patient: patientSchema,
  owner: z.object({
    id: z.string(),
    name: z.string(),
    cpf: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** Some item is a controlled drug (its guide is a two-copy special one). */
  hasControlled: z.boolean(),
});
export type FilesResponse = z.infer<typeof filesResponse>;

const shareTypes = Object.values(SHARE_TYPE) as [number, ...number[]];
export const clinicalHandoutRef = z.object({ id: text(100), name: text(200), content_type: z.number().int() });

/** POST /patients/prescriptions/shares. E-mail and phone default to the owner's. */
const shareDays = z
  .number()
  .int()
  .min(1, { message: 'VALIDATION_ERROR' })
  .max(SHARE_LINK_DAYS.max, { message: 'VALIDATION_ERROR' });

export const shareBody = z.object({
  prescriptionId: idSchema,
  types: z
    .array(z.number().refine((t) => shareTypes.includes(t), { message: 'VALIDATION_ERROR' }))
    .min(1, { message: 'REQUIRED_FIELD' })
    .max(5),
  clinicalHandouts: z.array(clinicalHandoutRef).max(50).default([]),
  email: z.string().max(254).optional().nullable(),
  phone: z.string().max(25).optional().nullable(),
  /** How long the link works; SHARE_LINK_DAYS.default when absent (docs/decisions/prescriptions-share-links.md). */
  expiresInDays: shareDays.optional(),
});
export type ShareBody = z.input<typeof shareBody>;

export const shareResponse = z.object({
  shareId: z.string(),
  link: z.string(),
  whatsappUrl: z.string().nullable(),
  emailSent: z.boolean(),
  shareDate: z.string(),
  expiresAt: z.string(),
});
export type ShareResponse = z.infer<typeof shareResponse>;

export const shareIdParams = z.object({ shareId: z.string().min(10).max(100) });
export const sharesResponse = z.object({
  shares: z.array(
    z.object({
      shareId: z.string(),
      link: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
});
/** Body of POST /patients/prescriptions/shares/{shareId}/expiry: the link works this many days from now. */
export const shareExpiryBody = z.object({ expiresInDays: shareDays });
export const shareExpiryResponse = z.object({ expiresAt: z.string() });

/** GET /patients/shares/{id}: what the owner sees, without login: the guides and the handouts only. */
export const publicShareResponse = z.object({
  patientName: z.string(),
  vetName: z.string(),
  date: z.string(),
  files: z.array(z.object({ page: z.number(), name: z.string(), url: z.string() })),
  clinicalHandouts: z.array(clinicalHandoutRef),
});
export type PublicShare = z.infer<typeof publicShareResponse>;

export const validationParams = z.object({ code: z.string().min(4).max(20) });
/** GET /patients/prescriptions/validations/{code}: what a pharmacy checks, without login. */
export const validationResponse = z.object({
  code: z.string(),
  vetName: z.string(),
  crmv: z.string(),
  date: z.string(),
  patient: z.object({ name: z.string(), species: z.string() }),
  items: z.array(
    z.object({ guide: z.number(), name: z.string(), posology: z.string(), quantity: z.string().nullable() }),
  ),
  shared: z.boolean(),
  /**
   * The guides' digital signature, checked on each request against the bytes the server serves:
   * null when the guides were not signed.
   */
  signature: z.object({ signer: z.string(), signedAt: z.string(), valid: z.boolean() }).nullable(),
});
export type Validation = z.infer<typeof validationResponse>;

/** POST /patients/prescriptions/searches: filter 0 compositions, 1 veterinary, 2 human. */
export const itemSearchBody = z.object({
  search: z.string().max(100).default(''),
  filter: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
});
export const itemSearchResult = z.object({
  id: z.string(),
  type: z.number(),
  name: z.string(),
  concentration: z.string().nullable(),
  display: z.string().nullable(),
  package: z.string().nullable(),
  brand: z.string().nullable(),
  drugsList: z.array(itemDrugSchema),
});
export type ItemSearchResult = z.infer<typeof itemSearchResult>;
export const itemSearchResponse = z.object({ results: z.array(itemSearchResult) });

/** GET /patients/prescriptions/options: doses of the principles (species first) and presentations. */
export const itemOptionsQuery = z.object({
  drugIds: z.string().min(1).max(500),
  species: z.coerce.number().int().min(1).max(2).optional(),
});
export const doseChoiceSchema = itemDoseSchema.extend({
  animals: z.array(z.number()),
  description: z.string().nullable(),
  options: z.array(z.object({ label: z.string(), concentration: z.number(), unit: z.string() })),
  drugName: z.string(),
  category: z.number(),
});
export type DoseChoice = z.infer<typeof doseChoiceSchema>;
/** A presentation read from its label (dispense.ts parsePresentation): what the posology is computed for. */
export const dispensableSchema = presentationSchema;
export const presentationChoiceSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  type: z.number(),
  category: z.number(),
  presentation: z.string(),
  /** Pack as the content gives it ("10 cápsulas"), when it does. */
  pack: z.string().nullable(),
  /** Null when the label names no form and strength a dose can be measured in. */
  dispensable: dispensableSchema.nullable(),
});
export type PresentationChoice = z.infer<typeof presentationChoiceSchema>;
export const itemOptionsResponse = z.object({
  doses: z.array(doseChoiceSchema),
  /** False when no dose matched the species and all doses are shown instead. */
  speciesMatched: z.boolean(),
  presentations: z.array(presentationChoiceSchema),
  /** Lists of Portaria 344/98 (and adendo) of the controlled principles: controlled-forms.ts decides the form. */
  controlled: z.array(
    z.object({
      drugId: z.string(),
      list: z.string(),
      adendo: z.object({ maxMgPerUnit: z.number(), source: z.string() }).nullable().optional(),
    }),
  ),
  /** Principles whose doses are PRO content the reader may not read (their doses are left out). */
  lockedDrugIds: z.array(z.string()),
});
export type ItemOptions = z.infer<typeof itemOptionsResponse>;
