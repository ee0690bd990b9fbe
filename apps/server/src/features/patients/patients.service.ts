import { AppError } from '@vetor/domain/errors';
import { isSearchLongEnough } from '@vetor/domain/patients/patients.rules';
import type { Owner, ownerBody, Patient, patientBody } from '@vetor/domain/patients/patients.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as repo from './patients.repository.js';

// Patients and owners of docs/product/calculators-patients-prescriptions-management.md §4: one function per call, always for the signed-in vet's uid.

export async function saveOwner(db: Db, uid: string, body: z.output<typeof ownerBody>): Promise<Owner> {
  if (body.id) {
    // An edit changes only the contact (docs/product/calculators-patients-prescriptions-management.md §4 Owner wizard, mode 4).
    const row = await repo.updateOwnerContact(db, uid, body.id, {
      email: body.email ?? null,
      phone: body.phone ?? null,
      address: body.address ?? null,
    });
    if (!row) throw new AppError('NOT_FOUND');
    return { ...repo.toOwner(row), patients: await repo.listOwnerPatients(db, uid, row.id) };
  }
  const cpf = body.cpf as string;
  if (await repo.findOwnerByCpf(db, uid, cpf)) throw new AppError('CPF_ALREADY_REGISTERED', { field: 'cpf' });
  const row = await repo.insertOwner(db, uid, {
    name: body.name as string,
    cpf,
    email: body.email ?? null,
    phone: body.phone ?? null,
    address: body.address ?? null,
  });
  // Two quick saves of the same CPF: the unique index decides, the loser gets the same error.
  if (!row) throw new AppError('CPF_ALREADY_REGISTERED', { field: 'cpf' });
  return { ...repo.toOwner(row), patients: [] };
}

export async function getOwner(db: Db, uid: string, id: string): Promise<Owner> {
  const row = await repo.findOwner(db, uid, id);
  if (!row) throw new AppError('PATIENTS_NO_DATA');
  return { ...repo.toOwner(row), patients: await repo.listOwnerPatients(db, uid, id) };
}

export async function savePatient(db: Db, uid: string, body: z.output<typeof patientBody>): Promise<Patient> {
  const owner = await repo.findOwner(db, uid, body.ownerId);
  if (!owner) throw new AppError('PATIENTS_NO_DATA', { field: 'ownerId' });
  const values = {
    name: body.name,
    species: body.species,
    sex: body.sex,
    breed: body.breed,
    weight: body.weight,
    hasBirthday: body.hasBirthday,
    birthday: body.birthday,
    age: body.age,
    ownerId: body.ownerId,
    renalDisease: body.renalDisease,
    hepaticDisease: body.hepaticDisease,
  };
  const id = body.id ? await repo.updatePatient(db, uid, body.id, values) : await repo.insertPatient(db, uid, values);
  if (!id) throw new AppError('PATIENTS_NO_DATA');
  return (await repo.findPatient(db, uid, id)) as Patient;
}

export async function getPatient(db: Db, uid: string, id: string): Promise<Patient> {
  const patient = await repo.findPatient(db, uid, id);
  if (!patient) throw new AppError('PATIENTS_NO_DATA');
  return patient;
}

export async function searchPatients(db: Db, uid: string, text: string) {
  return isSearchLongEnough(text) ? repo.searchPatients(db, uid, text) : [];
}

export async function searchOwners(db: Db, uid: string, text: string) {
  return isSearchLongEnough(text) ? (await repo.searchOwners(db, uid, text)).map(repo.toOwner) : [];
}
