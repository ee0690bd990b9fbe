import { join } from 'node:path';
import {
  type DiagnosisEntry,
  ddxReferencesFileSchema,
  diagnosisFileSchema,
  signGroupFileSchema,
} from '@vetor/domain/ddx/ddx.schemas';
import { notInArray, sql } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.js';
import type { Database } from '../../db/client.js';
import { drugs, topicItems } from '../../db/schema.js';
import type { SeedStep } from '../../db/seed-step.js';
import { ContentFilesError, readJsonFile, readJsonFolder } from '../../lib/content-files.js';
import { ddxDiagnoses, ddxSigns } from './ddx.table.js';

// Loads content/ddx/ (signs by group, diagnoses by system, shared references) into the ddx tables.
// Every file is validated by its domain schema and the links between files are checked (sign keys,
// hallmarks among the signs, reference keys, library drugs and items); any problem stops the seed.
// Idempotent: rows are upserted by id and rows no longer in the files are removed.

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export async function loadDdxContent(database: Database, contentDir = join(REPO_ROOT, 'content')) {
  const errors: string[] = [];
  const signFiles = await readJsonFolder(contentDir, 'ddx/signs', signGroupFileSchema, errors);
  const references = (await readJsonFile(contentDir, 'ddx/references.json', ddxReferencesFileSchema, errors)) ?? {};
  const dxFiles = await readJsonFolder(contentDir, 'ddx/diagnoses', diagnosisFileSchema, errors);

  const signs: Row<typeof ddxSigns>[] = [];
  const idByKey = new Map<string, number>();
  for (const file of signFiles) {
    if (file.data.group !== file.base) errors.push(`${file.name}: group: deve ser igual ao nome do arquivo`);
    for (const s of file.data.signs) {
      if (idByKey.has(s.key)) errors.push(`${file.name}: ${s.key}: chave repetida`);
      if (signs.some((o) => o.id === s.id)) errors.push(`${file.name}: ${s.key}: id repetido (${s.id})`);
      idByKey.set(s.key, s.id);
      signs.push({
        id: s.id,
        key: s.key,
        sign: s.sign,
        group: file.data.group,
        female: s.sex === 'male' ? 0 : 1,
        male: s.sex === 'female' ? 0 : 1,
      });
    }
  }

  const entries: { file: string; d: DiagnosisEntry }[] = dxFiles.flatMap((f) =>
    f.data.diagnoses.map((d) => ({ file: f.name, d })),
  );
  const drugIds = new Set(
    (await database.db.select({ id: drugs.id }).from(drugs).where(sql`${drugs.category} = 1`)).map((r) => r.id),
  );
  const itemIds = new Set((await database.db.select({ id: topicItems.id }).from(topicItems)).map((r) => r.id));
  const seen = new Set<string>();
  const rows: Row<typeof ddxDiagnoses>[] = [];
  for (const { file, d } of entries) {
    const where = `${file}: ${d.id}`;
    if (seen.has(d.id)) errors.push(`${where}: id repetido`);
    seen.add(d.id);
    const ids = (keys: readonly string[], field: string) =>
      keys.flatMap((k) => {
        const id = idByKey.get(k);
        if (id === undefined) errors.push(`${where}: ${field}: sinal desconhecido (${k})`);
        return id === undefined ? [] : [id];
      });
    for (const h of d.hallmarks) if (!d.signs.includes(h)) errors.push(`${where}: hallmarks: ${h} não está em signs`);
    for (const r of d.references)
      if (!references[r]) errors.push(`${where}: references: referência desconhecida (${r})`);
    for (const drug of d.links?.drugs ?? [])
      if (!drugIds.has(drug)) errors.push(`${where}: links.drugs: medicamento sistêmico desconhecido (${drug})`);
    for (const item of [d.links?.item, d.links?.algorithm])
      if (item && !itemIds.has(item)) errors.push(`${where}: links: item desconhecido (${item})`);
    rows.push({
      id: d.id,
      name: d.diagnosis,
      species: d.species,
      sex: d.sex ?? null,
      description: d.description,
      ages: d.ages ?? null,
      breeds: d.breeds ?? null,
      signs: ids(d.signs, 'signs'),
      hallmarks: ids(d.hallmarks, 'hallmarks'),
      against: ids(d.against ?? [], 'against'),
      sections: d.sections,
      references: d.references.flatMap((r) => (references[r] ? [references[r]] : [])),
      links: d.links ?? {},
    });
  }
  if (errors.length) throw new ContentFilesError(errors);
  return { signs, diagnoses: rows };
}

export const ddxSeed: SeedStep = async (database, log, contentDir) => {
  const { signs, diagnoses } = await loadDdxContent(database, contentDir);
  await database.db.transaction(async (tx) => {
    await tx
      .insert(ddxSigns)
      .values(signs)
      .onConflictDoUpdate({
        target: ddxSigns.id,
        set: {
          key: sql`excluded.key`,
          sign: sql`excluded.sign`,
          group: sql`excluded."group"`,
          female: sql`excluded.female`,
          male: sql`excluded.male`,
        },
      });
    await tx
      .insert(ddxDiagnoses)
      .values(diagnoses)
      .onConflictDoUpdate({
        target: ddxDiagnoses.id,
        set: {
          name: sql`excluded.name`,
          species: sql`excluded.species`,
          sex: sql`excluded.sex`,
          description: sql`excluded.description`,
          ages: sql`excluded.ages`,
          breeds: sql`excluded.breeds`,
          signs: sql`excluded.signs`,
          hallmarks: sql`excluded.hallmarks`,
          against: sql`excluded.against`,
          sections: sql`excluded.sections`,
          references: sql`excluded."references"`,
          links: sql`excluded.links`,
        },
      });
    await tx.delete(ddxDiagnoses).where(
      notInArray(
        ddxDiagnoses.id,
        diagnoses.map((d) => d.id),
      ),
    );
    await tx.delete(ddxSigns).where(
      notInArray(
        ddxSigns.id,
        signs.map((s) => s.id),
      ),
    );
  });
  log.info(`ddx: ${signs.length} sinais, ${diagnoses.length} diagnósticos`);
};
