// Topics, subtopics and new items in the management area (docs/product/calculators-patients-prescriptions-management.md §3, §4, §7): create and rename,
// and the subtopic approval that publishes (or disables) every item under it at once.
import { createHash } from 'node:crypto';
import { type TopicItemFile, topicItemFileSchema } from '@vetor/domain/content/topic.schemas';
import { AppError } from '@vetor/domain/errors';
import { ADMIN_ONLY_CATEGORIES } from '@vetor/domain/management/management.schemas';
import type { Db } from '../../db/client.js';
import { searchName } from '../../lib/search-name.js';
import * as repo from './management.repository.js';
import { assertMaySee, disableItem, type Editor, publishLatest } from './management.service.js';

/** A URL-safe id from a pt-BR name: 'Doença renal crônica' → 'doenca-renal-cronica'. */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/, '') || 'item'
  );
}

/** The slug of the name, or the slug with -2, -3… when it is taken. */
async function freeId(name: string, taken: (id: string) => Promise<boolean>): Promise<string> {
  const base = slugOf(name);
  for (let n = 1; n < 1000; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(id))) return id;
  }
  throw new AppError('VALIDATION_ERROR', { field: 'name' });
}

const audit = (tx: Db, editor: Editor, action: string, target: string, before: unknown, after: unknown) =>
  repo.insertAudit(tx, { editorId: editor.editorId, editorUser: editor.user, action, target, before, after });

export async function listTopics(db: Db, editor: Editor) {
  const { topics, subtopics } = await repo.listTopics(db);
  return topics
    .filter((t) => editor.profile === 1 || !ADMIN_ONLY_CATEGORIES.includes(t.category))
    .map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      category: t.category,
      subtopics: subtopics
        .filter((s) => s.topicId === t.id)
        .map((s) => ({ id: s.id, name: s.name, items: s.itemIds.length })),
    }));
}

/** POST /management/topics: no id creates, an id renames (name and description). */
export async function saveTopic(
  db: Db,
  editor: Editor,
  input: { id?: string | undefined; name: string; description: string; category: number },
): Promise<string> {
  assertMaySee(editor, input.category);
  return db.transaction(async (tx) => {
    if (input.id) {
      const topic = await repo.findTopic(tx, input.id);
      if (!topic) throw new AppError('NOT_FOUND');
      assertMaySee(editor, topic.category);
      const after = { name: input.name, description: input.description };
      await repo.updateTopic(tx, topic.id, after);
      await audit(
        tx,
        editor,
        'topic.rename',
        `topic:${topic.id}`,
        { name: topic.name, description: topic.description },
        after,
      );
      return topic.id;
    }
    const id = await freeId(input.name, async (candidate) => Boolean(await repo.findTopic(tx, candidate)));
    const topic = { id, name: input.name, description: input.description, category: input.category };
    await repo.insertTopic(tx, topic);
    await audit(tx, editor, 'topic.create', `topic:${id}`, null, topic);
    return id;
  });
}

async function topicOf(db: Db, editor: Editor, topicId: string) {
  const topic = await repo.findTopic(db, topicId);
  if (!topic) throw new AppError('NOT_FOUND');
  assertMaySee(editor, topic.category);
  return topic;
}

/** POST /management/topics/subtopics: no id creates a subtopic in the topic, an id renames it. */
export async function saveSubtopic(
  db: Db,
  editor: Editor,
  input: { topicId: string; id?: string | undefined; name: string },
): Promise<string> {
  await topicOf(db, editor, input.topicId);
  return db.transaction(async (tx) => {
    if (input.id) {
      const [sub] = await repo.findSubtopics(tx, input.id, input.topicId);
      if (!sub) throw new AppError('NOT_FOUND');
      await repo.renameSubtopic(tx, input.topicId, input.id, input.name);
      await audit(
        tx,
        editor,
        'subtopic.rename',
        `subtopic:${input.topicId}/${input.id}`,
        { name: sub.name },
        { name: input.name },
      );
      return input.id;
    }
    // Subtopic ids are kept unique across topics, so /topics/subtopics/{id} names one.
    const id = await freeId(input.name, async (candidate) => (await repo.findSubtopics(tx, candidate)).length > 0);
    await repo.insertSubtopic(tx, { topicId: input.topicId, id, name: input.name });
    await audit(tx, editor, 'subtopic.create', `subtopic:${input.topicId}/${id}`, null, { name: input.name });
    return id;
  });
}

