import { z } from 'zod';
import {
  crmvNumberSchema,
  displayNamePrefixSchema,
  displayNameSchema,
  phoneSchema,
  ufSchema,
} from '../accounts/accounts.schemas.js';
import { FEATURE_TOGGLES } from '../platform/enums.js';
import { subscriptionsResponse } from '../subscriptions/subscriptions.schemas.js';
import { managementProfileSchema, managementUserSchema } from './management.schemas.js';

// The operations side of the management area (docs/product/calculators-patients-prescriptions-management.md §3 Customer, §6 rights, §7 /management/customers):
// customers, the editors themselves and the content health page. Rights per profile are in
// docs/decisions/management-profiles.md and enforced by the server.

// --- customers -----------------------------------------------------------------------------------

/** GET /management/customers?uid=: a uid or an e-mail. */
export const managementCustomerQuery = z.object({ uid: z.string().trim().min(3).max(254) });
export const managementCustomerParams = z.object({ uid: z.uuid({ message: 'USER_NOT_FOUND' }) });

export const managementCustomerSummary = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export const managementCustomerListResponse = z.object({ customers: z.array(managementCustomerSummary) });

/** A toggle of one account: its own override (null: follows the global value) and what it sees. */
export const customerToggleSchema = z.object({
  name: z.enum(FEATURE_TOGGLES),
  override: z.boolean().nullable(),
  effective: z.boolean(),
});

export const managementCustomerResponse = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  displayNamePrefix: z.string().nullable(),
  phone: z.string().nullable(),
  crmvNumber: z.string().nullable(),
  crmvState: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  blocked: z.boolean(),
  blockedAt: z.string().nullable(),
  deletionRequestedAt: z.string().nullable(),
  anonymised: z.boolean(),
  toggles: z.array(customerToggleSchema),
  /** Read-only: what the subscriptions feature decided from verified payments. */
  entitlements: z.array(z.string()),
  purchases: subscriptionsResponse,
});
export type ManagementCustomer = z.infer<typeof managementCustomerResponse>;

/** POST /management/customers/{uid}: any subset; a toggle set to null drops the account's override. */
export const managementCustomerUpdateBody = z
  .object({
    displayName: displayNameSchema.optional(),
    displayNamePrefix: displayNamePrefixSchema.nullable().optional(),
    phone: phoneSchema.nullable().optional(),
    crmvNumber: crmvNumberSchema.nullable().optional(),
    crmvState: ufSchema.nullable().optional(),
    toggles: z.partialRecord(z.enum(FEATURE_TOGGLES), z.boolean().nullable()).optional(),
    blocked: z.boolean().optional(),
  })
  .strict();
export type ManagementCustomerUpdate = z.infer<typeof managementCustomerUpdateBody>;

// --- editors -------------------------------------------------------------------------------------

/** 10 to 200 characters with at least one letter and one digit (no default, no short passwords). */
export function isValidEditorPassword(password: string): boolean {
  return password.length >= 10 && password.length <= 200 && /\p{L}/u.test(password) && /\d/.test(password);
}
export const editorPasswordSchema = z
  .string({ message: 'MANAGEMENT_WEAK_PASSWORD' })
  .refine(isValidEditorPassword, { message: 'MANAGEMENT_WEAK_PASSWORD' });

export const managementEditorRow = z.object({
  id: z.string(),
  user: z.string(),
  name: z.string(),
  profile: managementProfileSchema,
  active: z.boolean(),
  createdAt: z.string(),
});
export type ManagementEditorRow = z.infer<typeof managementEditorRow>;
export const managementEditorsResponse = z.object({ editors: z.array(managementEditorRow) });

const editorName = z.string().trim().min(2).max(120);
export const managementEditorCreateBody = z.object({
  user: managementUserSchema,
  name: editorName,
  password: editorPasswordSchema,
  profile: managementProfileSchema,
});
export const managementEditorParams = z.object({ id: z.uuid({ message: 'NOT_FOUND' }) });
export const managementEditorUpdateBody = z
  .object({
    name: editorName.optional(),
    profile: managementProfileSchema.optional(),
    active: z.boolean().optional(),
    password: editorPasswordSchema.optional(),
  })
  .strict();

// --- content health ------------------------------------------------------------------------------

export const healthItemSchema = z.object({
  kind: z.enum(['item', 'drug']),
  id: z.string(),
  name: z.string(),
  /** A drug's collection (drugs, vaccines…), so the page links to its editor; absent for items. */
  collection: z.string().optional(),
});
export const healthDrugSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The drug's collection, for the link to its editor. */
  collection: z.string(),
  /** Species of the drug (1 dog, 2 cat) with no dose for them. */
  missing: z.array(z.number().int()),
});
export const healthCardSchema = z.object({ cardId: z.string(), contentId: z.string(), contentName: z.string() });
export const managementHealthResponse = z.object({
  withoutReferences: z.array(healthItemSchema),
  drugsWithoutDoses: z.array(healthDrugSchema),
  cardsWithoutContent: z.array(healthCardSchema),
  /** How many distinct external reference links a link check would visit. */
  links: z.number().int(),
});
export type ManagementHealth = z.infer<typeof managementHealthResponse>;

export const brokenLinkSchema = z.object({
  url: z.string(),
  /** HTTP status, or null when no answer came (timeout, refused, bad address). */
  status: z.number().int().nullable(),
  reason: z.string(),
  /** Where the link is cited. */
  usedBy: z.array(healthItemSchema),
});
/** Body of a link check: empty checks the whole library; `contentId` only the links one item or drug cites. */
export const managementLinkCheckRequest = z
  .object({ contentId: z.string().trim().min(1, 'Informe o conteúdo.').max(200).optional() })
  .default({});
export type ManagementLinkCheckRequest = z.infer<typeof managementLinkCheckRequest>;
export const managementLinkCheckResponse = z.object({
  checked: z.number().int(),
  broken: z.array(brokenLinkSchema),
});
export type ManagementLinkCheck = z.infer<typeof managementLinkCheckResponse>;
