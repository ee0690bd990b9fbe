import { z } from 'zod';
import { topicItemFileSchema } from '../content/topic.schemas.js';

// Spec 3 §3 Management entities, §7 /management calls. The management area has its own editors,
// sign-in and token audience (docs/decisions/management-profiles.md).

/** Profile 1 (administrator) also sees and edits diseases and algorithms; profile 2 (editor) does not. */
export const MANAGEMENT_PROFILE = { ADMIN: 1, EDITOR: 2 } as const;
export const managementProfileSchema = z.union([z.literal(1), z.literal(2)]);
export type ManagementProfile = z.infer<typeof managementProfileSchema>;

/** Categories only profile 1 sees (spec 3 §3: "profile 1 sees extra topics: algorithms and diseases"). */
export const ADMIN_ONLY_CATEGORIES: readonly number[] = [11, 14];

export const managementUserSchema = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .regex(/^[a-z0-9._-]+$/i);

export const managementLoginBody = z.object({
  user: managementUserSchema,
  password: z.string().min(1).max(200),
});

export const managementEditorSchema = z.object({
  id: z.string(),
  user: z.string(),
  name: z.string(),
  profile: managementProfileSchema,
});
export type ManagementEditor = z.infer<typeof managementEditorSchema>;

export const managementLoginResponse = z.object({
  token: z.string(),
  tokenExpire: z.number(),
  profile: managementProfileSchema,
  editor: managementEditorSchema,
});

export const managementItemParams = z.object({ id: z.string().min(1).max(120) });

export const itemVersionSummarySchema = z.object({
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type ItemVersionSummary = z.infer<typeof itemVersionSummarySchema>;

/** GET /management/topics/subtopics/items/{id}: the latest version (draft or not) and the history. */
export const managementItemResponse = z.object({
  id: z.string(),
  available: z.boolean(),
  publishedVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
  content: topicItemFileSchema,
  versions: z.array(itemVersionSummarySchema),
});
export type ManagementItemResponse = z.infer<typeof managementItemResponse>;

export const managementItemListResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      topic: z.string(),
      category: z.number().int(),
      available: z.boolean(),
      publishedVersion: z.number().int().nullable(),
      latestVersion: z.number().int(),
    }),
  ),
});

/** POST /management/topics/subtopics/items/{id}: the whole item file; it becomes a new draft version. */
export const managementItemSaveBody = topicItemFileSchema;

export const managementVersionParams = z.object({
  id: z.string().min(1).max(120),
  version: z.coerce.number().int().min(1),
});

export const managementVersionResponse = z.object({
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  content: topicItemFileSchema,
});

export const managementApprovalBody = z.object({ available: z.boolean() });

export const managementSaveResponse = z.object({
  code: z.literal('SUCCESS'),
  message: z.string(),
  version: z.number().int().optional(),
});

export const managementClassSchema = z.object({
  name: z.string().trim().min(1).max(120),
  category: z.number().int().min(1).max(99),
});
export type ManagementClass = z.infer<typeof managementClassSchema>;

export const managementClassesQuery = z.object({ category: z.coerce.number().int().optional() });
export const managementClassesResponse = z.object({ classes: z.array(managementClassSchema) });

/** POST /management/classes/imports: a CSV or Excel file as base64; `apply` false only previews. */
export const managementImportBody = z.object({
  fileName: z
    .string()
    .min(1)
    .max(200)
    .regex(/\.(csv|xlsx)$/i),
  file: z.string().min(1).max(2_000_000),
  apply: z.boolean(),
});
export const managementImportResponse = z.object({
  header: z.array(z.string()),
  rows: z.array(managementClassSchema),
  applied: z.boolean(),
  inserted: z.number().int(),
});
export type ManagementImportResponse = z.infer<typeof managementImportResponse>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  editorId: z.string(),
  editorUser: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export const auditResponse = z.object({ entries: z.array(auditEntrySchema) });
