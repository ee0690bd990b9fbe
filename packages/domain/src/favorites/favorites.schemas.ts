import { z } from 'zod';
import { categoryIdSchema } from '../content/content-api.schemas.js';

// Favorites: GET and POST /preferences/favorites (docs/product/content-and-study.md §3 Favorite, §4 Favorites).

export { FAVORITE_TYPE } from './favorite-type.js';

/** What the client posts: the item as it is shown; the server adds the date. */
export const favoriteBody = z
  .object({
    /** Content id (drug, product, topic item) or calculator id. */
    id: z.string().min(1).max(120),
    name: z.string().min(1).max(200),
    category: categoryIdSchema.optional(),
    /** Topic id for topic items. */
    topic: z.string().min(1).max(120).optional(),
    /** 1 for products, 0 for everything else. */
    type: z.union([z.literal(0), z.literal(1)]).default(0),
  })
  .refine((f) => f.category !== undefined || f.topic !== undefined, {
    message: 'REQUIRED_FIELD',
    path: ['category'],
  });
export type FavoriteBody = z.input<typeof favoriteBody>;

export const favoriteSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: categoryIdSchema.optional(),
  topic: z.string().optional(),
  type: z.union([z.literal(0), z.literal(1)]),
  /** When it was saved, epoch milliseconds. */
  date: z.number().int(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const FAVORITE_OPERATIONS = ['add', 'delete'] as const;
export type FavoriteOperation = (typeof FAVORITE_OPERATIONS)[number];

/** Newest first. POST answers lastOperation: 'add' or 'delete' (toggle); GET leaves it out. */
export const favoritesResponse = z.object({
  favorites: z.array(favoriteSchema),
  lastOperation: z.enum(FAVORITE_OPERATIONS).optional(),
});
export type FavoritesResponse = z.infer<typeof favoritesResponse>;
