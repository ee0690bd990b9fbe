import { AppError } from '@vetor/domain/errors';
import type { CertificateSummary } from '@vetor/domain/prescriptions/certificates.schemas';
import type { Db } from '../../db/client.js';
import { Pkcs12Error, type Pkcs12Problem, readPkcs12 } from '../../lib/signature/pkcs12.js';
import { open, seal } from '../../lib/signature/sealed-box.js';
import * as repo from './certificates.repository.js';

// The vet's A1 certificate: checked on upload, kept sealed under CERTIFICATE_KEY, only
// its summary ever answered, opened again only to sign that vet's guides.

export interface CertificatesContext {
  db: Db;
  /** null: no CERTIFICATE_KEY in production; uploads and signing are refused. */
  key: Buffer | null;
}

const REFUSAL = {
  'not-pkcs12': 'CERTIFICATE_NOT_PKCS12',
  'wrong-password': 'CERTIFICATE_WRONG_PASSWORD',
  'no-key': 'CERTIFICATE_NO_KEY',
  expired: 'CERTIFICATE_EXPIRED',
} as const satisfies Record<Pkcs12Problem, string>;

function keyOf(ctx: CertificatesContext): Buffer {
  if (!ctx.key) throw new AppError('CERTIFICATE_UNAVAILABLE');
  return ctx.key;
}

function summaryOf(row: repo.CertificateRow): CertificateSummary {
  return {
    holder: row.holder,
    issuer: row.issuer,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
  };
}

export async function getCertificate(ctx: CertificatesContext, uid: string) {
  const row = await repo.findCertificate(ctx.db, uid);
  return { certificate: row ? summaryOf(row) : null };
}

export async function putCertificate(
  ctx: CertificatesContext,
  uid: string,
  body: { file: string; password: string },
  now = new Date(),
) {
  const key = keyOf(ctx);
  const file = Buffer.from(body.file, 'base64');
  let summary: Awaited<ReturnType<typeof readPkcs12>>;
  try {
    summary = await readPkcs12(file, body.password, now);
  } catch (error) {
    if (error instanceof Pkcs12Error) {
      throw new AppError(REFUSAL[error.problem], { field: fieldOf(error.problem) });
    }
    throw error;
  }
  const row = await repo.saveCertificate(ctx.db, uid, {
    sealedFile: seal(key, file).toString('base64'),
    sealedPassword: seal(key, Buffer.from(body.password, 'utf8')).toString('base64'),
    ...summary,
  });
  return { certificate: summaryOf(row) };
}

function fieldOf(problem: Pkcs12Problem): string {
  return problem === 'wrong-password' ? 'password' : 'file';
}

export async function deleteCertificate(ctx: CertificatesContext, uid: string) {
  return { removed: await repo.deleteCertificate(ctx.db, uid) };
}

/**
 * The vet's certificate opened for signing, or null when they have none. An expired one is refused
 * (a signature by an expired certificate is worthless), as is a server without its key.
 */
export async function signingCredentials(ctx: CertificatesContext, uid: string, now = new Date()) {
  const row = await repo.findCertificate(ctx.db, uid);
  if (!row) return null;
  const key = keyOf(ctx);
  if (now > row.validUntil || now < row.validFrom) throw new AppError('CERTIFICATE_EXPIRED');
  return {
    p12: open(key, Buffer.from(row.sealedFile, 'base64')),
    password: open(key, Buffer.from(row.sealedPassword, 'base64')).toString('utf8'),
  };
}
