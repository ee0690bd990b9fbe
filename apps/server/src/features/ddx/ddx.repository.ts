import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { drugs, topicItems } from '../../db/schema.js';
import { ddxDiagnoses, ddxSigns } from './ddx.table.js';

// Plain queries over the seeded ddx tables (reference data: nothing here is personal).

export const allSigns = (db: Db) => db.select().from(ddxSigns);

/** The columns the ranking needs; sections and references stay in the table. */
export const rankableDiagnoses = (db: Db) =>
  db
    .select({
      id: ddxDiagnoses.id,
      diagnosis: ddxDiagnoses.name,
      description: ddxDiagnoses.description,
      species: ddxDiagnoses.species,
      sex: ddxDiagnoses.sex,
      signs: ddxDiagnoses.signs,
      hallmarks: ddxDiagnoses.hallmarks,
      against: ddxDiagnoses.against,
      ages: ddxDiagnoses.ages,
      breeds: ddxDiagnoses.breeds,
    })
    .from(ddxDiagnoses);

export async function diagnosisById(db: Db, id: string) {
  const [row] = await db.select().from(ddxDiagnoses).where(eq(ddxDiagnoses.id, id));
  return row;
}

export const signsByIds = (db: Db, ids: number[]) =>
  ids.length ? db.select({ id: ddxSigns.id, sign: ddxSigns.sign }).from(ddxSigns).where(inArray(ddxSigns.id, ids)) : [];

export const drugNames = (db: Db, ids: string[]) =>
  ids.length
    ? db.select({ id: drugs.id, name: drugs.name, category: drugs.category }).from(drugs).where(inArray(drugs.id, ids))
    : [];

export const itemNames = (db: Db, ids: string[]) =>
  ids.length
    ? db.select({ id: topicItems.id, name: topicItems.name }).from(topicItems).where(inArray(topicItems.id, ids))
    : [];
