import { z } from 'zod';

// Flashcards (docs/product/content-and-study.md §3 Flashcard, Card progress; §7 /preferences/cards): the content files, the
// requests and the answers. Field names follow the spec's snake_case wire format.

/** Content types of cards (docs/product/content-and-study.md §3): 1 systemic drugs, 2 dermatological, 3 ophthalmic, 4 diseases and treatment. */
export const CARD_CONTENT_TYPE = { DRUGS: 1, DERMATOLOGICAL: 2, OPHTHALMIC: 3, DISEASES: 4 } as const;
export type CardContentType = 1 | 2 | 3 | 4;
export const cardContentTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** The order the menu shows content types in (docs/product/content-and-study.md §9). */
export const CARD_CONTENT_TYPE_ORDER: readonly CardContentType[] = [4, 1, 2, 3];

export const CARD_CONTENT_TYPE_LABELS: Record<CardContentType, string> = {
  1: 'Medicamentos sistêmicos',
  2: 'Dermatológicos tópicos',
  3: 'Oftálmicos',
  4: 'Doenças e tratamento',
};

export const cardScoreSchema = z.number().int().min(1).max(5);

/** The scale under a flipped card, 1 to 5 (docs/product/content-and-study.md §4: 'Precisa melhorar' to 'Ótimo'). */
export const CARD_SCORE_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Precisa melhorar',
  2: 'Difícil',
  3: 'Razoável',
  4: 'Bom',
  5: 'Ótimo',
};

const cardIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'card_id em kebab-case');

/** One file under content/flashcards/: the cards of one content item. */
export const flashcardFileSchema = z.strictObject({
  content_id: z.string().min(1),
  content_type: cardContentTypeSchema,
  content_name: z.string().min(1),
  /** Where the facts were checked: the item's own references (by name). */
  references: z.array(z.string().min(1)).min(1),
  cards: z
    .array(
      z.strictObject({
        card_id: cardIdSchema,
        card_class: z.string().min(1),
        question: z.string().min(5),
        answer: z.string().min(1),
      }),
    )
    .min(1),
});
export type FlashcardFile = z.infer<typeof flashcardFileSchema>;

export const flashcardSchema = z.object({
  card_id: z.string(),
  content_id: z.string(),
  content_type: cardContentTypeSchema,
  content_name: z.string(),
  card_class: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The user's latest score, once answered. */
  score: cardScoreSchema.optional(),
  /** FSRS: when the card is next due (ms since epoch), once answered. */
  due: z.number().optional(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

/** GET /preferences/cards: a category with a class or a single content item; `review=today` keeps due cards. */
export const cardsQuery = z.object({
  content_type: z.coerce.number().int().min(1).max(4).optional(),
  card_class: z.string().max(200).optional(),
  content_id: z.string().max(200).optional(),
  review: z.literal('today').optional(),
});
export type CardsQuery = z.infer<typeof cardsQuery>;

export const cardsResponse = z.object({ cards: z.array(flashcardSchema) });
export type CardsResponse = z.infer<typeof cardsResponse>;

export const cardAnswerSchema = z.object({
  /** Client-made id (uuid): a retried post stores the answer once. */
  answer_id: z.string().uuid(),
  card_id: z.string().min(1).max(200),
  score: cardScoreSchema,
  /** Re-answering sends the previous score (docs/product/content-and-study.md §4). */
  previous_score: cardScoreSchema.nullable().optional(),
});
export type CardAnswer = z.infer<typeof cardAnswerSchema>;

export const cardAnswersBody = z.object({ answers: z.array(cardAnswerSchema).min(1).max(50) });
export type CardAnswersBody = z.infer<typeof cardAnswersBody>;

export const dailyCounterSchema = z.object({
  count: z.number().int().min(0),
  /** When the current window started (ms since epoch). */
  timestamp: z.number(),
});
export type DailyCounter = z.infer<typeof dailyCounterSchema>;

export const cardAnswersResponse = z.object({
  /** Answers newly stored by this call (a retried answer counts 0). */
  stored: z.number().int(),
  /** The server's daily counter: the truth the web mirrors into configuration/cards_count. */
  daily: dailyCounterSchema,
});
export type CardAnswersResponse = z.infer<typeof cardAnswersResponse>;

/** Anki's "Revisar hoje" counts. */
export const reviewCountsSchema = z.object({
  new: z.number().int(),
  learning: z.number().int(),
  due: z.number().int(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

const progressFields = {
  total: z.number().int(),
  answers_total: z.number().int(),
  /** Average of the latest scores, 1 decimal; null before any answer. */
  average_latest_score: z.number().nullable(),
  /** Percent of the cards answered, 0–100 (not rounded; the view rounds). */
  progress: z.number(),
  review: reviewCountsSchema,
};

export const categoryProgressSchema = z.object({ content_type: cardContentTypeSchema, ...progressFields });
export const contentProgressSchema = z.object({
  content_id: z.string(),
  content_type: cardContentTypeSchema,
  content_name: z.string(),
  ...progressFields,
});
export const classProgressSchema = z.object({
  content_type: cardContentTypeSchema,
  card_class: z.string(),
  ...progressFields,
});
export type CategoryProgress = z.infer<typeof categoryProgressSchema>;
export type ContentProgress = z.infer<typeof contentProgressSchema>;
export type ClassProgress = z.infer<typeof classProgressSchema>;

export const cardsProgressResponse = z.object({
  categories: z.array(categoryProgressSchema),
  classes: z.array(classProgressSchema),
  contents: z.array(contentProgressSchema),
  daily: dailyCounterSchema,
});
export type CardsProgressResponse = z.infer<typeof cardsProgressResponse>;

export const contentIdParams = z.object({ contentId: z.string().min(1).max(200) });
export const contentProgressResponse = z.object({
  content: contentProgressSchema,
  classes: z.array(classProgressSchema),
});
export type ContentProgressResponse = z.infer<typeof contentProgressResponse>;
