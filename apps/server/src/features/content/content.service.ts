import { createHash } from 'node:crypto';
import {
  DRUG_COLLECTIONS,
  type DrugCollection,
  drugDetailResponse,
  embeddedProductOf,
  type GlobalSummaryItem,
  globalSummaryResponse,
  PRODUCT_COLLECTIONS,
  type ProductCollection,
  productDetailResponse,
  type RecentsResponse,
  type SearchListItem,
  type SummaryKind,
  topicItemResponse,
  topicResponse,
} from '@vetor/domain/content/content-api.schemas';
import type { ProductFile } from '@vetor/domain/content/drug.schemas';
import { compareNamesPtBR } from '@vetor/domain/content/sorting';
import { AppError } from '@vetor/domain/errors';
import { CATEGORIES, categoryById } from '@vetor/domain/platform/categories';
import type { Db } from '../../db/client.js';
import { contentIdsWithCards } from '../../lib/flashcard-contents.js';
import { type HttpAnswer, HttpCache } from '../../lib/http-cache.js';
import {
  findDrug,
  findProduct,
  findProducts,
  findPublishedItem,
  findTopic,
  listDrugSummaries,
  listItemSummaries,
  listProductSummaries,
} from './content.repository.js';

// Builds the answers of the content calls once, validates them against the domain response schema
// once, and keeps them in the HTTP cache (lib/http-cache.ts) ready to send.

type Recent = Omit<RecentsResponse['recents'][number], 'viewedAt'>;

/** What a detail route needs besides the bytes: the premium check and the recent it records. */
export interface EntityMeta {
  kind: SummaryKind;
  premium: boolean;
  freeTrial: boolean;
  recent: Recent;
}

export interface ServedEntity {
  answer: HttpAnswer;
  meta: EntityMeta;
}

const CACHE_TTL_MS = 60_000;

const drugCategoryByCollection = new Map(
  CATEGORIES.filter((c) => (DRUG_COLLECTIONS as readonly string[]).includes(c.collection)).map((c) => [
    c.collection as DrugCollection,
    c.id,
  ]),
);
const productCategoryByCollection = new Map(
  CATEGORIES.filter((c) => c.productsCollection).map((c) => [c.productsCollection as ProductCollection, c.id]),
);

function productCollection(category: number): string {
  return categoryById(category)?.productsCollection ?? 'products';
}

function notFound(): never {
  throw new AppError('NOT_FOUND');
}

/** One cache entry per drug, whatever collection asked; a drug only answers under its own. */
function drugUnder(collection: DrugCollection, entity: ServedEntity): ServedEntity {
  if (drugCategoryByCollection.get(collection) !== entity.meta.recent.category) notFound();
  return entity;
}

/** A product answers under its category's collection, and under the generic 'products'. */
function productUnder(collection: ProductCollection, entity: ServedEntity): ServedEntity {
  if (collection !== 'products' && productCategoryByCollection.get(collection) !== entity.meta.recent.category)
    notFound();
  return entity;
}

const animalsOf = (p: ProductFile): (1 | 2)[] => [...(p.dogs ? [1 as const] : []), ...(p.cats ? [2 as const] : [])];

export class ContentStore {
  private readonly entities = new HttpCache<EntityMeta>({ ttlMs: CACHE_TTL_MS, name: 'content' });
  private readonly lists = new HttpCache<GlobalSummaryItem[] | undefined>({
    ttlMs: CACHE_TTL_MS,
    name: 'content-lists',
  });

  constructor(private readonly db: Db) {}

  /** Drops every kept answer: a management publish or disable changed what readers see. */
  clear(): void {
    this.entities.clear();
    this.lists.clear();
  }

  async drug(collection: DrugCollection, id: string): Promise<ServedEntity> {
    const entity = await this.entities.get(`drug:${id}`, async () => {
      const found = await findDrug(this.db, id);
      if (!found) notFound();
      const { detail, doses } = found;
      const ids = [...detail.veterinary_products, ...detail.human_products, ...detail.vaccines_suplements_serums];
      // Embedded products carry only what a list shows when they are locked (embeddedProductOf).
      const byId = new Map((await findProducts(this.db, ids)).map((p) => [p.id, embeddedProductOf(p)]));
      const pick = (list: string[]) => list.flatMap((pid) => byId.get(pid) ?? []);
      const body = drugDetailResponse.parse({
        ...detail,
        disabled: detail.disabled ?? false,
        doses: doses.map((d) => ({
          title: d.title,
          dose: d.dose,
          measurement: d.measurement,
          ...(d.description !== null ? { description: d.description } : {}),
          animals: d.animals,
          ...(d.options !== null ? { options: d.options } : {}),
          route: d.route,
          frequency: d.frequency,
          ...(d.frequencyUnit !== null ? { frequencyUnit: d.frequencyUnit } : {}),
        })),
        veterinary_products: pick(detail.veterinary_products),
        human_products: pick(detail.human_products),
        vaccines_suplements_serums: pick(detail.vaccines_suplements_serums),
      });
      return {
        body: JSON.stringify(body),
        meta: {
          kind: 'drug' as const,
          premium: body.premium,
          freeTrial: body.freeTrial,
          recent: {
            id: body.id,
            name: body.name,
            kind: 'drug' as const,
            type: 0,
            category: body.category,
            collection: categoryById(body.category)?.collection ?? 'drugs',
          },
        },
      };
    });
    return drugUnder(collection, entity);
  }

  async product(collection: ProductCollection, id: string): Promise<ServedEntity> {
    const entity = await this.entities.get(`product:${id}`, async () => {
      const file = await findProduct(this.db, id);
      if (!file) notFound();
      const body = productDetailResponse.parse(file);
      return {
        body: JSON.stringify(body),
        meta: {
          kind: 'product' as const,
          premium: body.premium,
          freeTrial: body.freeTrial,
          recent: {
            id: body.id,
            name: body.name,
            kind: 'product' as const,
            type: body.type,
            category: body.category,
            collection: productCollection(body.category),
          },
        },
      };
    });
    return productUnder(collection, entity);
  }

