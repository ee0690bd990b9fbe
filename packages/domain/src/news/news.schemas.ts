// News (docs/product/platform-accounts-subscription.md §2 Notícias tab and news screen): the content file shape (content/news/<id>.json),
// the API shapes, the management shapes and the unread rule both sides apply.
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import { referenceSchema, SECTION_STYLE, type Section, sectionSchema } from '../content/content-base.schemas.js';

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { message: 'VALIDATION_ERROR' })
    .max(max, { message: 'VALIDATION_ERROR' })
    .refine(isStorableText, { message: 'VALIDATION_ERROR' });

/** News categories, shown as a chip on each item. */
export const NEWS_CATEGORIES = {
  content: 'Novo conteúdo',
  guideline: 'Diretriz atualizada',
  tool: 'Ferramenta',
  product: 'Vetor',
} as const;
export type NewsCategory = keyof typeof NEWS_CATEGORIES;
const category = z.enum(Object.keys(NEWS_CATEGORIES) as [NewsCategory, ...NewsCategory[]]);

export const newsIdSchema = z.string().regex(/^[a-z0-9-]{3,100}$/, { message: 'VALIDATION_ERROR' });

/** A link is an in-app path (/items/…) or an https address. */
const link = z
  .string()
  .max(500)
  .refine((v) => /^\/[A-Za-z0-9/_\-?=&.%]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), { message: 'VALIDATION_ERROR' });

/** A reviewer's blocks: a title with paragraphs and bullets, like handouts. */
export const newsBlockSchema = z.object({
  title: text(2, 120),
  paragraphs: z.array(text(2, 2000)).max(20).optional(),
  bullets: z.array(text(2, 600)).max(30).optional(),
});
export type NewsBlock = z.infer<typeof newsBlockSchema>;

const newsFields = {
  title: text(5, 140),
  summary: text(10, 400),
  blocks: z.array(newsBlockSchema).min(1).max(20),
  /** Path under the web app's public folder (/news/…svg) or null. */
  photo: z
    .string()
    .regex(/^\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/, { message: 'VALIDATION_ERROR' })
    .nullable()
    .optional(),
  /** ISO day the item is dated. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'VALIDATION_ERROR' }),
  category,
  link: link.nullable().optional(),
  references: z.array(referenceSchema).max(20).default([]),
};

/** One news file as written by a reviewer (content/news/<id>.json). */
export const newsFileSchema = z.object({ id: newsIdSchema, ...newsFields });
export type NewsFile = z.infer<typeof newsFileSchema>;

/** The blocks as the sections every content screen renders. */
export function newsSections(blocks: readonly NewsBlock[]): Section[] {
  return blocks.map(
    (b): Section => ({
      style: SECTION_STYLE.TITLE,
      text: b.title,
      sections: [
        ...(b.paragraphs?.length ? [{ style: SECTION_STYLE.PARAGRAPH, paragraphs: b.paragraphs }] : []),
        ...(b.bullets ?? []).map((t) => ({ style: SECTION_STYLE.BULLET, text: t })),
      ],
    }),
  );
}

/** A news item as the app reads it, with the reader's unread mark. */
export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(sectionSchema),
  photo: z.string().nullable(),
  date: z.string(),
  category,
  link: z.string().nullable(),
  references: z.array(referenceSchema),
  read: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListResponse = z.object({ news: z.array(newsItemSchema), unread: z.number().int() });
export type NewsListResponse = z.infer<typeof newsListResponse>;
export const newsParams = z.object({ id: newsIdSchema });
export const newsReadResponse = z.object({ unread: z.number().int() });

/** Newest first, then by id so equal dates keep one order. */
export function sortNews<T extends { date: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date)));
}

/** How many of the items the reader has not opened. */
export function unreadCount(items: readonly { read: boolean }[]): number {
  return items.filter((i) => !i.read).length;
}

// Management (docs/product/calculators-patients-prescriptions-management.md §2, Management area): editors list, write and publish news.
export const managementNewsBody = z.object({ ...newsFields, published: z.boolean().default(false) });
export type ManagementNewsBody = z.infer<typeof managementNewsBody>;
export const managementNewsCreateBody = managementNewsBody.extend({ id: newsIdSchema });
export type ManagementNewsCreateBody = z.infer<typeof managementNewsCreateBody>;
export const managementNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  blocks: z.array(newsBlockSchema),
  photo: z.string().nullable(),
  date: z.string(),
  category,
  link: z.string().nullable(),
  references: z.array(referenceSchema),
  published: z.boolean(),
  /** Loaded from content/news/ (false once an editor changes it). */
  seeded: z.boolean(),
});
export type ManagementNews = z.infer<typeof managementNewsSchema>;
export const managementNewsListResponse = z.object({ news: z.array(managementNewsSchema) });
export const managementNewsResponse = z.object({ news: managementNewsSchema });
