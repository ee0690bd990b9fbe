import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// A veterinarian's owners (tutors) and patients (docs/product/calculators-patients-prescriptions-management.md §3). Every row carries the vet's uid and
// every query filters by it. `search_name` is the name lower-cased without accents, for the
// trigram index behind the search dialog.

const at = () => timestamp({ withTimezone: true });

export const owners = pgTable(
  'owners',
  {
    id: uuid().primaryKey().defaultRandom(),
    uid: uuid().notNull(),
    name: text().notNull(),
    searchName: text().notNull(),
    /** 11 digits. */
    cpf: text().notNull(),
    email: text(),
    /** Digits with the area code. */
    phone: text(),
    address: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // A CPF identifies one owner per vet (CPF_ALREADY_REGISTERED); two vets may both have the same tutor.
    uniqueIndex('owners_uid_cpf_idx').on(t.uid, t.cpf),
    index('owners_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export const patients = pgTable(
  'patients',
  {
    id: uuid().primaryKey().defaultRandom(),
    uid: uuid().notNull(),
    ownerId: uuid()
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    searchName: text().notNull(),
    /** 1 dog, 2 cat. */
    species: integer().notNull(),
    /** 0 male, 1 female. */
    sex: integer().notNull(),
    breed: text().notNull(),
    weight: doublePrecision().notNull(),
    hasBirthday: integer().notNull(),
    /** DD/MM/YYYY as the wizard masks it. */
    birthday: text(),
    age: doublePrecision(),
    /** Read by the prescription safety check (renal/hepatic adjustment of NSAIDs, nephrotoxic, CYP3A). */
    renalDisease: boolean().notNull().default(false),
    hepaticDisease: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('patients_uid_idx').on(t.uid),
    index('patients_owner_idx').on(t.ownerId),
    index('patients_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);
