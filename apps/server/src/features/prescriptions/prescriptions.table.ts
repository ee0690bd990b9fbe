import type { SafetyAcknowledgement } from '@vetor/domain/prescriptions/safety-check.schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Through the app layer, not the patients feature: features do not import each other.
import { owners, patients } from '../../db/referenced-tables.js';

// Prescriptions (docs/product/calculators-patients-prescriptions-management.md §3): the draft's pages of items as one jsonb document (always read and
// written whole), the generated guides, and the share links sent to owners.

const at = () => timestamp({ withTimezone: true });

export interface StoredGuideFile {
  /** 1-based number shown as "Receita n". */
  page: number;
  name: string;
  /** Key in the files store. */
  key: string;
  /** The copy share links serve: the owner's CPF masked and their address left out. */
  publicKey?: string;
}

/** What was printed on the guides about the vet, kept so the validation page shows the same. */
export interface IssuerSnapshot {
  name: string;
  crmv: string;
  city: string;
}

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    uid: uuid().notNull(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    ownerId: uuid()
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    pages: jsonb().notNull(),
    files: jsonb().$type<StoredGuideFile[]>().notNull().default(sql`'[]'::jsonb`),
    issuer: jsonb().$type<IssuerSnapshot>(),
    /** Short code printed with the QR code; set when the guides are generated. */
    validationCode: text().unique(),
    /** The safety warnings the vet acknowledged for these items; a save of the items clears it. */
    safetyAcknowledgement: jsonb().$type<SafetyAcknowledgement>(),
    itemCount: integer().notNull(),
    guideCount: integer().notNull(),
    shareDate: at(),
    lastUpdate: at().notNull().defaultNow(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('prescriptions_patient_idx').on(t.uid, t.patientId, t.lastUpdate.desc(), t.id.desc())],
);

export const prescriptionShares = pgTable(
  'prescription_shares',
  {
    /** 32 random bytes, base64url: the unguessable part of the public link. */
    id: text().primaryKey(),
    uid: uuid().notNull(),
    prescriptionId: uuid()
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    types: integer().array().notNull(),
    clinicalHandouts: jsonb().notNull(),
    createdAt: at().notNull().defaultNow(),
    /** The link answers SHARE_LINK_EXPIRED from then on; the vet sees and changes it. */
    expiresAt: at().notNull(),
    revokedAt: at(),
  },
  (t) => [index('prescription_shares_prescription_idx').on(t.prescriptionId)],
);
