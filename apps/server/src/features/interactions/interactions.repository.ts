import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { drugs } from '../../db/schema.js';
import { interactionClasses, interactionRules } from './interactions.table.js';

// Plain queries: the systemic drugs (category 1) and the seeded classes and rules.

export const systemicDrugs = (db: Db) =>
  db
    .select({ id: drugs.id, name: drugs.name })
    .from(drugs)
    .where(and(eq(drugs.category, 1), eq(drugs.disabled, false)));

export const allClasses = (db: Db) => db.select().from(interactionClasses);
export const allRules = (db: Db) => db.select().from(interactionRules);
