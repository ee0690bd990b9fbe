import { formatCpf } from '@vetor/domain/accounts/accounts.rules';
import { searchText } from '@vetor/domain/patients/patients.rules';
import type { Owner, Patient } from '@vetor/domain/patients/patients.schemas';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { owners, patients } from './patients.table.js';

// Every query takes the vet's uid and filters by it (docs/architecture.md, convention 5): a row of another vet
// is indistinguishable from a missing one.

/** Search results shown at most (the dialog is a short list; typing more narrows it). */
export const SEARCH_LIMIT = 50;

type OwnerRow = typeof owners.$inferSelect;
type PatientRow = typeof patients.$inferSelect;

export function toOwner(row: OwnerRow): Omit<Owner, 'patients'> {
  return {
    id: row.id,
    name: row.name,
    cpf: formatCpf(row.cpf),
    email: row.email,
    phone: row.phone,
    address: row.address,
  };
}

export function toPatient(row: PatientRow, ownerName: string): Patient {
  return {
    id: row.id,
    name: row.name,
    species: row.species,
    sex: row.sex,
    breed: row.breed,
    weight: row.weight,
    hasBirthday: row.hasBirthday === 1,
    birthday: row.birthday,
    age: row.age,
    ownerId: row.ownerId,
    ownerName,
    renalDisease: row.renalDisease,
    hepaticDisease: row.hepaticDisease,
  };
}

/** LIKE pattern of the accent-free text with its wildcards escaped. */
function contains(text: string): string {
  return `%${searchText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function findOwner(db: Db, uid: string, id: string) {
  const [row] = await db
    .select()
    .from(owners)
    .where(and(eq(owners.uid, uid), eq(owners.id, id)));
  return row;
}

export async function findOwnerByCpf(db: Db, uid: string, cpf: string) {
  const [row] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(and(eq(owners.uid, uid), eq(owners.cpf, cpf)));
  return row;
}

export async function insertOwner(
  db: Db,
  uid: string,
  values: { name: string; cpf: string; email: string | null; phone: string | null; address: string | null },
) {
  const [row] = await db
    .insert(owners)
    .values({ uid, ...values, searchName: searchText(values.name) })
    .onConflictDoNothing({ target: [owners.uid, owners.cpf] })
    .returning();
  return row;
}

export async function updateOwnerContact(
  db: Db,
  uid: string,
  id: string,
  values: { email: string | null; phone: string | null; address: string | null },
) {
  const [row] = await db
    .update(owners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(owners.uid, uid), eq(owners.id, id)))
    .returning();
  return row;
}

export async function searchOwners(db: Db, uid: string, text: string) {
  const digits = text.replace(/\D/g, '');
  return db
    .select()
    .from(owners)
    .where(
      and(
        eq(owners.uid, uid),
        digits.length >= 3
          ? or(ilike(owners.searchName, contains(text)), ilike(owners.cpf, `%${digits}%`))
          : ilike(owners.searchName, contains(text)),
      ),
    )
    .orderBy(asc(owners.searchName))
    .limit(SEARCH_LIMIT);
}

export async function findPatient(db: Db, uid: string, id: string) {
  const [row] = await db
    .select({ patient: patients, ownerName: owners.name })
    .from(patients)
    .innerJoin(owners, eq(owners.id, patients.ownerId))
    .where(and(eq(patients.uid, uid), eq(patients.id, id)));
  return row ? toPatient(row.patient, row.ownerName) : undefined;
}

export async function listOwnerPatients(db: Db, uid: string, ownerId: string) {
  const rows = await db
    .select({ patient: patients, ownerName: owners.name })
    .from(patients)
    .innerJoin(owners, eq(owners.id, patients.ownerId))
    .where(and(eq(patients.uid, uid), eq(patients.ownerId, ownerId)))
    .orderBy(asc(patients.searchName));
  return rows.map((r) => toPatient(r.patient, r.ownerName));
}

export async function searchPatients(db: Db, uid: string, text: string) {
  const rows = await db
    .select({ patient: patients, ownerName: owners.name })
    .from(patients)
    .innerJoin(owners, eq(owners.id, patients.ownerId))
    .where(and(eq(patients.uid, uid), ilike(patients.searchName, contains(text))))
    .orderBy(asc(patients.searchName), asc(patients.id))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => toPatient(r.patient, r.ownerName));
}

export interface PatientValues {
  name: string;
  species: number;
  sex: number;
  breed: string;
  weight: number;
  hasBirthday: boolean;
  birthday: string | null;
  age: number | null;
  ownerId: string;
  renalDisease: boolean;
  hepaticDisease: boolean;
}

function columns(values: PatientValues) {
  return { ...values, hasBirthday: values.hasBirthday ? 1 : 0, searchName: searchText(values.name) };
}

export async function insertPatient(db: Db, uid: string, values: PatientValues) {
  const [row] = await db
    .insert(patients)
    .values({ uid, ...columns(values) })
    .returning({ id: patients.id });
  return row?.id;
}

export async function updatePatient(db: Db, uid: string, id: string, values: PatientValues) {
  const [row] = await db
    .update(patients)
    .set({ ...columns(values), updatedAt: new Date() })
    .where(and(eq(patients.uid, uid), eq(patients.id, id)))
    .returning({ id: patients.id });
  return row?.id;
}

/** LGPD: everything a vet registered about owners and patients (prescriptions cascade). */
export async function deleteAllOf(db: Db, uid: string) {
  await db.delete(patients).where(eq(patients.uid, uid));
  await db.delete(owners).where(eq(owners.uid, uid));
}