  async topic(topicId: string): Promise<HttpAnswer> {
    const { answer } = await this.lists.get(`topic:${topicId}`, async () => {
      const found = await findTopic(this.db, topicId);
      if (!found) notFound();
      const items = new Map(found.items.map((i) => [i.id, i]));
      const body = topicResponse.parse({
        id: found.topic.id,
        name: found.topic.name,
        category: found.topic.category,
        description: found.topic.description,
        // A subtopic with nothing published (new, or disabled in the management area) is not shown.
        subtopics: found.subtopics
          .filter((s) => s.itemIds.some((itemId) => items.get(itemId)?.publishedVersion != null))
          .map((s) => ({
            id: s.id,
            name: s.name,
            items: s.itemIds.flatMap((itemId) => {
              const i = items.get(itemId);
              if (!i || i.publishedVersion === null) return [];
              return [
                {
                  id: i.id,
                  name: i.name,
                  topic: i.topicId,
                  category: i.category,
                  freeTrial: i.freeTrial,
                  isNew: i.isNew,
                  premium: i.premium,
                  animals: i.animals,
                  description: i.description,
                  ...(i.photo ? { photo: i.photo } : {}),
                },
              ];
            }),
          })),
      });
      return { body: JSON.stringify(body), meta: undefined };
    });
    return answer;
  }

  topicItem(topicId: string, itemId: string): Promise<ServedEntity> {
    return this.entities.get(`item:${topicId}/${itemId}`, async () => {
      const found = await findPublishedItem(this.db, topicId, itemId);
      if (!found?.item.available) notFound();
      const body = topicItemResponse.parse({
        ...found.content,
        version: found.version,
        publishedAt: (found.publishedAt ?? new Date(0)).toISOString(),
      });
      return {
        body: JSON.stringify(body),
        meta: {
          kind: 'item' as const,
          premium: body.premium,
          freeTrial: body.freeTrial,
          recent: {
            id: body.id,
            name: body.name,
            kind: 'item' as const,
            type: 0,
            category: found.item.category,
            topic: body.topic,
          },
        },
      };
    });
  }

  /** Every listed item of every category, sorted by name (docs/product/content-and-study.md §2 List screen). */
  summaries(): Promise<{ answer: HttpAnswer; meta: GlobalSummaryItem[] | undefined }> {
    return this.lists.get('summaries', async () => {
      const [drugRows, productFiles, itemRows] = await Promise.all([
        listDrugSummaries(this.db),
        listProductSummaries(this.db),
        listItemSummaries(this.db),
      ]);
      const items: GlobalSummaryItem[] = [
        ...drugRows.map((d) => ({
          id: d.id,
          kind: 'drug' as const,
          type: 0,
          name: d.name,
          description: d.description,
          category: d.category,
          collection: categoryById(d.category)?.collection ?? 'drugs',
          classes: d.classes,
          systems: d.systems,
          animals: d.animals as (1 | 2)[],
          drugs: [],
          brandLines: [],
          petAges: [],
          petSizes: [],
          features: [],
          premium: d.premium,
          freeTrial: d.freeTrial,
          isNew: d.isNew,
        })),
        ...productFiles.map((p) => ({
          id: p.id,
          kind: 'product' as const,
          type: p.type,
          name: p.name,
          ...(p.description ? { description: p.description } : {}),
          category: p.category,
          collection: productCollection(p.category),
          classes: p.classes,
          systems: [],
          animals: animalsOf(p),
          drugs: p.drugs.map((d) => d.name),
          brand: p.brand,
          brandLines: p.brandLines,
          petAges: p.petAges,
          petSizes: p.petSizes,
          features: p.features,
          ...(p.photo ? { photo: p.photo } : {}),
          premium: p.premium,
          freeTrial: p.freeTrial,
          isNew: p.isNew,
        })),
        ...itemRows.map((i) => ({
          id: i.id,
          kind: 'item' as const,
          type: 0,
          name: i.name,
          description: i.description,
          category: i.category,
          topic: i.topic,
          // The subtopic (specialty) is the class a topic item is filtered by.
          classes: i.subtopicName ? [i.subtopicName] : [],
          systems: [],
          animals: i.animals as (1 | 2)[],
          drugs: [],
          brandLines: [],
          petAges: [],
          petSizes: [],
          features: i.contentPoints,
          ...(i.photo ? { photo: i.photo } : {}),
          premium: i.premium,
          freeTrial: i.freeTrial,
          isNew: i.isNew,
        })),
      ].sort((a, b) => compareNamesPtBR(a.name, b.name) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
      const hash = createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 32);
      const body = globalSummaryResponse.parse({ hash, items });
      return { body: JSON.stringify(body), meta: body.items };
    });
  }

  /** GET /preferences/searches/{version}: what the search box and the flashcards button need. */
  async searchList(): Promise<HttpAnswer> {
    const { answer } = await this.lists.get('searches', async () => {
      const [{ meta: items = [] }, withCards] = await Promise.all([this.summaries(), contentIdsWithCards(this.db)]);
      const list: SearchListItem[] = items.map((i) => ({
        id: i.id,
        name: i.name,
        ...(i.topic ? { topic: i.topic } : {}),
        category: i.category,
        card: withCards.has(i.id),
        classes: i.classes,
      }));
      return { body: JSON.stringify({ items: list }), meta: undefined };
    });
    return answer;
  }
}

export { DRUG_COLLECTIONS, PRODUCT_COLLECTIONS };
