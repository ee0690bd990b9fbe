import type { DrugFile, ProductFile } from '@vetor/domain/content/drug.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { doses, drugs, products, subtopics, topicItems, topicItemVersions, topics } from './content.table.js';

// Queries over published content. Nothing here is per user: favorites and recents have their own
// repositories, which always filter by uid.

export async function findDrug(db: Db, id: string) {
  const [row] = await db.select().from(drugs).where(eq(drugs.id, id));
  if (!row) return undefined;
  const doseRows = await db.select().from(doses).where(eq(doses.drugId, id)).orderBy(asc(doses.position));
  return { row, detail: row.detail as Omit<DrugFile, 'doses'>, doses: doseRows };
}

export async function findProducts(db: Db, ids: string[]): Promise<ProductFile[]> {
  if (!ids.length) return [];
  const rows = await db.select({ detail: products.detail }).from(products).where(inArray(products.id, ids));
  return rows.map((r) => r.detail as ProductFile);
}

export async function findProduct(db: Db, id: string): Promise<ProductFile | undefined> {
  const [row] = await db.select({ detail: products.detail }).from(products).where(eq(products.id, id));
  return row?.detail as ProductFile | undefined;
}

export async function findTopic(db: Db, id: string) {
  const [topic] = await db.select().from(topics).where(eq(topics.id, id));
  if (!topic) return undefined;
  const [subs, items] = await Promise.all([
    db.select().from(subtopics).where(eq(subtopics.topicId, id)).orderBy(asc(subtopics.position)),
    db
      .select()
      .from(topicItems)
      .where(and(eq(topicItems.topicId, id), eq(topicItems.available, true))),
  ]);
  return { topic, subtopics: subs, items };
}

/** The item with its latest published version, or undefined when none is published. */
export async function findPublishedItem(db: Db, topicId: string, itemId: string) {
  const [row] = await db
    .select({
      item: topicItems,
      version: topicItemVersions.version,
      content: topicItemVersions.content,
      publishedAt: topicItemVersions.publishedAt,
    })
    .from(topicItems)
    .innerJoin(topicItemVersions, eq(topicItemVersions.itemId, topicItems.id))
    .where(and(eq(topicItems.id, itemId), eq(topicItems.topicId, topicId), eq(topicItemVersions.status, 'published')))
    .orderBy(desc(topicItemVersions.version))
    .limit(1);
  if (!row) return undefined;
  return { ...row, content: row.content as TopicItemFile };
}

export async function listDrugSummaries(db: Db) {
  return db
    .select({
      id: drugs.id,
      name: drugs.name,
      description: drugs.description,
      category: drugs.category,
      classes: drugs.classes,
      systems: drugs.systems,
      animals: drugs.animals,
      premium: drugs.premium,
      freeTrial: drugs.freeTrial,
      isNew: drugs.isNew,
    })
    .from(drugs)
    .where(eq(drugs.disabled, false));
}

/** Listed products: type 2 is reachable only from its drug (docs/product/content-and-study.md §2 List screen). */
export async function listProductSummaries(db: Db): Promise<ProductFile[]> {
  const rows = await db
    .select({ detail: products.detail })
    .from(products)
    .where(and(ne(products.type, 2), eq(products.disabled, false)));
  return rows.map((r) => r.detail as ProductFile);
}

export async function listItemSummaries(db: Db) {
  return db
    .select({
      id: topicItems.id,
      name: topicItems.name,
      description: topicItems.description,
      topic: topicItems.topicId,
      category: topicItems.category,
      animals: topicItems.animals,
      contentPoints: topicItems.contentPoints,
      photo: topicItems.photo,
      premium: topicItems.premium,
      freeTrial: topicItems.freeTrial,
      isNew: topicItems.isNew,
      subtopicName: subtopics.name,
    })
    .from(topicItems)
    .leftJoin(subtopics, and(eq(subtopics.topicId, topicItems.topicId), eq(subtopics.id, topicItems.subtopicId)))
    .where(and(eq(topicItems.available, true), sql`${topicItems.publishedVersion} is not null`));
}

/**
 * Records a new version of an item. A published one becomes what readers see and updates the
 * list columns; drafts wait for approval (the management issue). Returns the version number.
 */
export async function insertItemVersion(
  db: Db,
  content: TopicItemFile,
  status: 'draft' | 'published',
  contentHash: string,
  summary: { category: number; photo: string | null; searchName: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${topicItemVersions.version}), 0)`.mapWith(Number) })
      .from(topicItemVersions)
      .where(eq(topicItemVersions.itemId, content.id));
    const version = (last?.version ?? 0) + 1;
    const now = new Date();
    await tx.insert(topicItemVersions).values({
      itemId: content.id,
      version,
      status,
      content,
      contentHash,
      createdAt: now,
      publishedAt: status === 'published' ? now : null,
    });
    if (status === 'published') {
      await tx
        .update(topicItems)
        .set({
          name: content.name,
          searchName: summary.searchName,
          description: content.description,
          category: summary.category,
          animals: content.animals,
          contentPoints: content.contentPoints,
          photo: summary.photo,
          available: content.available,
          premium: content.premium,
          freeTrial: content.freeTrial,
          isNew: content.isNew,
          publishedVersion: version,
        })
        .where(eq(topicItems.id, content.id));
    }
    return version;
  });
}

export async function listItemVersions(db: Db, itemId: string) {
  return db
    .select({
      version: topicItemVersions.version,
      status: topicItemVersions.status,
      createdAt: topicItemVersions.createdAt,
      publishedAt: topicItemVersions.publishedAt,
    })
    .from(topicItemVersions)
    .where(eq(topicItemVersions.itemId, itemId))
    .orderBy(asc(topicItemVersions.version));
}
