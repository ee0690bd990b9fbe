import { z } from 'zod';
import { drugsConcentrationsConfigSchema } from '../calculators/infusion-concentrations.schemas.js';
import { PET_AGES, PET_SIZES } from '../platform/enums.js';
import { photoSchema, referenceSchema, sectionSchema } from './content-base.schemas.js';
import { doseSchema, type ProductFile, presentationVolumeSchema, productDrugSchema } from './drug.schemas.js';
import { contentAnimalSchema, topicCategorySchema, topicItemSummarySchema } from './topic.schemas.js';

// Request and response schemas of the content calls (docs/product/content-and-study.md §3, §7): /topics, /entities and the
// favorites, recents and search-list preferences. Response schemas are plain (non-strict) objects,
// so a field the server keeps internally is stripped rather than leaked.

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Content ids are lower-case slugs; capped so a silly URL never reaches the database. */
export const contentIdParam = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'NOT_FOUND');

const animalsSchema = z.array(contentAnimalSchema);
export const categoryIdSchema = z.number().int().min(1).max(15);

export { DRUG_COLLECTIONS, type DrugCollection } from './content-collections.js';

/** Collections that hold product files: `products` answers any product; the others are `Category.productsCollection`. */
export const PRODUCT_COLLECTIONS = [
  'products',
  'vaccines_products',
  'oral_hygiene_products',
  'dermatologicals_products',
  'ophthalmics_products',
  'supplements_products',
  'foods_products',
  'complete_foods_products',
  'snacks_products',
] as const;
export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];

/** Unauthenticated collection of app configuration items (e.g. 'drugs_concentrations'). */
export const CONFIGURATION_COLLECTION = 'configuration';

// ---------------------------------------------------------------------------------------------
// Products

/** A product as lists and a drug's Produtos tab show it (docs/product/content-and-study.md §3 Product summary). */
export const productSummarySchema = z.object({
  id: z.string(),
  /** 1 veterinary, 2 hidden from lists (reached only from its drug), 3 human. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  category: categoryIdSchema,
  name: z.string(),
  classes: z.array(z.string()),
  brand: z.string(),
  brandLines: z.array(z.string()),
  presentation: z.string().optional(),
  presentationList: z.array(z.string()).optional(),
  drugs: z.array(productDrugSchema),
  petSizes: z.array(z.enum(PET_SIZES)),
  petAges: z.array(z.enum(PET_AGES)),
  petBreeds: z.array(z.string()),
  features: z.array(z.string()),
  dogs: z.boolean(),
  cats: z.boolean(),
  photo: z.string().optional(),
  photos: z.array(photoSchema),
  volumes: z.array(z.string()),
  sections: z.array(sectionSchema),
  /** Human products: commercial names ('generic' when a generic is sold). */
  products: z.array(z.string()).optional(),
  presentation_volumes: z.array(presentationVolumeSchema).optional(),
  premium: z.boolean(),
  freeTrial: z.boolean(),
  isNew: z.boolean(),
});
export type ProductSummaryResponse = z.infer<typeof productSummarySchema>;

/** GET /entities/{productsCollection}/{id}. */
export const productDetailResponse = productSummarySchema.extend({
  description: z.string().optional(),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

// ---------------------------------------------------------------------------------------------
// Drugs

/** GET /entities/{drugCollection}/{id} (docs/product/content-and-study.md §3 Drug detail), products embedded as summaries. */
export const drugDetailResponse = z.object({
  id: z.string(),
  category: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]),
  name: z.string(),
  description: z.string(),
  synonyms: z.array(z.string()).optional(),
  classes: z.array(z.string()),
  systems: z.array(z.number().int()),
  animals: animalsSchema,
  premium: z.boolean(),
  freeTrial: z.boolean(),
  isNew: z.boolean(),
  disabled: z.boolean(),
  info: z.array(sectionSchema),
  doses: z.array(doseSchema),
  attention: z.array(sectionSchema),
  references: z.array(referenceSchema),
  internalReferences: z.array(referenceSchema),
  veterinary_products: z.array(productSummarySchema),
  human_products: z.array(productSummarySchema),
  vaccines_suplements_serums: z.array(productSummarySchema),
});
export type DrugDetailResponse = z.infer<typeof drugDetailResponse>;

