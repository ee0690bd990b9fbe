import { join } from 'node:path';
import { DRUG_SYSTEMS } from '@vetor/domain/content/drug.schemas';
import { THERAPEUTIC_CLASSES } from '@vetor/domain/content/drug-classes';
import { topicItemSummaryOf } from '@vetor/domain/content/topic.schemas';
import { CATEGORIES } from '@vetor/domain/platform/categories';
import { eq, getTableColumns, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { REPO_ROOT } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import type { SeedStep } from '../../db/seed-step.js';
import { loadContentLibrary } from './content.library.js';
import {
  contentCategories,
  contentSeedState,
  doses,
  drugSystems,
  drugs,
  products,
  subtopics,
  therapeuticClasses,
  topicItems,
  topicItemVersions,
  topics,
} from './content.table.js';
import { searchName } from './search-name.js';

// Loads content/** into the content tables. Idempotent: an unchanged library (same hash) is
// skipped; otherwise every row is upserted by id in batches, and a topic item gets a new published
// version only when its file changed, so the version history stays meaningful.

export const DEFAULT_CONTENT_DIR = join(REPO_ROOT, 'content');
const STATE_KEY = 'library';
const BATCH = 500;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `set` for an upsert: every column except the keys takes the incoming row's value. */
function excludedSet<T extends PgTable>(table: T, keys: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const key of Object.keys(getTableColumns(table))) {
    if (!keys.includes(key)) set[key] = sql.raw(`excluded."${snake(key)}"`);
  }
  return set;
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

export async function seedContent(
  database: Database,
  log: { info: (msg: string) => void },
  contentDir: string = DEFAULT_CONTENT_DIR,
): Promise<{ skipped: boolean }> {
  const started = performance.now();
  const library = await loadContentLibrary(contentDir);
  const db: Db = database.db;
  const [state] = await db.select().from(contentSeedState).where(eq(contentSeedState.key, STATE_KEY));
  if (state?.hash === library.hash) return { skipped: true };

  await db.transaction(async (tx) => {
    await tx
      .insert(contentCategories)
      .values(CATEGORIES.map((c) => ({ ...c, flags: { ...c.flags } })))
      .onConflictDoUpdate({ target: contentCategories.id, set: excludedSet(contentCategories, ['id']) });
    await tx
      .insert(drugSystems)
      .values(DRUG_SYSTEMS.map((s) => ({ id: s.id, name: s.name })))
      .onConflictDoUpdate({ target: drugSystems.id, set: excludedSet(drugSystems, ['id']) });
    await tx
      .insert(therapeuticClasses)
      // A class listed under two systems keeps the first, so one statement never updates a row twice.
      .values([
        ...new Map(
          THERAPEUTIC_CLASSES.map((c) => [
            `${c.category}:${c.name}`,
            { name: c.name, category: c.category, systemId: c.system ?? null },
          ]),
        ).values(),
      ])
      .onConflictDoUpdate({
        target: [therapeuticClasses.category, therapeuticClasses.name],
        set: excludedSet(therapeuticClasses, ['category', 'name']),
      });

    // Products before drugs: nothing references them by key, but drugs list them.
    const productRows = library.products.map((p) => ({
      id: p.id,
      type: p.type,
      category: p.category,
      name: p.name,
      searchName: searchName(p.name),
      brand: p.brand,
      brandLines: p.brandLines,
      classes: p.classes,
      petSizes: p.petSizes,
      petAges: p.petAges,
      features: p.features,
      dogs: p.dogs,
      cats: p.cats,
      photo: p.photo ?? null,
      premium: p.premium,
      freeTrial: p.freeTrial,
      isNew: p.isNew,
      detail: p,
      contentHash: library.hashes.get(`product:${p.id}`)!,
      updatedAt: new Date(),
    }));
    await inBatches(productRows, (batch) =>
      tx
        .insert(products)
        .values(batch)
        .onConflictDoUpdate({ target: products.id, set: excludedSet(products, ['id']) }),
    );

    const drugRows = library.drugs.map(({ doses: _doses, ...d }) => ({
      id: d.id,
      category: d.category,
      name: d.name,
      searchName: searchName(d.name),
      description: d.description,
      classes: d.classes,
      systems: d.systems,
      animals: d.animals,
      premium: d.premium,
      freeTrial: d.freeTrial,
      isNew: d.isNew,
      disabled: d.disabled ?? false,
      detail: d,
      contentHash: library.hashes.get(`drug:${d.id}`)!,
      updatedAt: new Date(),
    }));
    await inBatches(drugRows, (batch) =>
      tx
        .insert(drugs)
        .values(batch)
        .onConflictDoUpdate({ target: drugs.id, set: excludedSet(drugs, ['id']) }),
    );
    const drugIds = library.drugs.map((d) => d.id);
    if (drugIds.length) await tx.delete(doses).where(inArray(doses.drugId, drugIds));
    const doseRows = library.drugs.flatMap((d) =>
      d.doses.map((dose, position) => ({
        drugId: d.id,
        position,
        title: dose.title,
        dose: dose.dose,
        measurement: dose.measurement,
        description: dose.description ?? null,
        animals: dose.animals,
        options: dose.options ?? null,
        route: dose.route,
        frequency: dose.frequency,
        frequencyUnit: dose.frequencyUnit ?? null,
      })),
    );
    await inBatches(doseRows, (batch) => tx.insert(doses).values(batch));
    // Files removed from the library leave it; their doses go with them (cascade).
    if (drugIds.length) await tx.delete(drugs).where(notInArray(drugs.id, drugIds));
    const productIds = library.products.map((p) => p.id);
    if (productIds.length) await tx.delete(products).where(notInArray(products.id, productIds));

    await inBatches(
      library.topics.map((t) => ({
        id: t.id,
        category: t.category,
        name: t.name,
        description: t.description,
        contentHash: library.hashes.get(`topic:${t.id}`)!,
      })),
      (batch) =>
        tx
          .insert(topics)
          .values(batch)
          .onConflictDoUpdate({ target: topics.id, set: excludedSet(topics, ['id']) }),
    );
    const topicIds = library.topics.map((t) => t.id);
    if (topicIds.length) await tx.delete(subtopics).where(inArray(subtopics.topicId, topicIds));
    await inBatches(
      library.topics.flatMap((t) =>
        t.subtopics.map((s, position) => ({ topicId: t.id, id: s.id, name: s.name, position, itemIds: s.items })),
      ),
      (batch) => tx.insert(subtopics).values(batch),
    );

    // Items: a new published version only when the file differs from the latest published one.
    const latest = new Map<string, { version: number; hash: string | null }>();
    const versionRows = await tx
      .select({
        itemId: topicItemVersions.itemId,
        version: sql<number>`max(${topicItemVersions.version})`.mapWith(Number),
        hash: sql<
          string | null
        >`(array_agg(${topicItemVersions.contentHash} order by ${topicItemVersions.version} desc) filter (where ${topicItemVersions.status} = 'published'))[1]`,
      })
      .from(topicItemVersions)
      .groupBy(topicItemVersions.itemId);
    for (const row of versionRows) latest.set(row.itemId, { version: row.version, hash: row.hash });

    const now = new Date();
    const changed = new Set(
      library.items.filter((item) => latest.get(item.id)?.hash !== library.hashes.get(`item:${item.id}`)),
    );
    const nextVersion = (id: string) => (latest.get(id)?.version ?? 0) + 1;
    await inBatches(
      library.items.map((item) => {
        const summary = topicItemSummaryOf(item);
        const version = changed.has(item) ? nextVersion(item.id) : undefined;
        return {
          id: item.id,
          topicId: item.topic,
          subtopicId: item.subtopic_id,
          category: summary.category,
          name: item.name,
          searchName: searchName(item.name),
          description: item.description,
          animals: item.animals,
          contentPoints: item.contentPoints,
          photo: summary.photo ?? null,
          available: item.available,
          premium: item.premium,
          freeTrial: item.freeTrial,
          isNew: item.isNew,
          publishedVersion: version ?? latest.get(item.id)?.version ?? null,
        };
      }),
      (batch) =>
        tx
          .insert(topicItems)
          .values(batch)
          .onConflictDoUpdate({ target: topicItems.id, set: excludedSet(topicItems, ['id']) }),
    );
    await inBatches(
      [...changed].map((item) => ({
        itemId: item.id,
        version: nextVersion(item.id),
        status: 'published' as const,
        content: item,
        contentHash: library.hashes.get(`item:${item.id}`)!,
        createdAt: now,
        publishedAt: now,
      })),
      (batch) => tx.insert(topicItemVersions).values(batch),
    );

    await tx
      .insert(contentSeedState)
      .values({ key: STATE_KEY, hash: library.hash, loadedAt: now })
      .onConflictDoUpdate({ target: contentSeedState.key, set: { hash: library.hash, loadedAt: now } });
  });

  log.info(
    `conteúdo carregado: ${library.drugs.length} medicamentos, ${library.products.length} produtos, ` +
      `${library.topics.length} tópicos, ${library.items.length} itens em ${Math.round(performance.now() - started)} ms`,
  );
  return { skipped: false };
}

export const contentSeed: SeedStep = async (database, log, contentDir) => {
  await seedContent(database, { info: (msg) => log.info(msg) }, contentDir);
};
