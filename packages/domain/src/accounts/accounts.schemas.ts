// Requests and responses of the /login/* and /partners/tokens calls (docs/product/platform-accounts-subscription.md §7) and the user record
// (§3). Issue messages are message keys, so the server's error answer names the broken rule.
import { z } from 'zod';
import { LIMITS } from '../platform/constants.js';
import { STORES, VETERINARY_STATUS } from '../platform/enums.js';
import {
  cpfDigits,
  EMAIL_MAX_LENGTH,
  formatZipCode,
  isStorableText,
  isValidBirthday,
  isValidCpf,
  isValidCrmvNumber,
  isValidDisplayName,
  isValidEmail,
  isValidEmailCode,
  isValidNationality,
  isValidPassword,
  isValidPhone,
  isValidZipCode,
  normalizeEmail,
  normalizeName,
  phoneDigits,
} from './accounts.rules.js';
import { ACADEMIC_DEGREES, AREAS_OF_INTEREST } from './interests.js';
import { UFS } from './states.js';

export const PROVIDERS = ['email', 'password', 'partners'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const emailSchema = z
  .string({ message: 'INVALID_EMAIL' })
  .max(EMAIL_MAX_LENGTH + 20, { message: 'INVALID_EMAIL' })
  .refine(isValidEmail, { message: 'INVALID_EMAIL' })
  .transform(normalizeEmail);

export const passwordSchema = z.string({ message: 'INVALID_PASSWORD' }).refine(isValidPassword, {
  message: 'INVALID_PASSWORD',
});

export const emailCodeSchema = z
  .string({ message: 'INVALID_EMAIL_CODE' })
  .refine(isValidEmailCode, { message: 'INVALID_EMAIL_CODE' });

export const uidSchema = z.uuid({ message: 'NOT_FOUND' });

const storable = { message: 'VALIDATION_ERROR' } as const;

const required = (max: number) =>
  z
    .string({ message: 'REQUIRED_FIELD' })
    .trim()
    .min(1, { message: 'REQUIRED_FIELD' })
    .max(max, { message: 'VALIDATION_ERROR' })
    .refine(isStorableText, storable);

/** Optional free text: trimmed, bounded, storable. */
const optionalText = (max: number) =>
  z.string().trim().max(max, { message: 'VALIDATION_ERROR' }).refine(isStorableText, storable).optional().nullable();

export const displayNameSchema = z
  .string({ message: 'NAME_ERROR' })
  .max(200, { message: 'NAME_ERROR' })
  .refine(isValidDisplayName, { message: 'NAME_ERROR' })
  .transform(normalizeName);

export const displayNamePrefixSchema = z
  .string({ message: 'VALIDATION_ERROR' })
  .trim()
  .max(LIMITS.prefixMaxLength, { message: 'VALIDATION_ERROR' })
  .refine(isStorableText, storable);

/** ISO 'YYYY-MM-DD'; the web converts the DD/MM/YYYY mask with parseMaskedDate. */
export const birthdaySchema = z
  .string({ message: 'SIGNUP_BIRTHDAY_ERROR' })
  .refine((v) => isValidBirthday(v), { message: 'SIGNUP_BIRTHDAY_ERROR' });

/** Accepts the mask or the digits; stored as the 11 digits. */
export const cpfSchema = z
  .string({ message: 'SIGNUP_CPF_HINT' })
  .max(20, { message: 'SIGNUP_CPF_HINT' })
  .refine(isValidCpf, { message: 'SIGNUP_CPF_HINT' })
  .transform((v) => cpfDigits(v.trim()));

export const nationalitySchema = z
  .number({ message: 'VALIDATION_ERROR' })
  .int({ message: 'VALIDATION_ERROR' })
  .refine(isValidNationality, { message: 'VALIDATION_ERROR' });

export const ufSchema = z.enum(UFS, { message: 'REQUIRED_FIELD' });

export const crmvNumberSchema = z
  .string({ message: 'INVALID_CRMV' })
  .trim()
  .refine(isValidCrmvNumber, { message: 'INVALID_CRMV' });

export const phoneSchema = z
  .string({ message: 'INVALID_PHONE' })
  .max(25, { message: 'INVALID_PHONE' })
  .refine(isValidPhone, { message: 'INVALID_PHONE' })
  .transform(phoneDigits);

export const addressSchema = z
  .object({
    zipCode: z.string({ message: 'INVALID_ZIP_CODE' }).max(12, { message: 'INVALID_ZIP_CODE' }),
    street: required(200),
    number: required(20),
    complement: optionalText(100),
    neighborhood: required(100),
    city: required(100),
    state: ufSchema,
    country: z.string().trim().max(60).refine(isStorableText, storable).optional().default('Brasil'),
  })
  .superRefine((address, ctx) => {
    // The CEP must exist and belong to the chosen UF, so "01310-100" with state RJ is refused.
    if (!isValidZipCode(address.zipCode, address.state)) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'INVALID_ZIP_CODE' });
    }
  })
  .transform((address) => ({ ...address, zipCode: formatZipCode(address.zipCode) }));
