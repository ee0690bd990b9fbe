import type { SafetyAcknowledgement } from '@vetor/domain/prescriptions/safety-check.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
// Through the schema (the app layer): the patient belongs to the patients feature; every read here
// is scoped by the vet's uid (docs/architecture.md, convention 5).
import { patients } from '../../db/schema.js';
import { prescriptions } from './prescriptions.table.js';

export async function findCheckedPatient(db: Db, uid: string, patientId: string) {
  const [row] = await db
    .select({
      species: patients.species,
      breed: patients.breed,
      weight: patients.weight,
      renal: patients.renalDisease,
      hepatic: patients.hepaticDisease,
    })
    .from(patients)
    .where(and(eq(patients.uid, uid), eq(patients.id, patientId)));
  return row;
}

/** The vet's own draft (not yet shared), with what the check needs. */
export async function findDraftToCheck(db: Db, uid: string, id: string) {
  const [row] = await db
    .select({ patientId: prescriptions.patientId, pages: prescriptions.pages })
    .from(prescriptions)
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.id, id), isNull(prescriptions.shareDate)));
  return row;
}

export async function setAcknowledgement(db: Db, uid: string, id: string, value: SafetyAcknowledgement) {
  const rows = await db
    .update(prescriptions)
    .set({ safetyAcknowledgement: value })
    .where(and(eq(prescriptions.uid, uid), eq(prescriptions.id, id), isNull(prescriptions.shareDate)))
    .returning({ id: prescriptions.id });
  return rows.length > 0;
}
