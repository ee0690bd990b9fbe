import type { DrugFile, ProductFile } from '@vetor/domain/content/drug.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import type { AuditQuery } from '@vetor/domain/management/management.schemas';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentCategories,
  doses,
  drugs,
  drugVersions,
  managementAudit,
  managementEditors,
  managementPhotos,
  products,
  subtopics,
  therapeuticClasses,
  topicItems,
  topicItemVersions,
  topics,
} from '../../db/schema.js';

// Management reads every version (drafts too), unlike the content feature's published-only reads.

export async function findEditorByUser(db: Db, user: string) {
  const [row] = await db.select().from(managementEditors).where(eq(managementEditors.user, user.toLowerCase()));
  return row;
}

export async function findEditor(db: Db, id: string) {
  const [row] = await db.select().from(managementEditors).where(eq(managementEditors.id, id));
  return row;
}

/** False when the user is taken: the unique index decides between simultaneous creates. */
export async function insertEditor(
  db: Db,
  editor: { id: string; user: string; name: string; passwordHash: string; profile: number },
): Promise<boolean> {
  const rows = await db
    .insert(managementEditors)
    .values({ ...editor, user: editor.user.toLowerCase() })
    .onConflictDoNothing({ target: managementEditors.user })
    .returning({ id: managementEditors.id });
  return rows.length > 0;
}

export async function listItems(db: Db) {
  return db
    .select({
      id: topicItems.id,
      name: topicItems.name,
      topic: topicItems.topicId,
      category: topicItems.category,
      available: topicItems.available,
      publishedVersion: topicItems.publishedVersion,
      latestVersion:
        sql<number>`(select max(v.version) from ${topicItemVersions} v where v.item_id = ${topicItems.id})`.mapWith(
          Number,
        ),
    })
    .from(topicItems)
    .orderBy(asc(topicItems.name));
}

export async function findItem(db: Db, id: string) {
  const [row] = await db.select().from(topicItems).where(eq(topicItems.id, id));
  return row;
}

export async function listVersions(db: Db, itemId: string) {
  return db
    .select({
      version: topicItemVersions.version,
      status: topicItemVersions.status,
      createdAt: topicItemVersions.createdAt,
      publishedAt: topicItemVersions.publishedAt,
      createdBy: topicItemVersions.createdBy,
    })
    .from(topicItemVersions)
    .where(eq(topicItemVersions.itemId, itemId))
    .orderBy(desc(topicItemVersions.version));
}

export async function findVersion(db: Db, itemId: string, version?: number) {
  const [row] = await db
    .select()
    .from(topicItemVersions)
    .where(
      version === undefined
        ? eq(topicItemVersions.itemId, itemId)
        : and(eq(topicItemVersions.itemId, itemId), eq(topicItemVersions.version, version)),
    )
    .orderBy(desc(topicItemVersions.version))
    .limit(1);
  return row ? { ...row, content: row.content as TopicItemFile } : undefined;
}

/** A new draft version after the latest; readers keep the published one. */
export async function insertDraft(db: Db, content: TopicItemFile, contentHash: string, editorId: string) {
  const [last] = await db
    .select({ version: sql<number>`coalesce(max(${topicItemVersions.version}), 0)`.mapWith(Number) })
    .from(topicItemVersions)
    .where(eq(topicItemVersions.itemId, content.id));
  const version = (last?.version ?? 0) + 1;
  await db
    .insert(topicItemVersions)
    .values({ itemId: content.id, version, status: 'draft', content, contentHash, createdBy: editorId });
  return version;
}

/** Publishes a version: it becomes what readers see, and the list columns follow it. */
export async function publishVersion(
  db: Db,
  itemId: string,
  version: number,
  content: TopicItemFile,
  summary: { category: number; photo: string | null; searchName: string },
) {
  await db
    .update(topicItemVersions)
    .set({ status: 'published', publishedAt: new Date() })
    .where(and(eq(topicItemVersions.itemId, itemId), eq(topicItemVersions.version, version)));
  await db
    .update(topicItems)
    .set({
      name: content.name,
      searchName: summary.searchName,
      description: content.description,
      category: summary.category,
      animals: content.animals,
      contentPoints: content.contentPoints,
      photo: summary.photo,
      available: true,
      premium: content.premium,
      freeTrial: content.freeTrial,
      isNew: content.isNew,
      publishedVersion: version,
    })
    .where(eq(topicItems.id, itemId));
}

