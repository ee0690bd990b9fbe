import { z } from 'zod';

// POST /patients/prescriptions/safety-check: the editor's items against the saved patient, checked
// on the server with the same function the panel uses (docs/decisions/prescriptions-safety-check.md).
export const safetyCheckBody = z.object({
  patientId: z.uuid({ message: 'NOT_FOUND' }),
  items: z
    .array(
      z.object({
        name: z.string().max(200),
        drugIds: z.array(z.string().max(100)).max(10),
        dosePerKg: z
          .object({ value: z.number().positive(), measurement: z.string().max(40) })
          .nullable()
          .optional(),
      }),
    )
    .max(60),
});
export type SafetyCheckBody = z.input<typeof safetyCheckBody>;

export const safetyWarningSchema = z.object({
  id: z.string(),
  kind: z.enum(['interaction', 'duplicate-class', 'species', 'breed', 'dose', 'organ']),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  message: z.string(),
  drugIds: z.array(z.string()),
  source: z.union([
    z.object({ type: z.literal('drug'), drugId: z.string(), section: z.string() }),
    z.object({ type: z.literal('interaction'), ruleId: z.string() }),
  ]),
});
export const safetyCheckResponse = z.object({ warnings: z.array(safetyWarningSchema) });
export type SafetyCheckResponse = z.infer<typeof safetyCheckResponse>;

/**
 * POST /patients/prescriptions/safety-acknowledgements: the vet saw these warnings and goes on. The
 * server checks the stored draft again and keeps only the warnings it finds among these ids, so
 * what is stored is what the check says, not what the client sent.
 */
export const safetyAcknowledgementBody = z.object({
  prescriptionId: z.uuid({ message: 'NOT_FOUND' }),
  warningIds: z.array(z.string().max(200)).min(1, { message: 'REQUIRED_FIELD' }).max(100),
});
export type SafetyAcknowledgementBody = z.input<typeof safetyAcknowledgementBody>;

/** Stored with the prescription and shown on its summary; a change of the items clears it. */
export const safetyAcknowledgementSchema = z.object({
  at: z.string(),
  warnings: z.array(safetyWarningSchema.pick({ id: true, kind: true, level: true, message: true })),
});
export type SafetyAcknowledgement = z.infer<typeof safetyAcknowledgementSchema>;