export type Address = z.output<typeof addressSchema>;

const areaIds = AREAS_OF_INTEREST.map((a) => a.id);
const degreeIds = ACADEMIC_DEGREES.map((d) => d.id);
const idList = (ids: number[]) =>
  z
    .array(
      z
        .number()
        .int()
        .refine((n) => ids.includes(n), { message: 'VALIDATION_ERROR' }),
      {
        message: 'VALIDATION_ERROR',
      },
    )
    .max(ids.length, { message: 'VALIDATION_ERROR' })
    .transform((list) => [...new Set(list)].sort((a, b) => a - b));

export const questionsSchema = z.object({
  veterinaryStatus: z.union(
    [
      z.literal(VETERINARY_STATUS.PROFESSIONAL),
      z.literal(VETERINARY_STATUS.STUDENT),
      z.literal(VETERINARY_STATUS.OTHER),
    ],
    { message: 'REQUIRED_FIELD' },
  ),
  /** Free text for status 3 (the spec's spelling of the field is kept). */
  ocupation: optionalText(100),
  interests: idList(areaIds).optional().default([]),
  college: optionalText(200),
  /** Year the course was (or will be) completed. */
  courseCompletion: z
    .number({ message: 'VALIDATION_ERROR' })
    .int({ message: 'VALIDATION_ERROR' })
    .min(1930, { message: 'VALIDATION_ERROR' })
    .max(2200, { message: 'VALIDATION_ERROR' })
    .optional()
    .nullable(),
  academicDegrees: idList(degreeIds).optional().default([]),
});
export type Questions = z.output<typeof questionsSchema>;

/** Body of POST /login/users: any subset of the editable fields (a /registration/{field} edit sends one). */
export const updateUserBody = z
  .object({
    /** Sent by clients that post the whole record; must be the account's own e-mail (FORBIDDEN_EMAIL_UPDATE). */
    email: emailSchema.optional(),
    uid: z.string().max(100).optional(),
    displayNamePrefix: displayNamePrefixSchema.nullable().optional(),
    displayName: displayNameSchema.optional(),
    birthday: birthdaySchema.optional(),
    cpf: cpfSchema.nullable().optional(),
    nationality: nationalitySchema.optional(),
    phone: phoneSchema.nullable().optional(),
    crmvNumber: crmvNumberSchema.nullable().optional(),
    crmvState: ufSchema.nullable().optional(),
    address: addressSchema.nullable().optional(),
    questions: questionsSchema.optional(),
  })
  .superRefine((user, ctx) => {
    // A CPF is asked only of Brazilians (docs/product/platform-accounts-subscription.md §5); a foreign nationality with a CPF is contradictory.
    if (user.cpf && user.nationality !== undefined && user.nationality !== 0) {
      ctx.addIssue({ code: 'custom', path: ['cpf'], message: 'SIGNUP_CPF_HINT' });
    }
    // A CRMV is a number and its UF together: one without the other identifies no registration.
    if (user.crmvNumber && !user.crmvState) {
      ctx.addIssue({ code: 'custom', path: ['crmvState'], message: 'REQUIRED_FIELD' });
    }
    if (user.crmvState && !user.crmvNumber) {
      ctx.addIssue({ code: 'custom', path: ['crmvNumber'], message: 'INVALID_CRMV' });
    }
  });
export type UpdateUserBody = z.input<typeof updateUserBody>;

const isoDateTime = z.string();

