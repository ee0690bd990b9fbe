// The vet's signing certificate (ICP-Brasil A1): what the upload sends and the only summary that
// ever comes back. The PKCS#12 bytes and their password go in once and are never answered.
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';

/** An A1 file is a few kilobytes; 64 KiB leaves room for long chains without inviting large uploads. */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;

/** PUT /accounts/certificate: the .pfx/.p12 in base64 (the web reads the file) and its password. */
export const certificateBody = z.object({
  file: z
    .string()
    .max(Math.ceil(CERTIFICATE_MAX_BYTES / 3) * 4 + 4, { message: 'CERTIFICATE_NOT_PKCS12' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'CERTIFICATE_NOT_PKCS12' }),
  password: z.string().max(200, { message: 'CERTIFICATE_WRONG_PASSWORD' }).refine(isStorableText, {
    message: 'CERTIFICATE_WRONG_PASSWORD',
  }),
});

export const certificateSummary = z.object({
  /** The certificate's subject common name (ICP-Brasil: "NOME:CPF"; only the name is kept). */
  holder: z.string(),
  issuer: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
});
export type CertificateSummary = z.infer<typeof certificateSummary>;

/** GET answers the summary or null (no certificate yet); DELETE answers { removed }. */
export const certificateResponse = z.object({ certificate: certificateSummary.nullable() });
export const certificateRemovedResponse = z.object({ removed: z.boolean() });
