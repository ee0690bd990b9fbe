import { z } from 'zod';
import { drugFileSchema } from '../content/drug.schemas.js';
import { topicItemFileSchema } from '../content/topic.schemas.js';

// docs/product/calculators-patients-prescriptions-management.md §3 Management entities, §7 /management calls. The management area has its own editors,
// sign-in and token audience (docs/decisions/management-profiles.md).

/** Profile 1 (administrator) also sees and edits diseases and algorithms; profile 2 (editor) does not. */
export const MANAGEMENT_PROFILE = { ADMIN: 1, EDITOR: 2 } as const;
export const managementProfileSchema = z.union([z.literal(1), z.literal(2)]);
export type ManagementProfile = z.infer<typeof managementProfileSchema>;

/** Categories only profile 1 sees (docs/product/calculators-patients-prescriptions-management.md §3: "profile 1 sees extra topics: algorithms and diseases"). */
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
/** Filters of the audit log: a person (user name), an action code, a period in days (Brasília time). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'VALIDATION_ERROR');
export const auditQuery = z.object({
  editor: z.string().trim().min(1).max(120).optional(),
  action: z
    .string()
    .regex(/^[a-z.]{1,60}$/, 'VALIDATION_ERROR')
    .optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
/** The entries (newest first, at most 200) and everyone who appears in the log, for the person filter. */
export const auditResponse = z.object({ entries: z.array(auditEntrySchema), editors: z.array(z.string()) });
/** The action recorded when someone fails to sign in to management. */
export const AUDIT_LOGIN_FAILED = 'login.failed';

// ---------------------------------------------------------------------------------------------
// Topics, subtopics and new items (docs/product/calculators-patients-prescriptions-management.md §7: POST /management/topics, /topics/subtopics,
// /topics/subtopics/{id}/items, /topics/subtopics/{id}/approvals).

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id deve ser um slug');
const nameText = z.string().trim().min(1).max(160);

/** Creates a topic (no id) or renames one (id given). */
export const managementTopicBody = z.object({
  id: slug.max(120).optional(),
  name: nameText,
  description: z.string().trim().min(1).max(400),
  category: z.union([z.literal(11), z.literal(12), z.literal(13)]),
});

/** Creates a subtopic in a topic (no id) or renames one (id given). */
export const managementSubtopicBody = z.object({
  topicId: slug.max(120),
  id: slug.max(120).optional(),
  name: nameText,
});

export const managementSubtopicParams = z.object({ id: slug.max(120) });
export const managementSubtopicQuery = z.object({ topic: slug.max(120).optional() });

export const managementNewItemBody = z.object({ name: nameText });

export const managementCreatedResponse = z.object({
  code: z.literal('SUCCESS'),
  message: z.string(),
  id: z.string(),
});

const managementItemRow = z.object({
  id: z.string(),
  name: z.string(),
  available: z.boolean(),
  publishedVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
});

export const managementSubtopicResponse = z.object({
  id: z.string(),
  topicId: z.string(),
  name: z.string(),
  items: z.array(managementItemRow),
});

export const managementTopicsResponse = z.object({
  topics: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.number().int(),
      subtopics: z.array(z.object({ id: z.string(), name: z.string(), items: z.number().int() })),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Photo uploads (POST /management/temporaries/photos: name, base64FileExtension, file, path).

/** Types a carousel photo may have, and the largest upload (decoded bytes). */
export const PHOTO_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const managementPhotoBody = z.object({
  name: z.string().trim().min(1).max(200),
  /** The file's extension (jpg, jpeg, png or webp). */
  base64FileExtension: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(jpe?g|png|webp)$/, 'Foto não aceita: envie JPG, PNG ou WebP de até 5 MB.'),
  /** The bytes in base64 (a data: URL prefix is accepted). */
  file: z
    .string()
    .min(1)
    .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 200),
  /** Where the photo is meant for (e.g. the item id); kept in the audit only. */
  path: z.string().max(200).optional(),
});
export const managementPhotoResponse = z.object({ url: z.string(), key: z.string() });

// ---------------------------------------------------------------------------------------------
// Drugs and products (GET /management/entities/{collection}/{id}, POST /management/summaries-exclusion).

export const managementEntityParams = z.object({
  collection: z.string().regex(/^[a-z_]{2,40}$/),
  id: slug.max(120),
});

export const managementEntityVersionSchema = z.object({
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});

/** A drug (its whole file, latest version) or a product (read-only file). */
export const managementEntityResponse = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drug'),
    id: z.string(),
    disabled: z.boolean(),
    publishedVersion: z.number().int().nullable(),
    latestVersion: z.number().int(),
    content: drugFileSchema,
    versions: z.array(managementEntityVersionSchema),
  }),
  z.object({
    kind: z.literal('product'),
    id: z.string(),
    disabled: z.boolean(),
    content: z.record(z.string(), z.unknown()),
  }),
]);
export type ManagementEntityResponse = z.infer<typeof managementEntityResponse>;

export const managementDrugSaveBody = drugFileSchema;
export const managementEntityVersionParams = managementEntityParams.extend({
  version: z.coerce.number().int().min(1),
});

export const managementEntitiesQuery = z.object({ q: z.string().trim().max(80).optional() });
export const managementEntitiesResponse = z.object({
  entities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.number().int(),
      collection: z.string(),
      kind: z.enum(['drug', 'product']),
      disabled: z.boolean(),
    }),
  ),
});

/**
 * Hides a drug (or, with productExclusion, a product) from lists and search at once. The row stays
 * (favorites, prescriptions and history keep their links); a later approval brings a drug back.
 */
export const managementExclusionBody = z.object({
  id: slug.max(120),
  category: z.number().int().min(1).max(99),
  tempExclusion: z.boolean(),
  productExclusion: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Side-by-side comparison of two versions (items and drugs). Without `from`/`to` the server picks
// the published version and the latest one (the draft under review).

export const managementCompareQuery = z.object({
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});

const compareSide = <T extends z.ZodTypeAny>(content: T) =>
  z.object({
    version: z.number().int(),
    status: z.enum(['draft', 'published']),
    createdAt: z.string().nullable(),
    /** The editor's sign-in name; null for seeded content. */
    author: z.string().nullable(),
    content,
  });

export const managementItemCompareResponse = z.object({
  id: z.string(),
  publishedVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
  from: compareSide(topicItemFileSchema),
  to: compareSide(topicItemFileSchema),
});
export type ManagementItemCompareResponse = z.infer<typeof managementItemCompareResponse>;

export const managementDrugCompareResponse = z.object({
  id: z.string(),
  publishedVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
  from: compareSide(drugFileSchema),
  to: compareSide(drugFileSchema),
});
export type ManagementDrugCompareResponse = z.infer<typeof managementDrugCompareResponse>;
