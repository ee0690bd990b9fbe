// The worker side of the PDF pool (pdf-pool.ts): each task renders one document in this thread, so
// the request thread keeps answering while pdfkit lays out pages. The fonts and libraries are loaded
// once per worker (pdf-libraries.ts), as they were once per process.
import type { PdfDocument } from './pdf-document.js';
import { type GuideDoc, renderGuidePdf } from './prescription-guide.js';
import { renderPdf } from './render-pdf.js';

export type PdfTask = { kind: 'document'; doc: PdfDocument; now: Date } | { kind: 'guide'; doc: GuideDoc; now: Date };

export default async function render(task: PdfTask): Promise<Uint8Array> {
  return task.kind === 'guide' ? renderGuidePdf(task.doc, { now: task.now }) : renderPdf(task.doc, { now: task.now });
}
