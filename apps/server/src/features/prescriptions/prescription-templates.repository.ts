import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prescriptionTemplates } from './prescription-templates.table.js';

// Every query filters by the vet's uid (docs/architecture.md, convention 5): another vet's template
// is "not found", never read, used, renamed or deleted.

export type TemplateRow = typeof prescriptionTemplates.$inferSelect;

export async function listTemplates(db: Db, uid: string) {
  return db
    .select({
      id: prescriptionTemplates.id,
      name: prescriptionTemplates.name,
      itemCount: prescriptionTemplates.itemCount,
      lastUpdate: prescriptionTemplates.lastUpdate,
    })
    .from(prescriptionTemplates)
    .where(eq(prescriptionTemplates.uid, uid))
    .orderBy(desc(prescriptionTemplates.lastUpdate), desc(prescriptionTemplates.id));
}

export async function countTemplates(db: Db, uid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(prescriptionTemplates).where(eq(prescriptionTemplates.uid, uid));
  return row?.n ?? 0;
}

export async function findTemplate(db: Db, uid: string, id: string) {
  const [row] = await db
    .select()
    .from(prescriptionTemplates)
    .where(and(eq(prescriptionTemplates.uid, uid), eq(prescriptionTemplates.id, id)));
  return row;
}

export async function insertTemplate(db: Db, uid: string, values: { name: string; pages: unknown; itemCount: number }) {
  const [row] = await db
    .insert(prescriptionTemplates)
    .values({ uid, ...values })
    .returning();
  return row as TemplateRow;
}

export async function renameTemplate(db: Db, uid: string, id: string, name: string) {
  const [row] = await db
    .update(prescriptionTemplates)
    .set({ name, lastUpdate: new Date() })
    .where(and(eq(prescriptionTemplates.uid, uid), eq(prescriptionTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, uid: string, id: string) {
  const rows = await db
    .delete(prescriptionTemplates)
    .where(and(eq(prescriptionTemplates.uid, uid), eq(prescriptionTemplates.id, id)))
    .returning({ id: prescriptionTemplates.id });
  return rows.length > 0;
}

export async function deleteAllTemplatesOf(db: Db, uid: string) {
  await db.delete(prescriptionTemplates).where(eq(prescriptionTemplates.uid, uid));
}