export async function setItemAvailable(db: Db, itemId: string, available: boolean) {
  await db.update(topicItems).set({ available }).where(eq(topicItems.id, itemId));
}

export async function listClasses(db: Db, category?: number) {
  return db
    .select({ name: therapeuticClasses.name, category: therapeuticClasses.category })
    .from(therapeuticClasses)
    .where(category === undefined ? undefined : eq(therapeuticClasses.category, category))
    .orderBy(asc(therapeuticClasses.category), asc(therapeuticClasses.name));
}

export async function categories(db: Db): Promise<{ id: number; portugueseName: string }[]> {
  return db
    .select({ id: contentCategories.id, portugueseName: contentCategories.portugueseName })
    .from(contentCategories)
    .orderBy(asc(contentCategories.id));
}

/** Inserts classes; an existing (category, name) is left as it is. Returns how many were new. */
export async function insertClasses(db: Db, classes: { name: string; category: number }[]): Promise<number> {
  if (!classes.length) return 0;
  const inserted = await db
    .insert(therapeuticClasses)
    .values(classes)
    .onConflictDoNothing()
    .returning({ name: therapeuticClasses.name });
  return inserted.length;
}

export async function insertAudit(
  db: Db,
  entry: { editorId: string; editorUser: string; action: string; target: string; before?: unknown; after?: unknown },
) {
  await db.insert(managementAudit).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** Days are Brasília days (UTC−3 all year since 2019), as the person filtering means them. */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999-03:00`);

export async function listAudit(db: Db, filter: AuditQuery, limit: number) {
  const conditions = [
    filter.editor ? eq(managementAudit.editorUser, filter.editor) : undefined,
    filter.action ? eq(managementAudit.action, filter.action) : undefined,
    filter.from ? gte(managementAudit.at, dayStart(filter.from)) : undefined,
    filter.to ? lte(managementAudit.at, dayEnd(filter.to)) : undefined,
  ];
  return db
    .select()
    .from(managementAudit)
    .where(and(...conditions))
    .orderBy(desc(managementAudit.id))
    .limit(limit);
}

export async function auditEditors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ user: managementAudit.editorUser })
    .from(managementAudit)
    .orderBy(asc(managementAudit.editorUser));
  return rows.map((r) => r.user);
}

// --- topics and subtopics -------------------------------------------------------------------

export async function listTopics(db: Db) {
  const [topicRows, subRows] = await Promise.all([
    db.select().from(topics).orderBy(asc(topics.category), asc(topics.name)),
    db.select().from(subtopics).orderBy(asc(subtopics.topicId), asc(subtopics.position)),
  ]);
  return { topics: topicRows, subtopics: subRows };
}

export async function findTopic(db: Db, id: string) {
  const [row] = await db.select().from(topics).where(eq(topics.id, id));
  return row;
}

export async function insertTopic(db: Db, topic: { id: string; name: string; description: string; category: number }) {
  await db.insert(topics).values({ ...topic, contentHash: 'management' });
}

export async function updateTopic(db: Db, id: string, fields: { name: string; description: string }) {
  await db.update(topics).set(fields).where(eq(topics.id, id));
}

/** Subtopics with this id (ids are unique per topic; `topicId` picks one when several share it). */
export async function findSubtopics(db: Db, id: string, topicId?: string) {
  return db
    .select()
    .from(subtopics)
    .where(topicId ? and(eq(subtopics.id, id), eq(subtopics.topicId, topicId)) : eq(subtopics.id, id));
}

export async function insertSubtopic(db: Db, subtopic: { topicId: string; id: string; name: string }) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${subtopics.position}), -1)`.mapWith(Number) })
    .from(subtopics)
    .where(eq(subtopics.topicId, subtopic.topicId));
  await db.insert(subtopics).values({ ...subtopic, position: (last?.position ?? -1) + 1, itemIds: [] });
}

export async function renameSubtopic(db: Db, topicId: string, id: string, name: string) {
  await db
    .update(subtopics)
    .set({ name })
    .where(and(eq(subtopics.topicId, topicId), eq(subtopics.id, id)));
}

export async function appendSubtopicItem(db: Db, topicId: string, id: string, itemId: string) {
  await db
    .update(subtopics)
    .set({ itemIds: sql`array_append(${subtopics.itemIds}, ${itemId})` })
    .where(and(eq(subtopics.topicId, topicId), eq(subtopics.id, id)));
}

