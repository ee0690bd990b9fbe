import type { ControlledAdendo } from '@vetor/domain/content/drug.schemas';
import type { ControlledRule } from '@vetor/domain/prescriptions/controlled-forms';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
// Through the schema (the app layer): patients, owners, users and the drug library belong to other
// features, and a prescription reads them only here, always scoped by the vet's uid where personal.
import { doses, drugs, owners, patients, products, users } from '../../db/schema.js';
import { type IssuerSnapshot, prescriptionShares, prescriptions, type StoredGuideFile } from './prescriptions.table.js';

export type PrescriptionRow = typeof prescriptions.$inferSelect;

/** Prescriptions per page of a patient's history (docs/product/calculators-patients-prescriptions-management.md: page size not shown). */
export const HISTORY_PAGE_SIZE = 10;

export async function findPrescriber(db: Db, uid: string) {
  const [row] = await db
    .select({
      uid: users.uid,
      email: users.email,
      displayName: users.displayName,
      displayNamePrefix: users.displayNamePrefix,
      nationality: users.nationality,
      cpf: users.cpf,
      phone: users.phone,
      crmvNumber: users.crmvNumber,
      crmvState: users.crmvState,
      address: users.address,
      questions: users.questions,
      anonymisedAt: users.anonymisedAt,
    })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}

export async function findPatientWithOwner(db: Db, uid: string, patientId: string) {
  const [row] = await db
    .select({ patient: patients, owner: owners })
    .from(patients)
    .innerJoin(owners, eq(owners.id, patients.ownerId))
    .where(and(eq(patients.uid, uid), eq(patients.id, patientId)));
  return row;
}

export async function findPrescription(db: Db, uid: string, id: string) {
  const [row] = await db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.id, id)));
  return row;
}

export async function insertDraft(
  db: Db,
  uid: string,
  values: { patientId: string; ownerId: string; pages: unknown; itemCount: number; guideCount: number },
) {
  const [row] = await db
    .insert(prescriptions)
    .values({ uid, ...values })
    .returning();
  return row as PrescriptionRow;
}

/** Replaces a draft's pages; only while not shared. Generated guides no longer match, so they go. */
export async function updateDraft(
  db: Db,
  uid: string,
  id: string,
  values: { patientId: string; ownerId: string; pages: unknown; itemCount: number; guideCount: number },
) {
  const [row] = await db
    .update(prescriptions)
    // The acknowledged safety warnings were for the old items (docs/decisions/prescriptions-safety-check.md).
    .set({ ...values, files: [], safetyAcknowledgement: null, lastUpdate: new Date() })
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.id, id), isNull(prescriptions.shareDate)))
    .returning();
  return row;
}

export async function deleteDraft(db: Db, uid: string, id: string) {
  const rows = await db
    .delete(prescriptions)
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.id, id), isNull(prescriptions.shareDate)))
    .returning({ id: prescriptions.id });
  return rows.length > 0;
}

/** A patient's prescriptions, newest first, after the cursor (lastUpdate and id of the last one). */
export async function listForPatient(db: Db, uid: string, patientId: string, cursor?: { at: Date; id: string }) {
  return db
    .select()
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.uid, uid),
        eq(prescriptions.patientId, patientId),
        cursor
          ? or(
              lt(prescriptions.lastUpdate, cursor.at),
              and(eq(prescriptions.lastUpdate, cursor.at), lt(prescriptions.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(prescriptions.lastUpdate), desc(prescriptions.id))
    .limit(HISTORY_PAGE_SIZE);
}

/** Open drafts to reopen on /prescriptions (issue 39): not shared, newest first; of one patient if given. */
export const OPEN_DRAFTS_LIMIT = 20;
export async function listOpenDrafts(db: Db, uid: string, patientId?: string) {
  return db
    .select({ prescription: prescriptions, patient: patients, owner: owners })
    .from(prescriptions)
    .innerJoin(patients, and(eq(patients.id, prescriptions.patientId), eq(patients.uid, uid)))
    .innerJoin(owners, eq(owners.id, patients.ownerId))
    .where(
      and(
        eq(prescriptions.uid, uid),
        isNull(prescriptions.shareDate),
        patientId ? eq(prescriptions.patientId, patientId) : undefined,
      ),
    )
    .orderBy(desc(prescriptions.lastUpdate), desc(prescriptions.id))
    .limit(OPEN_DRAFTS_LIMIT);
}

export async function setFiles(
  db: Db,
  uid: string,
  id: string,
  values: { files: StoredGuideFile[]; issuer: IssuerSnapshot; validationCode: string },
) {
  const [row] = await db
    .update(prescriptions)
    .set(values)
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.id, id), isNull(prescriptions.shareDate)))
    .returning();
  return row;
}

export async function markShared(db: Db, uid: string, id: string, at: Date) {
  await db
    .update(prescriptions)
    .set({ shareDate: at })
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.id, id), isNull(prescriptions.shareDate)));
}

