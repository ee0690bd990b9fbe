import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// The account belongs to the accounts feature: its table comes through db/referenced-tables.ts.
import { users } from '../../db/referenced-tables.js';

const at = () => timestamp({ withTimezone: true });

/**
 * One signing certificate (ICP-Brasil A1) per vet. The PKCS#12 file and its password are sealed with
 * AES-256-GCM under CERTIFICATE_KEY (lib/signature/sealed-box.ts), base64 here; the key is never in
 * the database. The summary columns are what the API answers, so reading them opens nothing.
 */
export const signingCertificates = pgTable('signing_certificates', {
  uid: uuid()
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  sealedFile: text().notNull(),
  sealedPassword: text().notNull(),
  holder: text().notNull(),
  issuer: text().notNull(),
  validFrom: at().notNull(),
  validUntil: at().notNull(),
  createdAt: at().notNull().defaultNow(),
});
