import { join } from 'node:path';
import type { Reference } from '@vetor/domain/content/content-base.schemas';
import {
  interactionClassFileSchema,
  interactionDrugFileSchema,
  interactionReferencesFileSchema,
} from '@vetor/domain/interactions/interactions.schemas';
import { isClassTarget, rulesFromFiles } from '@vetor/domain/interactions/interactions-rules';
import { notInArray, sql } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.js';
import type { Database } from '../../db/client.js';
import { drugs } from '../../db/schema.js';
import type { SeedStep } from '../../db/seed-step.js';
import { ContentFilesError, readJsonFile, readJsonFolder } from '../../lib/content-files.js';
import { interactionClasses, interactionRules } from './interactions.table.js';

// Loads content/interactions/ (one file per class, one per drug, shared references) into the
// interaction tables. Validated by the domain schemas; every drug named must be a systemic drug of
// the library (category 1) and every class target must exist. Idempotent upserts.

export async function loadInteractionsContent(database: Database, contentDir = join(REPO_ROOT, 'content')) {
  const errors: string[] = [];
  const references =
    (await readJsonFile(contentDir, 'interactions/references.json', interactionReferencesFileSchema, errors)) ?? {};
  const classFiles = await readJsonFolder(contentDir, 'interactions/classes', interactionClassFileSchema, errors);
  const drugFiles = await readJsonFolder(contentDir, 'interactions/drugs', interactionDrugFileSchema, errors);

  const library = new Map(
    (await database.db.select({ id: drugs.id, name: drugs.name }).from(drugs).where(sql`${drugs.category} = 1`)).map(
      (d) => [d.id, d.name],
    ),
  );
  const classNames = new Map(classFiles.map((c) => [c.data.id, c.data.name]));
  const checkTarget = (file: string, target: string) => {
    if (isClassTarget(target) ? !classNames.has(target.slice(6)) : !library.has(target))
      errors.push(`${file}: ${target}: medicamento sistêmico ou classe desconhecida`);
  };
  for (const c of classFiles) {
    if (c.data.id !== c.base) errors.push(`${c.name}: id: deve ser igual ao nome do arquivo`);
    for (const m of c.data.members) checkTarget(c.name, m);
  }
  for (const d of drugFiles) {
    if (d.data.drug !== d.base) errors.push(`${d.name}: drug: deve ser igual ao nome do arquivo`);
    checkTarget(d.name, d.data.drug);
  }
  for (const f of [...classFiles, ...drugFiles])
    for (const e of f.data.interactions) {
      checkTarget(f.name, e.with);
      for (const r of e.references)
        if (!references[r]) errors.push(`${f.name}: ${e.with}: referência desconhecida (${r})`);
    }

  const nameOf = (t: string) => (isClassTarget(t) ? (classNames.get(t.slice(6)) ?? t) : (library.get(t) ?? t));
  const rules = rulesFromFiles(
    classFiles.map((c) => c.data),
    drugFiles.map((d) => d.data),
    nameOf,
  ).map((r) => ({
    ...r,
    references: r.references.flatMap((k): Reference[] => (references[k] ? [references[k]] : [])),
  }));
  const ids = new Set<string>();
  for (const r of rules) {
    if (ids.has(r.id)) errors.push(`content/interactions: regra repetida (${r.id})`);
    ids.add(r.id);
  }
  if (errors.length) throw new ContentFilesError(errors);
  return { classes: classFiles.map((c) => c.data), rules };
}

export const interactionsSeed: SeedStep = async (database, log, contentDir) => {
  const { classes, rules } = await loadInteractionsContent(database, contentDir);
  await database.db.transaction(async (tx) => {
    if (classes.length)
      await tx
        .insert(interactionClasses)
        .values(classes.map((c) => ({ id: c.id, name: c.name, members: c.members })))
        .onConflictDoUpdate({
          target: interactionClasses.id,
          set: { name: sql`excluded.name`, members: sql`excluded.members` },
        });
    await tx.delete(interactionClasses).where(
      notInArray(
        interactionClasses.id,
        classes.map((c) => c.id),
      ),
    );
    if (rules.length)
      await tx
        .insert(interactionRules)
        .values(rules)
        .onConflictDoUpdate({
          target: interactionRules.id,
          set: {
            name: sql`excluded.name`,
            first: sql`excluded.first`,
            second: sql`excluded.second`,
            level: sql`excluded.level`,
            description: sql`excluded.description`,
            eDescription: sql`excluded.e_description`,
            references: sql`excluded."references"`,
          },
        });
    await tx.delete(interactionRules).where(
      notInArray(
        interactionRules.id,
        rules.map((r) => r.id),
      ),
    );
  });
  log.info(`interações: ${classes.length} classes, ${rules.length} regras`);
};
