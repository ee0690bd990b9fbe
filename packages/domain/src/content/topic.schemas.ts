import { z } from 'zod';
import { referenceSchema, SECTION_STYLE, type Section, sectionSchema } from './content-base.schemas.js';

// Topics (diseases, treatment, clinical pathology) and their items (docs/product/content-and-study.md §2 Item (topic) screen, §3 Topic item).
// File schemas are strict so a misspelt field in a reviewed content file fails instead of vanishing.

/** The content categories a topic can belong to (docs/product/content-and-study.md §1). */
export const TOPIC_CATEGORY = { DISEASES: 11, TREATMENT: 12, CLINICAL_PATHOLOGY: 13 } as const;
export type TopicCategory = (typeof TOPIC_CATEGORY)[keyof typeof TOPIC_CATEGORY];
export const topicCategorySchema = z.union([z.literal(11), z.literal(12), z.literal(13)]);

/** Ids double as file names and URL segments, so they are lower-case ASCII slugs. */
export const contentSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id deve ser um slug (letras minúsculas sem acento, números e hífens)');

/** Animal ids in content data: 1 dog, 2 cat (docs/product/content-and-study.md §3). */
export const contentAnimalSchema = z.union([z.literal(1), z.literal(2)]);

export const subtopicSchema = z.strictObject({
  id: contentSlugSchema,
  name: z.string().min(1),
  /** Item ids in display order. */
  items: z.array(contentSlugSchema),
});
export type Subtopic = z.infer<typeof subtopicSchema>;

export const topicFileSchema = z
  .strictObject({
    id: contentSlugSchema,
    name: z.string().min(1),
    category: topicCategorySchema,
    description: z.string().min(1),
    subtopics: z.array(subtopicSchema).min(1),
  })
  .superRefine((topic, ctx) => {
    const subtopicIds = new Set<string>();
    const itemIds = new Set<string>();
    topic.subtopics.forEach((subtopic, i) => {
      if (subtopicIds.has(subtopic.id))
        ctx.addIssue({ code: 'custom', message: `subtópico repetido: ${subtopic.id}`, path: ['subtopics', i, 'id'] });
      subtopicIds.add(subtopic.id);
      subtopic.items.forEach((itemId, j) => {
        if (itemIds.has(itemId))
          ctx.addIssue({
            code: 'custom',
            message: `item listado mais de uma vez: ${itemId}`,
            path: ['subtopics', i, 'items', j],
          });
        itemIds.add(itemId);
      });
    });
  });
export type TopicFile = z.infer<typeof topicFileSchema>;

type SectionPath = (string | number)[];

/**
 * Visits every section depth-first with its field path (e.g. ['sections', 2, 'sections', 0]) and
 * its depth (1 for top-level sections, at most 3).
 */
export function walkSections(
  sections: readonly Section[],
  visit: (section: Section, path: SectionPath, depth: number) => void,
  basePath: SectionPath = ['sections'],
  depth = 1,
): void {
  sections.forEach((section, i) => {
    const path = [...basePath, i];
    visit(section, path, depth);
    const children = (section as { sections?: Section[] }).sections;
    if (children?.length) walkSections(children, visit, [...path, 'sections'], depth + 1);
  });
}

/** First carousel photo of an item, used as its list thumbnail when no photo is set. */
export function firstSectionPhoto(sections: readonly Section[]): string | undefined {
  let url: string | undefined;
  walkSections(sections, (section) => {
    if (!url && section.style === SECTION_STYLE.PHOTOS) url = section.photos?.[0]?.url;
  });
  return url;
}