// ---------------------------------------------------------------------------------------------
// /entities/{collection}/{id}

export const entityParams = z.object({
  collection: z.string().max(60),
  id: z.string().max(120),
});

/**
 * ?logOnly=true only records the view as a recent and answers {} (the web already has the item).
 * ?offline=true fetches a copy for the device's offline store (a favorite kept for the bedside): the
 * same answer and access check, but not a view, so no recent.
 */
export const entityQuery = z.object({
  logOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  offline: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type EntityQuery = z.infer<typeof entityQuery>;

export const logOnlyResponse = z.object({}).strict();

/** GET /entities/configuration/{id}: { id, value }; today only 'drugs_concentrations'. */
export const configurationResponse = drugsConcentrationsConfigSchema;
export type ConfigurationResponse = z.infer<typeof configurationResponse>;

/** What /entities/{collection}/{id} may answer, for a client that does not know the collection's kind. */
export const entityResponse = z.union([
  drugDetailResponse,
  productDetailResponse,
  configurationResponse,
  logOnlyResponse,
]);

// ---------------------------------------------------------------------------------------------
// Global summary: every list item of every category in one payload, kept by the web as global_summary

/** 'drug' files of categories 1, 2, 4, 5; 'product' files; 'item' topic items of 11, 12, 13. */
export const SUMMARY_KINDS = ['drug', 'product', 'item'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

export const globalSummaryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(SUMMARY_KINDS),
  /** Product type (1 veterinary, 3 human); 0 for drugs and topic items. Type-2 products are never listed. */
  type: z.number().int(),
  name: z.string(),
  description: z.string().optional(),
  /** 1-based content category (docs/product/content-and-study.md §1). */
  category: categoryIdSchema,
  /** The /entities collection to open a drug or product with; absent for topic items. */
  collection: z.string().optional(),
  /** Topic id, to open a topic item with /topics/{topic}/items/{id}. */
  topic: z.string().optional(),
  classes: z.array(z.string()),
  /** Drug systems (docs/product/calculators-patients-prescriptions-management.md §9) of a drug; empty otherwise. */
  systems: z.array(z.number().int()),
  /** 1 dog, 2 cat; products derive it from dogs/cats. */
  animals: animalsSchema,
  /** Active principles (products) for the Princípios Ativos filter. */
  drugs: z.array(z.string()),
  brand: z.string().optional(),
  brandLines: z.array(z.string()),
  petAges: z.array(z.enum(PET_AGES)),
  petSizes: z.array(z.enum(PET_SIZES)),
  /** Product features, or a topic item's content points (categories 8, 9, 10, 12, 13 show them). */
  features: z.array(z.string()),
  photo: z.string().optional(),
  premium: z.boolean(),
  freeTrial: z.boolean(),
  isNew: z.boolean(),
});
export type GlobalSummaryItem = z.infer<typeof globalSummaryItemSchema>;

/**
 * GET /entities/summaries. Sorted by name (compareNamesPtBR). Premium items are listed, the web
 * shows them locked. Answered with a weak ETag of its bytes (not `hash`); If-None-Match gives 304.
 */
export const globalSummaryResponse = z.object({
  hash: z.string(),
  items: z.array(globalSummaryItemSchema),
});
export type GlobalSummaryResponse = z.infer<typeof globalSummaryResponse>;

// ---------------------------------------------------------------------------------------------
// Topics

export const topicParams = z.object({ topicId: contentIdParam });
export const topicItemParams = z.object({ topicId: contentIdParam, itemId: contentIdParam });

/** GET /topics/{topicId}: the topic with its subtopics and their items' summaries, in display order. */
export const topicResponse = z.object({
  id: z.string(),
  name: z.string(),
  category: topicCategorySchema,
  description: z.string(),
  subtopics: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      items: z.array(topicItemSummarySchema),
    }),
  ),
});
export type TopicResponse = z.infer<typeof topicResponse>;