export async function itemIdExists(db: Db, id: string) {
  const [row] = await db.select({ id: topicItems.id }).from(topicItems).where(eq(topicItems.id, id));
  return Boolean(row);
}

/** A new item nobody reads yet: unavailable, no published version, its first draft beside it. */
export async function insertNewItem(
  db: Db,
  content: TopicItemFile,
  summary: { category: number; searchName: string },
  contentHash: string,
  editorId: string,
) {
  await db.insert(topicItems).values({
    id: content.id,
    topicId: content.topic,
    subtopicId: content.subtopic_id,
    category: summary.category,
    name: content.name,
    searchName: summary.searchName,
    description: content.description,
    animals: content.animals,
    contentPoints: content.contentPoints,
    photo: null,
    available: false,
    premium: content.premium,
    freeTrial: content.freeTrial,
    isNew: content.isNew,
    publishedVersion: null,
  });
  await db
    .insert(topicItemVersions)
    .values({ itemId: content.id, version: 1, status: 'draft', content, contentHash, createdBy: editorId });
}

export async function findItems(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: topicItems.id,
      name: topicItems.name,
      category: topicItems.category,
      available: topicItems.available,
      publishedVersion: topicItems.publishedVersion,
      latestVersion:
        sql<number>`(select max(v.version) from ${topicItemVersions} v where v.item_id = ${topicItems.id})`.mapWith(
          Number,
        ),
    })
    .from(topicItems)
    .where(inArray(topicItems.id, ids));
}

// --- drugs and products -----------------------------------------------------------------------

export async function listEntities(db: Db, q: string | undefined) {
  const like = q ? `%${q}%` : undefined;
  const [drugRows, productRows] = await Promise.all([
    db
      .select({ id: drugs.id, name: drugs.name, category: drugs.category, disabled: drugs.disabled })
      .from(drugs)
      .where(like ? sql`${drugs.searchName} like ${like}` : undefined)
      .orderBy(asc(drugs.name))
      .limit(200),
    db
      .select({ id: products.id, name: products.name, category: products.category, disabled: products.disabled })
      .from(products)
      .where(like ? sql`${products.searchName} like ${like}` : undefined)
      .orderBy(asc(products.name))
      .limit(200),
  ]);
  return { drugs: drugRows, products: productRows };
}

