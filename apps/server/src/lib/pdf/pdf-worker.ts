// The worker side of the PDF pool (pdf-pool.ts): each task renders one document in this thread, so
// the request thread keeps answering while pdfkit lays out pages. The fonts and libraries are loaded
// once per worker (pdf-libraries.ts), as they were once per process.
// A guide to sign is signed here too: opening the PKCS#12 and the RSA signature are CPU work as well.
import { type SignOptions, signPdf } from '../signature/sign-pdf.js';
import type { PdfDocument } from './pdf-document.js';
import { type GuideDoc, renderGuidePdf } from './prescription-guide.js';
import { renderPdf } from './render-pdf.js';

/** What signing a guide needs besides the time, which is the render's `now`. */
export type GuideSignature = Omit<SignOptions, 'signingTime'>;

export type PdfTask =
  | { kind: 'document'; doc: PdfDocument; now: Date }
  | { kind: 'guide'; doc: GuideDoc; now: Date; sign?: GuideSignature | undefined };

export default async function render(task: PdfTask): Promise<Uint8Array> {
  if (task.kind === 'document') return renderPdf(task.doc, { now: task.now });
  const pdf = await renderGuidePdf(task.doc, { now: task.now });
  return task.sign ? signPdf(pdf, { ...task.sign, signingTime: task.now }) : pdf;
}
