import { createHash } from 'node:crypto';
import {
  DRUG_COLLECTIONS,
  type DrugCollection,
  drugDetailResponse,
  type GlobalSummaryItem,
  globalSummaryResponse,
  PRODUCT_COLLECTIONS,
  type ProductCollection,
  productDetailResponse,
  type RecentsResponse,
  requiresPro,
  type SearchListItem,
  type SummaryKind,
  topicItemResponse,
  topicResponse,
} from '@vetor/domain/content/content-api.schemas';
import { type ProductFile, productSummaryOf } from '@vetor/domain/content/drug.schemas';
import { compareNamesPtBR } from '@vetor/domain/content/sorting';
import { type TopicItemFile, topicItemSummaryOf } from '@vetor/domain/content/topic.schemas';
import { AppError } from '@vetor/domain/errors';
import { CATEGORIES, categoryById } from '@vetor/domain/platform/categories';
import type { Db } from '../../db/client.js';
import { contentIdsWithCards } from '../../lib/flashcard-contents.js';
import { cacheable, type Precompressed, precompress, weakEtag } from '../../lib/precompressed.js';
import { cached, cachedNow, TtlCache } from './content.cache.js';
import {
  findDrug,
  findProduct,
  findProducts,
  findPublishedItem,
  findTopic,
  insertItemVersion,
  listDrugSummaries,
  listItemSummaries,
  listProductSummaries,
} from './content.repository.js';
import { searchName } from './search-name.js';

// Builds the answers of the content calls once, validates them against the domain response schema
// once, and keeps them serialized: a cached detail costs a Map lookup and a socket write.

type Recent = Omit<RecentsResponse['recents'][number], 'viewedAt'>;

/** A ready answer: the JSON text plus what the route needs for the premium check and the recent. */
export interface ServedEntity {
  /** UTF-8 bytes and their compressed copies, so no request encodes, measures or compresses. */
  body: Precompressed;
  etag: string;
  kind: SummaryKind;
  premium: boolean;
  freeTrial: boolean;
  recent: Recent;
}

export interface ServedList {
  body: Precompressed;
  etag: string;
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
  if (drugCategoryByCollection.get(collection) !== entity.recent.category) notFound();
  return entity;
}

/** A product answers under its category's collection, and under the generic 'products'. */
function productUnder(collection: ProductCollection, entity: ServedEntity): ServedEntity {
  if (collection !== 'products' && productCategoryByCollection.get(collection) !== entity.recent.category) notFound();
  return entity;
}

export function assertAccess(entity: Pick<ServedEntity, 'kind' | 'premium' | 'freeTrial'>, isPremium: boolean) {
  if (!isPremium && requiresPro(entity.kind, entity)) throw new AppError('PREMIUM_REQUIRED');
}

const animalsOf = (p: ProductFile): (1 | 2)[] => [...(p.dogs ? [1 as const] : []), ...(p.cats ? [2 as const] : [])];

export class ContentStore {
  private readonly cache = new TtlCache<Promise<unknown>>(CACHE_TTL_MS);

  constructor(private readonly db: Db) {}

  /** Drops every cached answer (after a seed or a publication on this instance). */
  invalidateAll(): void {
    this.cache.clear();
  }