/** The published drug as a whole file: its row's detail plus its dose rows. */
export async function findPublishedDrug(db: Db, id: string) {
  const [row] = await db.select().from(drugs).where(eq(drugs.id, id));
  if (!row) return undefined;
  const doseRows = await db.select().from(doses).where(eq(doses.drugId, id)).orderBy(asc(doses.position));
  const file = {
    ...(row.detail as Omit<DrugFile, 'doses'>),
    doses: doseRows.map((d) => ({
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
  } as DrugFile;
  return { row, file };
}

export async function findProductRow(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ? { ...row, detail: row.detail as ProductFile } : undefined;
}

export async function existingProductIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function listDrugVersions(db: Db, drugId: string) {
  return db
    .select({
      version: drugVersions.version,
      status: drugVersions.status,
      createdAt: drugVersions.createdAt,
      publishedAt: drugVersions.publishedAt,
      createdBy: drugVersions.createdBy,
    })
    .from(drugVersions)
    .where(eq(drugVersions.drugId, drugId))
    .orderBy(desc(drugVersions.version));
}

export async function findDrugVersion(db: Db, drugId: string, version?: number) {
  const [row] = await db
    .select()
    .from(drugVersions)
    .where(
      version === undefined
        ? eq(drugVersions.drugId, drugId)
        : and(eq(drugVersions.drugId, drugId), eq(drugVersions.version, version)),
    )
    .orderBy(desc(drugVersions.version))
    .limit(1);
  return row ? { ...row, content: row.content as DrugFile } : undefined;
}

export async function insertDrugVersion(
  db: Db,
  drugId: string,
  content: DrugFile,
  status: 'draft' | 'published',
  editorId: string | null,
) {
  const [last] = await db
    .select({ version: sql<number>`coalesce(max(${drugVersions.version}), 0)`.mapWith(Number) })
    .from(drugVersions)
    .where(eq(drugVersions.drugId, drugId));
  const version = (last?.version ?? 0) + 1;
  await db.insert(drugVersions).values({
    drugId,
    version,
    status,
    content,
    createdBy: editorId,
    publishedAt: status === 'published' ? new Date() : null,
  });
  return version;
}

/** Makes a drug version what readers see: the list columns, the detail and the dose rows. */
export async function publishDrug(
  db: Db,
  version: number,
  file: DrugFile,
  fields: { searchName: string; contentHash: string },
) {
  const { doses: doseList, ...detail } = file;
  await db
    .update(drugVersions)
    .set({ status: 'published', publishedAt: new Date() })
    .where(and(eq(drugVersions.drugId, file.id), eq(drugVersions.version, version)));
  await db
    .update(drugs)
    .set({
      name: file.name,
      searchName: fields.searchName,
      description: file.description,
      classes: file.classes,
      systems: file.systems,
      animals: file.animals,
      premium: file.premium,
      freeTrial: file.freeTrial,
      isNew: file.isNew,
      disabled: false,
      detail: { ...detail, disabled: false },
      contentHash: fields.contentHash,
      updatedAt: new Date(),
    })
    .where(eq(drugs.id, file.id));
  await db.delete(doses).where(eq(doses.drugId, file.id));
  if (doseList.length)
    await db.insert(doses).values(
      doseList.map((d, position) => ({
        drugId: file.id,
        position,
        title: d.title,
        dose: d.dose,
        measurement: d.measurement,
        description: d.description ?? null,
        animals: d.animals,
        options: d.options ?? null,
        route: d.route,
        frequency: d.frequency,
        frequencyUnit: d.frequencyUnit ?? null,
      })),
    );
}

/** Hides a drug from lists and search (its detail says disabled); returns whether it existed. */
export async function setDrugDisabled(db: Db, id: string, category: number | undefined, disabled: boolean) {
  const rows = await db
    .update(drugs)
    .set({
      disabled,
      detail: sql`jsonb_set(${drugs.detail}, '{disabled}', ${disabled ? sql`'true'::jsonb` : sql`'false'::jsonb`})`,
      updatedAt: new Date(),
    })
    .where(category === undefined ? eq(drugs.id, id) : and(eq(drugs.id, id), eq(drugs.category, category)))
    .returning({ id: drugs.id });
  return rows.length > 0;
}

export async function setProductDisabled(db: Db, id: string, category: number, disabled: boolean) {
  const rows = await db
    .update(products)
    .set({ disabled, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.category, category)))
    .returning({ id: products.id });
  return rows.length > 0;
}
// --- editors (administrators manage them) --------------------------------------------------------

export async function listEditors(db: Db) {
  return db.select().from(managementEditors).orderBy(asc(managementEditors.user));
}

export async function updateEditor(
  db: Db,
  id: string,
  changes: Partial<{ name: string; profile: number; passwordHash: string; disabledAt: Date | null }>,
) {
  const [row] = await db.update(managementEditors).set(changes).where(eq(managementEditors.id, id)).returning();
  return row;
}

// --- uploaded photos ------------------------------------------------------------------------

export async function insertPhoto(db: Db, key: string, uploadedBy: string) {
  await db.insert(managementPhotos).values({ key, uploadedBy });
}

/** Uploads older than the cut-off: the only ones the sweep may delete. */
export async function photosUploadedBefore(db: Db, cutoff: Date) {
  return db
    .select({ key: managementPhotos.key })
    .from(managementPhotos)
    .where(lt(managementPhotos.uploadedAt, cutoff))
    .orderBy(asc(managementPhotos.uploadedAt));
}

/**
 * The uploaded photo names (`<uuid>.<ext>`) that any stored version of an item or a drug refers to,
 * drafts and old versions included: a restore must find its photos.
 */
export async function referencedPhotoNames(db: Db): Promise<Set<string>> {
  const pattern = 'management/photos/([0-9a-f-]{36}\\.(jpg|png|webp))';
  const result = await db.execute(sql`
    select distinct m[1] as name from (
      select regexp_matches(content::text, ${pattern}, 'g') as m from ${topicItemVersions}
      union all
      select regexp_matches(content::text, ${pattern}, 'g') as m from ${drugVersions}
    ) found`);
  return new Set((result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
}

export async function deletePhotoRow(db: Db, key: string) {
  await db.delete(managementPhotos).where(eq(managementPhotos.key, key));
}
