import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentCategories,
  managementAudit,
  managementEditors,
  therapeuticClasses,
  topicItems,
  topicItemVersions,
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

export async function insertEditor(
  db: Db,
  editor: { id: string; user: string; name: string; passwordHash: string; profile: number },
) {
  await db.insert(managementEditors).values({ ...editor, user: editor.user.toLowerCase() });
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

export async function categoryIds(db: Db): Promise<Set<number>> {
  const rows = await db.select({ id: contentCategories.id }).from(contentCategories);
  return new Set(rows.map((r) => r.id));
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

export async function listAudit(db: Db, limit: number) {
  return db.select().from(managementAudit).orderBy(desc(managementAudit.id)).limit(limit);
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