export const topicItemFileSchema = z
  .strictObject({
    id: contentSlugSchema,
    /** Id of the topic that lists this item. */
    topic: contentSlugSchema,
    subtopic_id: contentSlugSchema,
    name: z.string().min(1),
    synonyms: z.array(z.string().min(1)),
    /** One line shown under the name in lists and search. */
    description: z.string().min(1),
    /** Short key points shown as the item's features in lists (categories 12 and 13 show features). */
    contentPoints: z.array(z.string().min(1)).max(8),
    /** Content categories; the first is the item's own category and must match its topic's. */
    categories: z.array(topicCategorySchema).min(1),
    animals: z.array(contentAnimalSchema).min(1).max(2),
    /** Treatment items get the 'abordagem completa' entry, which links to `completeApproach`. */
    treatment: z.boolean(),
    /** Ids of the disease items reached from the 'abordagem completa' entry (treatment items only). */
    completeApproach: z.array(contentSlugSchema).optional(),
    available: z.boolean(),
    freeTrial: z.boolean(),
    isNew: z.boolean(),
    premium: z.boolean(),
    /** List thumbnail; defaults to the first carousel photo. */
    photo: z.string().min(1).optional(),
    references: z.array(referenceSchema).min(1),
    sections: z.array(sectionSchema).min(1),
  })
  .superRefine((item, ctx) => {
    if (new Set(item.animals).size !== item.animals.length)
      ctx.addIssue({ code: 'custom', message: 'animal repetido', path: ['animals'] });
    if (new Set(item.categories).size !== item.categories.length)
      ctx.addIssue({ code: 'custom', message: 'categoria repetida', path: ['categories'] });
    if (item.treatment && !item.completeApproach?.length)
      ctx.addIssue({
        code: 'custom',
        message: 'item de tratamento precisa de completeApproach (itens de doença da abordagem completa)',
        path: ['completeApproach'],
      });
    if (!item.treatment && item.completeApproach)
      ctx.addIssue({
        code: 'custom',
        message: 'completeApproach só vale para itens de tratamento',
        path: ['completeApproach'],
      });

    walkSections(item.sections, (section, path, depth) => {
      // In topic-item data the general tab is a timeline of macro topics (style 0), each holding
      // its sections; style 1 sub-headings sit directly under a macro topic.
      if (depth === 1 && section.style !== SECTION_STYLE.MACRO_TITLE)
        ctx.addIssue({
          code: 'custom',
          message: 'seções de primeiro nível devem ser tópicos macro (estilo 0)',
          path: [...path, 'style'],
        });
      if (depth > 1 && section.style === SECTION_STYLE.MACRO_TITLE)
        ctx.addIssue({
          code: 'custom',
          message: 'tópico macro (estilo 0) só no primeiro nível',
          path: [...path, 'style'],
        });
      if (depth !== 2 && section.style === SECTION_STYLE.TITLE)
        ctx.addIssue({
          code: 'custom',
          message: 'subtópico (estilo 1) só no segundo nível',
          path: [...path, 'style'],
        });
      section.references?.forEach((index, k) => {
        if (index >= item.references.length)
          ctx.addIssue({
            code: 'custom',
            message: `referência ${index} não existe (o item tem ${item.references.length})`,
            path: [...path, 'references', k],
          });
      });
    });
  });
export type TopicItemFile = z.infer<typeof topicItemFileSchema>;

export const topicItemSummarySchema = z.object({
  id: contentSlugSchema,
  name: z.string(),
  topic: contentSlugSchema,
  category: topicCategorySchema,
  freeTrial: z.boolean(),
  isNew: z.boolean(),
  premium: z.boolean(),
  animals: z.array(contentAnimalSchema),
  description: z.string(),
  photo: z.string().optional(),
});
export type TopicItemSummary = z.infer<typeof topicItemSummarySchema>;

/** What lists and search need of an item, without its sections and references. */
export function topicItemSummaryOf(file: TopicItemFile): TopicItemSummary {
  const photo = file.photo ?? firstSectionPhoto(file.sections);
  return {
    id: file.id,
    name: file.name,
    topic: file.topic,
    // The schema guarantees at least one category; the first is the item's own.
    category: file.categories[0]!,
    freeTrial: file.freeTrial,
    isNew: file.isNew,
    premium: file.premium,
    animals: [...file.animals],
    description: file.description,
    ...(photo ? { photo } : {}),
  };
}
