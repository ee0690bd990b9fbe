import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The vet's prescription templates (docs/decisions/prescriptions-templates.md): a name and the
// items guide by guide as one jsonb document, with no patient, owner or weight; owned by the vet's uid.

const at = () => timestamp({ withTimezone: true });

export const prescriptionTemplates = pgTable(
  'prescription_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    uid: uuid().notNull(),
    name: text().notNull(),
    pages: jsonb().notNull(),
    itemCount: integer().notNull(),
    lastUpdate: at().notNull().defaultNow(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    // One name per vet, whatever its case: "Otite — cão" and "otite — cão" are the same template.
    uniqueIndex('prescription_templates_name_idx').on(t.uid, sql`lower(${t.name})`),
    index('prescription_templates_uid_idx').on(t.uid, t.lastUpdate.desc()),
  ],
);
