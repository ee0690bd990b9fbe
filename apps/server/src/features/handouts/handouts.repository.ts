import { and, asc, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
// Through the schema (the app layer): patients, owners, users and prescriptions belong to other
// features; a handout share reads them only here, always scoped by the vet's uid where personal.
import { owners, patients, prescriptionShares, prescriptions, users } from '../../db/schema.js';
import { handoutEvents, handoutShares, handouts } from './handouts.table.js';

export type HandoutRow = typeof handouts.$inferSelect;

export async function listHandouts(db: Db) {
  return db.select().from(handouts).orderBy(asc(handouts.name));
}

export async function findHandouts(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(handouts).where(inArray(handouts.id, ids));
}

export async function findSharer(db: Db, uid: string) {
  const [row] = await db
    .select({
      email: users.email,
      displayName: users.displayName,
      displayNamePrefix: users.displayNamePrefix,
      phone: users.phone,
      crmvNumber: users.crmvNumber,
      crmvState: users.crmvState,
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

export async function insertShare(db: Db, values: typeof handoutShares.$inferInsert) {
  await db.insert(handoutShares).values(values);
}

export async function revokeShare(db: Db, uid: string, shareId: string) {
  const rows = await db
    .update(handoutShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(handoutShares.uid, uid), eq(handoutShares.id, shareId), isNull(handoutShares.revokedAt)))
    .returning({ id: handoutShares.id });
  return rows.length > 0;
}

/** The vet's links for one of their patients, newest first (scoped by uid: another vet's are never seen). */
export async function listSharesOf(db: Db, uid: string, patientId: string) {
  return db
    .select()
    .from(handoutShares)
    .where(and(eq(handoutShares.uid, uid), eq(handoutShares.patientId, patientId)))
    .orderBy(desc(handoutShares.createdAt));
}

/** A live share with its patient, owner and vet, for the owner's page (no login, keyed by the link). */
export async function findLiveShare(db: Db, shareId: string) {
  const [row] = await db
    .select({ share: handoutShares, patient: patients, owner: owners, vet: users })
    .from(handoutShares)
    .innerJoin(patients, and(eq(patients.id, handoutShares.patientId), eq(patients.uid, handoutShares.uid)))
    .innerJoin(owners, eq(owners.id, patients.ownerId))
    .innerJoin(users, eq(users.uid, handoutShares.uid))
    .where(and(eq(handoutShares.id, shareId), isNull(handoutShares.revokedAt)));
  return row;
}

/**
 * A live prescription link (not revoked, not expired), read as a handout share: the owner opens the
 * handouts the vet chose when sharing the prescription with the same link, and a drug handout's
 * posology comes from that prescription's pages.
 */
export async function findLivePrescriptionShare(db: Db, shareId: string, now: Date) {
  const [row] = await db
    .select({
      clinicalHandouts: prescriptionShares.clinicalHandouts,
      uid: prescriptionShares.uid,
      createdAt: prescriptionShares.createdAt,
      pages: prescriptions.pages,
      patient: patients,
      owner: owners,
      vet: users,
    })
    .from(prescriptionShares)
    .innerJoin(
      prescriptions,
      and(eq(prescriptions.id, prescriptionShares.prescriptionId), eq(prescriptions.uid, prescriptionShares.uid)),
    )
    .innerJoin(patients, and(eq(patients.id, prescriptions.patientId), eq(patients.uid, prescriptionShares.uid)))
    .innerJoin(owners, eq(owners.id, patients.ownerId))
    .innerJoin(users, eq(users.uid, prescriptionShares.uid))
    .where(
      and(
        eq(prescriptionShares.id, shareId),
        isNull(prescriptionShares.revokedAt),
        gt(prescriptionShares.expiresAt, now),
      ),
    );
  return row;
}

/** The patient's latest sent prescription (its pages), for a drug handout's posology. */
export async function latestSentPrescription(db: Db, uid: string, patientId: string) {
  const [row] = await db
    .select({ pages: prescriptions.pages })
    .from(prescriptions)
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.patientId, patientId), isNotNull(prescriptions.shareDate)))
    .orderBy(desc(prescriptions.shareDate))
    .limit(1);
  return row;
}

export async function insertEvent(db: Db, values: typeof handoutEvents.$inferInsert) {
  await db.insert(handoutEvents).values(values);
}

export async function deleteAllOf(db: Db, uid: string) {
  await db.delete(handoutShares).where(eq(handoutShares.uid, uid));
  await db.delete(handoutEvents).where(eq(handoutEvents.uid, uid));
}