/** GET /topics/{topicId}/items/{itemId}: the latest published version of the item. */
export const topicItemResponse = z.object({
  id: z.string(),
  topic: z.string(),
  subtopic_id: z.string(),
  name: z.string(),
  synonyms: z.array(z.string()),
  description: z.string(),
  contentPoints: z.array(z.string()),
  categories: z.array(topicCategorySchema),
  animals: animalsSchema,
  treatment: z.boolean(),
  completeApproach: z.array(z.string()).optional(),
  available: z.boolean(),
  freeTrial: z.boolean(),
  isNew: z.boolean(),
  premium: z.boolean(),
  photo: z.string().optional(),
  references: z.array(referenceSchema),
  sections: z.array(sectionSchema),
  /** Published version number (1, 2, …) and when it was approved, ISO 8601. */
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type TopicItemResponse = z.infer<typeof topicItemResponse>;

// ---------------------------------------------------------------------------------------------
// Search list: GET /preferences/searches/20

/** docs/product/content-and-study.md §3 Search list item. */
export const searchListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Topic id for topic items; absent for drugs and products. */
  topic: z.string().optional(),
  /** 1-based content category. */
  category: categoryIdSchema,
  /** True when flashcards exist for the item (drives the drug header's flashcards button). */
  card: z.boolean(),
  classes: z.array(z.string()),
});
export type SearchListItem = z.infer<typeof searchListItemSchema>;

export const searchListResponse = z.object({ items: z.array(searchListItemSchema) });
export type SearchListResponse = z.infer<typeof searchListResponse>;

// ---------------------------------------------------------------------------------------------
// Recents: GET /preferences/recents

/** Most recent views kept per user. */
export const RECENTS_MAX = 50;

export const recentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SUMMARY_KINDS),
  /** Product type 1/3 for products, 0 otherwise. */
  type: z.number().int(),
  category: categoryIdSchema,
  collection: z.string().optional(),
  topic: z.string().optional(),
  /** Last view, epoch milliseconds. */
  viewedAt: z.number().int(),
});
export type Recent = z.infer<typeof recentSchema>;

/** Latest first, at most RECENTS_MAX. */
export const recentsResponse = z.object({ recents: z.array(recentSchema) });
export type RecentsResponse = z.infer<typeof recentsResponse>;

// ---------------------------------------------------------------------------------------------
// Entitlement rule (docs/product/content-and-study.md §4 Locked and highlighted items, §6), shared by the server's 403 and the web's lock icon

/**
 * True when only PRO users may open the item. Topic items are locked unless freeTrial (premium or
 * not); drugs and products only when premium and not freeTrial.
 */
export function requiresPro(kind: SummaryKind, item: { premium: boolean; freeTrial: boolean }): boolean {
  if (item.freeTrial) return false;
  return kind === 'item' ? true : item.premium;
}

/**
 * A product as a drug's Produtos tab embeds it. A locked (premium) product carries only what a list
 * shows: its name, brand, presentations, photo and the lock; its body (sections, indications,
 * composition, breeds, features…) is read from GET /entities/{collection}/{id}, which checks
 * access. The drug's answer is the same for every reader, so it can be cached and revalidated.
 */
export function embeddedProductOf(file: ProductFile): ProductSummaryResponse {
  const { description: _description, ...summary } = file;
  if (!requiresPro('product', file)) return summary;
  return {
    id: file.id,
    type: file.type,
    category: file.category,
    name: file.name,
    classes: [],
    brand: file.brand,
    brandLines: file.brandLines,
    ...(file.presentation !== undefined ? { presentation: file.presentation } : {}),
    ...(file.presentationList !== undefined ? { presentationList: file.presentationList } : {}),
    ...(file.presentation_volumes !== undefined ? { presentation_volumes: file.presentation_volumes } : {}),
    drugs: [],
    petSizes: [],
    petAges: [],
    petBreeds: [],
    features: [],
    dogs: file.dogs,
    cats: file.cats,
    ...(file.photo !== undefined ? { photo: file.photo } : {}),
    photos: [],
    volumes: [],
    sections: [],
    premium: file.premium,
    freeTrial: file.freeTrial,
    isNew: file.isNew,
  };
}
