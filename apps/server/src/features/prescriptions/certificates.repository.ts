import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signingCertificates } from './certificates.table.js';

export type CertificateRow = typeof signingCertificates.$inferSelect;
export type NewCertificate = Omit<CertificateRow, 'uid' | 'createdAt'>;

export async function findCertificate(db: Db, uid: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(signingCertificates).where(eq(signingCertificates.uid, uid));
  return row;
}

/** A new upload replaces the previous certificate: one per vet. */
export async function saveCertificate(db: Db, uid: string, values: NewCertificate): Promise<CertificateRow> {
  const [row] = await db
    .insert(signingCertificates)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: signingCertificates.uid, set: { ...values, createdAt: new Date() } })
    .returning();
  if (!row) throw new Error('certificate upsert returned no row');
  return row;
}

export async function deleteCertificate(db: Db, uid: string): Promise<boolean> {
  const removed = await db
    .delete(signingCertificates)
    .where(eq(signingCertificates.uid, uid))
    .returning({ uid: signingCertificates.uid });
  return removed.length > 0;
}
