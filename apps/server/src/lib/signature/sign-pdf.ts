// PAdES signing of a finished PDF with the vet's A1 certificate: pdf-lib adds the signature
// dictionary and its placeholder (ETSI.CAdES.detached, the PAdES sub-filter), @signpdf fills it with
// a CMS signature over the ByteRange. Runs in the PDF worker (pdf-worker.ts), after the render.

import type { SignPdf } from '@signpdf/signpdf';

export interface SignOptions {
  /** The PKCS#12 file and its password, already checked by readPkcs12. */
  p12: Uint8Array;
  password: string;
  /** Who signs, as the signature dictionary names them: "Nome — CRMV-UF 12345". */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  /** The signing time written in the signature (the render's `now`). */
  signingTime: Date;
}

export async function signPdf(pdf: Uint8Array, options: SignOptions): Promise<Buffer> {
  const [{ PDFDocument }, { pdflibAddPlaceholder }, { P12Signer }, signpdf, { SUBFILTER_ETSI_CADES_DETACHED }] =
    await Promise.all([
      import('pdf-lib'),
      import('@signpdf/placeholder-pdf-lib'),
      import('@signpdf/signer-p12'),
      import('@signpdf/signpdf'),
      import('@signpdf/utils'),
    ]);
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: options.reason,
    contactInfo: options.contactInfo,
    name: options.name,
    location: options.location,
    signingTime: options.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Vetor',
  });
  // Without object streams: the placeholder must stay a plain-text /Contents <…> that @signpdf finds.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(Buffer.from(options.p12), { passphrase: options.password });
  return signPdfInstance(signpdf).sign(prepared, signer, options.signingTime);
}

/**
 * @signpdf/signpdf is CommonJS with `exports.default`: Node's loader hands back the exports object
 * as `default` (the instance is one level down), bundlers and vitest hand back the instance.
 */
function signPdfInstance(module: { default: unknown }): SignPdf {
  const first = module.default as Partial<SignPdf> & { default?: SignPdf };
  return typeof first.sign === 'function' ? (first as SignPdf) : (first.default as SignPdf);
}