export const userSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  displayNamePrefix: z.string().nullable(),
  birthday: z.string().nullable(),
  cpf: z.string().nullable(),
  nationality: z.number().nullable(),
  phone: z.string().nullable(),
  crmvNumber: z.string().nullable(),
  crmvState: z.string().nullable(),
  address: z
    .object({
      zipCode: z.string(),
      street: z.string(),
      number: z.string(),
      complement: z.string().nullable().optional(),
      neighborhood: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string().optional(),
    })
    .nullable(),
  questions: z
    .object({
      veterinaryStatus: z.number(),
      ocupation: z.string().nullable().optional(),
      interests: z.array(z.number()),
      college: z.string().nullable().optional(),
      courseCompletion: z.number().nullable().optional(),
      academicDegrees: z.array(z.number()),
    })
    .nullable(),
  entitlements: z.array(z.string()),
  premiumStatus: z.boolean(),
  isPremium: z.boolean(),
  store: z.enum(STORES).nullable(),
  providerId: z.enum(PROVIDERS).nullable(),
  providers: z.array(z.enum(PROVIDERS)),
  hasPassword: z.boolean(),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
});
export type User = z.infer<typeof userSchema>;

// --- calls ---------------------------------------------------------------------------------------

export const emailParams = z.object({ email: emailSchema });

export const providersResponse = z.object({ providers: z.array(z.enum(PROVIDERS)), hasPassword: z.boolean() });
export type ProvidersResponse = z.infer<typeof providersResponse>;

export const sendCodeQuery = z.object({ retry: z.enum(['true', 'false']).optional() });
export const sendCodeBody = z.object({ email: emailSchema });
export const sendCodeResponse = z.object({ success: z.literal(true), resent: z.boolean() });
export type SendCodeResponse = z.infer<typeof sendCodeResponse>;

/** Optional header of POST /login/emails/codes: the password to set once the code is confirmed. */
/**
 * The trusted-device token a sign-in answered with, sent back on later sign-ins (code requests,
 * confirmations, passwords). Anything unreadable is ignored: the caller is then a stranger's client.
 */
export const DEVICE_TOKEN_HEADER = 'x-device-token';
export const deviceHeaders = z.object({ [DEVICE_TOKEN_HEADER]: z.string().max(2000).optional().catch(undefined) });
export const optionalPasswordHeaders = deviceHeaders.extend({ 'x-password': passwordSchema.optional() });
export const passwordHeaders = deviceHeaders.extend({
  'x-password': z.string({ message: 'INVALID_EMAIL_PASSWORD' }).max(200, { message: 'INVALID_EMAIL_PASSWORD' }),
});

export const codeParams = z.object({ code: emailCodeSchema });
export const confirmCodeBody = z.object({ email: emailSchema, code: emailCodeSchema.optional() });

export const uidParams = z.object({ uid: uidSchema });

export const partnerSchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
  user_email: z.string(),
});
export type PartnerSession = z.infer<typeof partnerSchema>;

export const sessionResponse = z.object({
  token: z.string(),
  /** Milliseconds since epoch. */
  tokenExpire: z.number(),
  user: userSchema,
  /** True when this sign-in created the account. */
  isNewUser: z.boolean(),
  partner: partnerSchema.optional(),
  /** This device's trusted-device token (code and password sign-ins): keep it, send it back as x-device-token. */
  deviceToken: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const tokenResponse = z.object({ token: z.string(), tokenExpire: z.number(), user: userSchema });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** Body of POST /login/{uid}/tokens: the client sends its stored user; only the uid matters. */
export const tokensBody = z.object({ user: z.object({ uid: z.string().optional() }).loose().optional() }).loose();

export const activityResponse = z.object({ recorded: z.boolean() });

export const userResponse = z.object({ user: userSchema });

/** A premium user who continued past the ACCOUNT_EXCLUSION_PRO_USER notice sends cancelSubscription=true. */
export const exclusionQuery = z.object({ cancelSubscription: z.enum(['true', 'false']).optional() });

export const exclusionResponse = z.object({
  status: z.literal('scheduled'),
  requestedAt: z.string(),
  /** The latest date the personal data will be anonymised (15 business days). */
  dueBy: z.string(),
});
export type ExclusionResponse = z.infer<typeof exclusionResponse>;

export const partnerTokenHeaders = z.object({
  'x-partner-token': z
    .string({ message: 'PARTNERS_SESSION_NOT_ALLOWED' })
    .min(1, { message: 'PARTNERS_SESSION_NOT_ALLOWED' })
    .max(4096, { message: 'PARTNERS_SESSION_NOT_ALLOWED' }),
});