  drug(collection: DrugCollection, id: string): Promise<ServedEntity> {
    return cached(this.cache as TtlCache<Promise<ServedEntity>>, `drug:${id}`, async () => {
      const found = await findDrug(this.db, id);
      if (!found) notFound();
      const { detail, doses } = found;
      const ids = [...detail.veterinary_products, ...detail.human_products, ...detail.vaccines_suplements_serums];
      const byId = new Map((await findProducts(this.db, ids)).map((p) => [p.id, productSummaryOf(p)]));
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
        ...(await cacheable(JSON.stringify(body))),
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
      };
    }).then((entity) => drugUnder(collection, entity));
  }

  /** drug() when its answer is already in memory, without a promise; undefined otherwise. */
  drugNow(collection: DrugCollection, id: string): ServedEntity | undefined {
    const entity = cachedNow(this.cache as TtlCache<Promise<ServedEntity>>, `drug:${id}`);
    return entity && drugUnder(collection, entity);
  }

  product(collection: ProductCollection, id: string): Promise<ServedEntity> {
    return cached(this.cache as TtlCache<Promise<ServedEntity>>, `product:${id}`, async () => {
      const file = await findProduct(this.db, id);
      if (!file) notFound();
      const body = productDetailResponse.parse(file);
      return {
        ...(await cacheable(JSON.stringify(body))),
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
      };
    }).then((entity) => productUnder(collection, entity));
  }

  /** product() when its answer is already in memory, without a promise; undefined otherwise. */
  productNow(collection: ProductCollection, id: string): ServedEntity | undefined {
    const entity = cachedNow(this.cache as TtlCache<Promise<ServedEntity>>, `product:${id}`);
    return entity && productUnder(collection, entity);
  }

  topic(topicId: string): Promise<ServedList> {
    return cached(this.cache as TtlCache<Promise<ServedList>>, `topic:${topicId}`, async () => {
      const found = await findTopic(this.db, topicId);
      if (!found) notFound();
      const items = new Map(found.items.map((i) => [i.id, i]));
      const body = topicResponse.parse({
        id: found.topic.id,
        name: found.topic.name,
        category: found.topic.category,
        description: found.topic.description,
        subtopics: found.subtopics.map((s) => ({
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
      return cacheable(JSON.stringify(body));
    });
  }

  topicItem(topicId: string, itemId: string): Promise<ServedEntity> {
    return cached(this.cache as TtlCache<Promise<ServedEntity>>, `item:${topicId}/${itemId}`, async () => {
      const found = await findPublishedItem(this.db, topicId, itemId);
      if (!found?.item.available) notFound();
      const body = topicItemResponse.parse({
        ...found.content,
        version: found.version,
        publishedAt: (found.publishedAt ?? new Date(0)).toISOString(),
      });
      return {
        ...(await cacheable(JSON.stringify(body))),
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
      };
    });
  }

  /** topicItem() when its answer is already in memory, without a promise; undefined otherwise. */
  topicItemNow(topicId: string, itemId: string): ServedEntity | undefined {
    return cachedNow(this.cache as TtlCache<Promise<ServedEntity>>, `item:${topicId}/${itemId}`);
  }

  /** Every listed item of every category, sorted by name (spec 2 §2 List screen). */
  summaries(): Promise<{ items: GlobalSummaryItem[]; served: ServedList }> {
    return cached(
      this.cache as TtlCache<Promise<{ items: GlobalSummaryItem[]; served: ServedList }>>,
      'summaries',
      async () => {
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
        const itemsJson = JSON.stringify(items);
        const hash = createHash('sha256').update(itemsJson).digest('hex').slice(0, 32);
        const body = globalSummaryResponse.parse({ hash, items });
        return { items: body.items, served: { body: await precompress(JSON.stringify(body)), etag: weakEtag(hash) } };
      },
    );
  }

  /** GET /preferences/searches/{version}: what the search box and the flashcards button need. */
  searchList(): Promise<ServedList> {
    return cached(this.cache as TtlCache<Promise<ServedList>>, 'searches', async () => {
      const [{ items }, withCards] = await Promise.all([this.summaries(), contentIdsWithCards(this.db)]);
      const list: SearchListItem[] = items.map((i) => ({
        id: i.id,
        name: i.name,
        ...(i.topic ? { topic: i.topic } : {}),
        category: i.category,
        card: withCards.has(i.id),
        classes: i.classes,
      }));
      return cacheable(JSON.stringify({ items: list }));
    });
  }

  /**
   * Records a new version of a topic item (the management area approves drafts into this later).
   * A published version is what readers see from the next request on this instance; other
   * instances see it within the cache TTL.
   */
  async saveItemVersion(content: TopicItemFile, status: 'draft' | 'published'): Promise<number> {
    const summary = topicItemSummaryOf(content);
    const text = JSON.stringify(content);
    const version = await insertItemVersion(this.db, content, status, createHash('sha256').update(text).digest('hex'), {
      category: summary.category,
      photo: summary.photo ?? null,
      searchName: searchName(content.name),
    });
    if (status === 'published') {
      this.cache.delete(`item:${content.topic}/${content.id}`);
      this.cache.delete(`topic:${content.topic}`);
      this.cache.delete('summaries');
      this.cache.delete('searches');
    }
    return version;
  }
}

export { DRUG_COLLECTIONS, PRODUCT_COLLECTIONS };
