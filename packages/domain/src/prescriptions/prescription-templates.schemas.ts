// The vet's prescription templates (issue 39; what a template holds: docs/decisions/prescriptions-templates.md)
// and the open drafts /prescriptions reopens instead of starting a second one.
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import { patientSchema } from '../patients/patients.schemas.js';
import { LIMITS } from '../platform/constants.js';
import { idSchema, prescriptionItemSchema, prescriptionSchema } from './prescriptions.schemas.js';

export const TEMPLATE_LIMITS = { max: 100, nameMax: 80 } as const;

export const templateNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'REQUIRED_FIELD' })
  .max(TEMPLATE_LIMITS.nameMax, { message: 'VALIDATION_ERROR' })
  .refine(isStorableText, { message: 'VALIDATION_ERROR' });

/** POST /patients/prescriptions/templates: a template from one of the vet's prescriptions (draft or sent). */
export const createTemplateBody = z.object({ name: templateNameSchema, prescriptionId: idSchema });
export type CreateTemplateBody = z.input<typeof createTemplateBody>;

/** PATCH /patients/prescriptions/templates/:id */
export const renameTemplateBody = z.object({ name: templateNameSchema });
export const templateParams = z.object({ id: idSchema });

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  itemCount: z.number(),
  lastUpdate: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templatesResponse = z.object({ templates: z.array(templateSummarySchema), limit: z.number() });
export type TemplatesResponse = z.infer<typeof templatesResponse>;

/** GET /patients/prescriptions/templates/:id: the items to start from, guide by guide. */
export const templateSchema = templateSummarySchema.extend({
  pages: z.array(z.array(prescriptionItemSchema)).max(LIMITS.prescriptionGuidesMax),
});
export type Template = z.infer<typeof templateSchema>;

export const templateDeletedResponse = z.object({ deleted: z.literal(true), id: z.string() });

/** GET /patients/prescriptions/drafts: the vet's open drafts (no share date), newest first. */
export const openDraftsQuery = z.object({ patientId: idSchema.optional() });
export const openDraftsResponse = z.object({
  drafts: z.array(z.object({ prescription: prescriptionSchema, patient: patientSchema })),
});
export type OpenDraftsResponse = z.infer<typeof openDraftsResponse>;
