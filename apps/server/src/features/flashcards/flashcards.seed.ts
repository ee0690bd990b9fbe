import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describeIssues } from '@vetor/domain/content/content-errors';
import { type FlashcardFile, flashcardFileSchema } from '@vetor/domain/flashcards/flashcards.schemas';
import { inArray, sql } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SeedStep } from '../../db/seed-step.js';
import { flashcards } from './flashcards.table.js';

// Loads content/flashcards/** (one file per content item) into the flashcards table. Every file is
// validated by the domain schema and its content_id must name an item of the library; any problem
// stops the start with lines naming the file. Upserts by card_id, so it is safe on every start.

const CONTENT_DIR = join(REPO_ROOT, 'content');
/** Where the item a card belongs to lives, by card content type. */
const ITEM_FOLDERS: Record<number, string[]> = {
  1: ['drugs'],
  2: ['dermatologicals'],
  3: ['ophthalmics'],
  4: ['items'],
};

export async function loadFlashcardFiles(contentDir = CONTENT_DIR): Promise<FlashcardFile[]> {
  const dir = join(contentDir, 'flashcards');
  const names = existsSync(dir)
    ? (await readdir(dir, { recursive: true })).filter((n) => n.endsWith('.json')).sort()
    : [];
  const problems: string[] = [];
  const files: FlashcardFile[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const path = join(dir, name);
    const display = join('content', relative(contentDir, path));
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      problems.push(`${display}: (raiz): JSON inválido: ${(error as Error).message}`);
      continue;
    }
    const parsed = flashcardFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...describeIssues(display, parsed.error));
      continue;
    }
    const file = parsed.data;
    const folders = ITEM_FOLDERS[file.content_type] ?? [];
    if (!folders.some((f) => existsSync(join(contentDir, f, `${file.content_id}.json`))))
      problems.push(`${display}: content_id: item inexistente "${file.content_id}" em ${folders.join(', ')}`);
    for (const card of file.cards) {
      const other = seen.get(card.card_id);
      if (other) problems.push(`${display}: card_id repetido "${card.card_id}" (também em ${other})`);
      seen.set(card.card_id, display);
    }
    files.push(file);
  }
  if (problems.length) throw new Error(`Flashcards inválidos:\n${problems.join('\n')}`);
  return files;
}

export async function seedFlashcards(database: Database, contentDir = CONTENT_DIR): Promise<number> {
  const files = await loadFlashcardFiles(contentDir);
  const rows = files.flatMap((f) =>
    f.cards.map((c, position) => ({
      cardId: c.card_id,
      contentId: f.content_id,
      contentType: f.content_type,
      contentName: f.content_name,
      cardClass: c.card_class,
      question: c.question,
      answer: c.answer,
      position,
    })),
  );
  const db = database.db;
  // Most starts find the table as the files say: compare first and write only what changed, so a
  // start costs one read instead of a thousand upserts.
  type Row = typeof flashcards.$inferSelect;
  const same = (a: Row, b: Row | undefined) =>
    b !== undefined && (Object.keys(a) as (keyof Row)[]).every((k) => a[k] === b[k]);
  const existing = new Map((await db.select().from(flashcards)).map((r) => [r.cardId, r]));
  const changed = rows.filter((r) => !same(r, existing.get(r.cardId)));
  const kept = new Set(rows.map((r) => r.cardId));
  const removed = [...existing.keys()].filter((id) => !kept.has(id));
  if (changed.length === 0 && removed.length === 0) return rows.length;
  await db.transaction(async (tx) => {
    for (let i = 0; i < changed.length; i += 500) {
      await tx
        .insert(flashcards)
        .values(changed.slice(i, i + 500))
        .onConflictDoUpdate({
          target: flashcards.cardId,
          set: {
            contentId: sql`excluded.content_id`,
            contentType: sql`excluded.content_type`,
            contentName: sql`excluded.content_name`,
            cardClass: sql`excluded.card_class`,
            question: sql`excluded.question`,
            answer: sql`excluded.answer`,
            position: sql`excluded.position`,
          },
        });
    }
    // Cards removed from the files leave the library; answers stay in the user's history.
    if (removed.length) await tx.delete(flashcards).where(inArray(flashcards.cardId, removed));
  });
  return rows.length;
}

export const flashcardsSeed: SeedStep = async (database, log, contentDir) => {
  const count = await seedFlashcards(database, contentDir);
  log.info(`flashcards: ${count} cards`);
};