/** The subtopic with this id; a `topic` disambiguates ids that older content repeats across topics. */
async function subtopicOf(db: Db, editor: Editor, id: string, topicId?: string) {
  const found = await repo.findSubtopics(db, id, topicId);
  if (found.length !== 1) throw new AppError('NOT_FOUND');
  const sub = found[0]!;
  const topic = await topicOf(db, editor, sub.topicId);
  return { sub, topic };
}

export async function getSubtopic(db: Db, editor: Editor, id: string, topicId?: string) {
  const { sub } = await subtopicOf(db, editor, id, topicId);
  const rows = new Map((await repo.findItems(db, sub.itemIds)).map((r) => [r.id, r]));
  return {
    id: sub.id,
    topicId: sub.topicId,
    name: sub.name,
    items: sub.itemIds.flatMap((itemId) => {
      const r = rows.get(itemId);
      return r
        ? [
            {
              id: r.id,
              name: r.name,
              available: r.available,
              publishedVersion: r.publishedVersion,
              latestVersion: r.latestVersion,
            },
          ]
        : [];
    }),
  };
}

/**
 * A new item's first draft: the fields the schema requires, filled with what an editor replaces
 * (one macro topic with a paragraph, one reference to write). Nobody reads it until approved.
 */
export function newItemContent(input: {
  id: string;
  name: string;
  topicId: string;
  subtopicId: string;
  category: 11 | 12 | 13;
}): TopicItemFile {
  return topicItemFileSchema.parse({
    id: input.id,
    topic: input.topicId,
    subtopic_id: input.subtopicId,
    name: input.name,
    synonyms: [],
    description: input.name,
    contentPoints: [],
    categories: [input.category],
    animals: [1, 2],
    treatment: false,
    available: false,
    freeTrial: false,
    isNew: true,
    // Premium until an editor decides otherwise: a new item never leaks to free accounts by default.
    premium: true,
    references: [{ name: 'Referência a preencher' }],
    sections: [{ style: 0, text: 'Introdução', sections: [{ style: 7, paragraphs: ['Texto a escrever.'] }] }],
  });
}

/** POST /management/topics/subtopics/{id}/items: a new item (draft v1, unavailable) at the end of the subtopic. */
export async function createItem(db: Db, editor: Editor, subtopicId: string, name: string, topicId?: string) {
  const { sub, topic } = await subtopicOf(db, editor, subtopicId, topicId);
  return db.transaction(async (tx) => {
    const id = await freeId(name, (candidate) => repo.itemIdExists(tx, candidate));
    const content = newItemContent({
      id,
      name,
      topicId: topic.id,
      subtopicId: sub.id,
      category: topic.category as 11 | 12 | 13,
    });
    const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    await repo.insertNewItem(
      tx,
      content,
      { category: topic.category, searchName: searchName(name) },
      hash,
      editor.editorId,
    );
    await repo.appendSubtopicItem(tx, topic.id, sub.id, id);
    await audit(tx, editor, 'item.create', `item:${id}#v1`, null, content);
    return id;
  });
}

/**
 * POST /management/topics/subtopics/{id}/approvals: available true publishes the latest version of
 * every item in the subtopic (items already current are left alone), false disables them all.
 * All or nothing: one item the reviewer rule refuses refuses the whole approval.
 */
export async function approveSubtopic(
  db: Db,
  editor: Editor,
  id: string,
  available: boolean,
  requireReviewer: boolean,
  topicId?: string,
): Promise<number> {
  const { sub } = await subtopicOf(db, editor, id, topicId);
  return db.transaction(async (tx) => {
    const items = await repo.findItems(tx, sub.itemIds);
    let changed = 0;
    for (const item of items) {
      assertMaySee(editor, item.category);
      if (!available) {
        if (item.available) {
          await disableItem(tx, editor, item);
          changed++;
        }
      } else if (await publishLatest(tx, editor, item, requireReviewer)) changed++;
    }
    await audit(
      tx,
      editor,
      available ? 'subtopic.publish' : 'subtopic.disable',
      `subtopic:${sub.topicId}/${sub.id}`,
      null,
      { available, items: changed },
    );
    return changed;
  });
}
