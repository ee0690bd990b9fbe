import { join } from 'node:path';
import { newsFileSchema } from '@vetor/domain/news/news.schemas';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.js';
import type { SeedStep } from '../../db/seed-step.js';
import { ContentFilesError, readJsonFolder } from '../../lib/content-files.js';
import { news } from './news.table.js';

// Loads content/news/ (one reviewed file per item) as published news. Rows an editor changed in the
// management area (seeded = false) are left alone; a seeded row whose file was removed goes.

export async function loadNewsFiles(contentDir = join(REPO_ROOT, 'content')) {
  const errors: string[] = [];
  const files = await readJsonFolder(contentDir, 'news', newsFileSchema, errors);
  for (const f of files) if (f.data.id !== f.base) errors.push(`${f.name}: id: deve ser igual ao nome do arquivo`);
  if (errors.length) throw new ContentFilesError(errors);
  return files.map((f) => f.data);
}

export const newsSeed: SeedStep = async (database, log, contentDir) => {
  const files = await loadNewsFiles(contentDir);
  const rows = files.map((f) => ({
    id: f.id,
    title: f.title,
    summary: f.summary,
    blocks: f.blocks,
    photo: f.photo ?? null,
    date: f.date,
    category: f.category,
    link: f.link ?? null,
    references: f.references,
    published: true,
    seeded: true,
  }));
  await database.db.transaction(async (tx) => {
    if (rows.length)
      await tx
        .insert(news)
        .values(rows)
        .onConflictDoUpdate({
          target: news.id,
          setWhere: eq(news.seeded, true),
          set: {
            title: sql`excluded.title`,
            summary: sql`excluded.summary`,
            blocks: sql`excluded.blocks`,
            photo: sql`excluded.photo`,
            date: sql`excluded.date`,
            category: sql`excluded.category`,
            link: sql`excluded.link`,
            references: sql`excluded."references"`,
            updatedAt: sql`now()`,
          },
        });
    await tx.delete(news).where(
      and(
        eq(news.seeded, true),
        notInArray(
          news.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  });
  log.info(`notícias: ${rows.length}`);
};
