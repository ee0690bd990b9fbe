// Requests and responses of the patient and owner calls (docs/product/calculators-patients-prescriptions-management.md §3 Patient, Owner; §7 Patients and
// owners). Issue messages are the spec's message keys.
import { z } from 'zod';
import { cpfDigits, formatCpf, isValidCpf, isValidPhone, phoneDigits } from '../accounts/accounts.rules.js';
import { isStorableText, isValidEmail, normalizeEmail } from '../accounts/sign-in.rules.js';
import { ANIMAL, SEX } from '../platform/enums.js';
import {
  isValidAge,
  isValidBreed,
  isValidOwnerName,
  isValidPatientBirthday,
  isValidPatientName,
  isValidWeight,
} from './patients.rules.js';

export const idSchema = z.uuid({ message: 'NOT_FOUND' });
export const idParams = z.object({ id: idSchema });

const species = z.union([z.literal(ANIMAL.DOG), z.literal(ANIMAL.CAT)], { message: 'REQUIRED_FIELD' });
const sex = z.union([z.literal(SEX.MALE), z.literal(SEX.FEMALE)], { message: 'REQUIRED_FIELD' });

/** POST /patients: a new patient (no id) or an edit (id). Species 1 dog, 2 cat; birthday DD/MM/YYYY. */
export const patientBody = z
  .object({
    id: idSchema.optional(),
    name: z
      .string({ message: 'NAME_ERROR' })
      .trim()
      .refine(isValidPatientName, { message: 'NAME_ERROR' })
      .refine(isStorableText, { message: 'NAME_ERROR' }),
    species,
    sex,
    breed: z.string({ message: 'BREED_ERROR' }).min(1, { message: 'BREED_ERROR' }),
    weight: z.number({ message: 'WEIGHT_ERROR' }).refine(isValidWeight, { message: 'WEIGHT_ERROR' }),
    hasBirthday: z.boolean(),
    birthday: z.string().nullable().optional(),
    age: z.number().nullable().optional(),
    ownerId: idSchema,
    /** Flags the prescription safety check reads (renal/hepatic adjustment); absent means no. */
    renalDisease: z.boolean().optional().default(false),
    hepaticDisease: z.boolean().optional().default(false),
  })
  .superRefine((p, ctx) => {
    if (!isValidBreed(p.species, p.breed)) ctx.addIssue({ code: 'custom', path: ['breed'], message: 'BREED_ERROR' });
    if (p.hasBirthday) {
      if (!p.birthday || !isValidPatientBirthday(p.birthday))
        ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'INVALID_DATE' });
    } else if (p.age === null || p.age === undefined || !isValidAge(p.age)) {
      ctx.addIssue({ code: 'custom', path: ['age'], message: 'AGE_ERROR' });
    }
  })
  .transform((p) => ({
    ...p,
    birthday: p.hasBirthday ? (p.birthday ?? null) : null,
    age: p.hasBirthday ? null : (p.age ?? null),
  }));
export type PatientBody = z.input<typeof patientBody>;

export const patientSchema = z.object({
  id: z.string(),
  name: z.string(),
  species: z.number(),
  sex: z.number(),
  breed: z.string(),
  weight: z.number(),
  hasBirthday: z.boolean(),
  birthday: z.string().nullable(),
  age: z.number().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  renalDisease: z.boolean(),
  hepaticDisease: z.boolean(),
});
export type Patient = z.infer<typeof patientSchema>;

const ownerName = z
  .string({ message: 'NAME_ERROR' })
  .trim()
  .refine(isValidOwnerName, { message: 'NAME_ERROR' })
  .transform((v) => v.replace(/\s+/g, ' '));
const optionalEmail = z
  .string({ message: 'INVALID_EMAIL' })
  .max(254, { message: 'INVALID_EMAIL' })
  .nullable()
  .optional()
  .refine((v) => !v?.trim() || isValidEmail(v), { message: 'INVALID_EMAIL' })
  .transform((v) => (v?.trim() ? normalizeEmail(v) : null));
const optionalPhone = z
  .string({ message: 'INVALID_PHONE' })
  .max(25, { message: 'INVALID_PHONE' })
  .nullable()
  .optional()
  .refine((v) => !v || isValidPhone(v), { message: 'INVALID_PHONE' })
  .transform((v) => (v ? phoneDigits(v) : null));
const optionalAddress = z
  .string()
  .trim()
  .max(300, { message: 'VALIDATION_ERROR' })
  .refine(isStorableText, { message: 'VALIDATION_ERROR' })
  .nullable()
  .optional()
  .transform((v) => v || null);

/**
 * POST /patients/owners. New owners give name and CPF; an edit (id) changes only e-mail, phone and
 * address (docs/product/calculators-patients-prescriptions-management.md §4), so name and CPF are ignored there.
 */
export const ownerBody = z
  .object({
    id: idSchema.optional(),
    name: ownerName.optional(),
    cpf: z
      .string({ message: 'SIGNUP_CPF_HINT' })
      .max(20, { message: 'SIGNUP_CPF_HINT' })
      .refine(isValidCpf, { message: 'SIGNUP_CPF_HINT' })
      .transform((v) => cpfDigits(v.trim()))
      .optional(),
    email: optionalEmail,
    phone: optionalPhone,
    address: optionalAddress,
  })
  .superRefine((o, ctx) => {
    if (o.id) return;
    if (!o.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'NAME_ERROR' });
    if (!o.cpf) ctx.addIssue({ code: 'custom', path: ['cpf'], message: 'SIGNUP_CPF_HINT' });
  });
export type OwnerBody = z.input<typeof ownerBody>;

export const ownerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked ###.###.###-## */
  cpf: z.string(),
  email: z.string().nullable(),
  /** Digits with area code. */
  phone: z.string().nullable(),
  address: z.string().nullable(),
  patients: z.array(patientSchema),
});
export type Owner = z.infer<typeof ownerSchema>;

export const searchQuery = z.object({ search: z.string().max(100).optional().default('') });
export const patientsSearchResponse = z.object({ patients: z.array(patientSchema) });
export const ownersSearchResponse = z.object({ owners: z.array(ownerSchema.omit({ patients: true })) });
export type OwnerSummary = z.infer<typeof ownersSearchResponse>['owners'][number];

export { formatCpf };