export async function insertShare(
  db: Db,
  values: {
    id: string;
    uid: string;
    prescriptionId: string;
    types: number[];
    clinicalHandouts: unknown;
    expiresAt: Date;
  },
) {
  await db.insert(prescriptionShares).values(values);
}

export async function listShares(db: Db, uid: string, prescriptionId: string) {
  return db
    .select()
    .from(prescriptionShares)
    .where(and(eq(prescriptionShares.uid, uid), eq(prescriptionShares.prescriptionId, prescriptionId)))
    .orderBy(asc(prescriptionShares.createdAt));
}

export async function revokeShare(db: Db, uid: string, shareId: string) {
  const rows = await db
    .update(prescriptionShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(prescriptionShares.uid, uid), eq(prescriptionShares.id, shareId)))
    .returning({ id: prescriptionShares.id });
  return rows.length > 0;
}

/** Moves a share's expiry (the vet's own shares only); false when there is no such share. */
export async function setShareExpiry(db: Db, uid: string, shareId: string, expiresAt: Date) {
  const rows = await db
    .update(prescriptionShares)
    .set({ expiresAt })
    .where(and(eq(prescriptionShares.uid, uid), eq(prescriptionShares.id, shareId)))
    .returning({ id: prescriptionShares.id });
  return rows.length > 0;
}

/** A live share and its prescription and patient, for the public page (no login, no uid). */
export async function findLiveShare(db: Db, shareId: string) {
  const [row] = await db
    .select({ share: prescriptionShares, prescription: prescriptions, patientName: patients.name })
    .from(prescriptionShares)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionShares.prescriptionId))
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .where(and(eq(prescriptionShares.id, shareId), isNull(prescriptionShares.revokedAt)));
  return row;
}

export async function findByValidationCode(db: Db, code: string) {
  const [row] = await db
    .select({ prescription: prescriptions, patientName: patients.name, species: patients.species })
    .from(prescriptions)
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .where(eq(prescriptions.validationCode, code));
  return row;
}

export async function deleteAllOf(db: Db, uid: string) {
  await db.delete(prescriptionShares).where(eq(prescriptionShares.uid, uid));
  await db.delete(prescriptions).where(eq(prescriptions.uid, uid));
}

// --- the drug library (public content) ---------------------------------------------------------

/** Drugs flagged controlled among these ids, with their Portaria 344/98 list and its adendo. */
export async function controlledDrugs(db: Db, ids: string[]): Promise<ControlledRule[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      drugId: drugs.id,
      list: sql<string | null>`${drugs.detail}->>'controlled'`,
      adendo: sql<ControlledAdendo | null>`${drugs.detail}->'controlledAdendo'`,
    })
    .from(drugs)
    .where(inArray(drugs.id, ids));
  return rows.flatMap((r) => (r.list ? [{ drugId: r.drugId, list: r.list, adendo: r.adendo ?? null }] : []));
}

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const ITEM_SEARCH_LIMIT = 30;

export async function searchDrugs(db: Db, text: string) {
  return db
    .select({ id: drugs.id, name: drugs.name, category: drugs.category })
    .from(drugs)
    .where(and(ilike(drugs.searchName, contains(text)), eq(drugs.disabled, false)))
    .orderBy(asc(drugs.searchName))
    .limit(ITEM_SEARCH_LIMIT);
}

/** Product type 1 veterinary, 3 human (2 is hidden from lists but prescribable). */
export async function searchProducts(db: Db, text: string, types: number[]) {
  return db
    .select({ id: products.id, type: products.type, brand: products.brand, detail: products.detail })
    .from(products)
    .where(and(ilike(products.searchName, contains(text)), inArray(products.type, types)))
    .orderBy(asc(products.searchName))
    .limit(ITEM_SEARCH_LIMIT);
}

export async function dosesOf(db: Db, drugIds: string[]) {
  return db
    .select({
      dose: doses,
      drugName: drugs.name,
      category: drugs.category,
      premium: drugs.premium,
      freeTrial: drugs.freeTrial,
    })
    .from(doses)
    .innerJoin(drugs, eq(drugs.id, doses.drugId))
    .where(inArray(doses.drugId, drugIds))
    .orderBy(asc(doses.drugId), asc(doses.position));
}

/** Products containing any of the principles (their file lists them under `drugs`). */
export async function productsWith(db: Db, drugIds: string[]) {
  return db
    .select({
      id: products.id,
      type: products.type,
      brand: products.brand,
      category: products.category,
      detail: products.detail,
    })
    .from(products)
    .where(
      and(
        ne(products.type, 0),
        or(...drugIds.map((id) => sql`${products.detail}->'drugs' @> ${JSON.stringify([{ id }])}::jsonb`)),
      ),
    )
    .orderBy(asc(products.searchName));
}
