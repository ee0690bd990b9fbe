import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { HANDOUT_ITEM_FOLDER, handoutFileSchema, handoutSections } from '@vetor/domain/handouts/handouts.schemas';
import { notInArray, sql } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.js';
import type { SeedStep } from '../../db/seed-step.js';
import { ContentFilesError, readJsonFolder } from '../../lib/content-files.js';
import { handouts } from './handouts.table.js';

// Loads content/handouts/ (one reviewed file per handout) into the handouts table. Each file must
// name an existing disease (content/items) or drug (drugs, dermatologicals, ophthalmics) item of its
// content type; a bad file stops the start instead of serving half the library.

export async function loadHandouts(contentDir = join(REPO_ROOT, 'content')) {
  const errors: string[] = [];
  const files = await readJsonFolder(contentDir, 'handouts', handoutFileSchema, errors);
  for (const f of files) {
    if (f.data.id !== f.base) errors.push(`${f.name}: id: deve ser igual ao nome do arquivo`);
    const folder = HANDOUT_ITEM_FOLDER[f.data.content_type];
    try {
      await access(join(contentDir, folder, `${f.data.itemId}.json`));
    } catch {
      errors.push(`${f.name}: itemId: content/${folder}/${f.data.itemId}.json não existe`);
    }
  }
  if (errors.length) throw new ContentFilesError(errors);
  return files.map((f) => f.data);
}

export const handoutsSeed: SeedStep = async (database, log, contentDir) => {
  const files = await loadHandouts(contentDir);
  const rows = files.map((f) => ({
    id: f.id,
    name: f.name,
    contentType: f.content_type,
    itemId: f.itemId,
    summary: f.summary,
    sections: handoutSections(f),
    references: f.references,
  }));
  await database.db.transaction(async (tx) => {
    if (rows.length)
      await tx
        .insert(handouts)
        .values(rows)
        .onConflictDoUpdate({
          target: handouts.id,
          set: {
            name: sql`excluded.name`,
            contentType: sql`excluded.content_type`,
            itemId: sql`excluded.item_id`,
            summary: sql`excluded.summary`,
            sections: sql`excluded.sections`,
            references: sql`excluded."references"`,
          },
        });
    await tx.delete(handouts).where(
      notInArray(
        handouts.id,
        rows.map((r) => r.id),
      ),
    );
  });
  log.info(`orientações ao tutor: ${rows.length}`);
};
