// PDF rendering off the request thread: a piscina pool of worker threads runs pdf-worker.ts, at most
// `threads` documents at a time; the rest wait in its queue. A guide took the event loop for tens
// of milliseconds (seconds under load), and every other request waited behind it.
// Piscina is loaded, and its threads started, on the first document: most server starts render none.
import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import type { PdfDocument } from './pdf-document.js';
import type { GuideSignature, PdfTask } from './pdf-worker.js';
import type { GuideDoc } from './prescription-guide.js';

export interface PdfRenderer {
  /** The same bytes as render-pdf.ts's renderPdf for the same document and `now`. */
  renderPdf(doc: PdfDocument, options: { now: Date }): Promise<Buffer>;
  /**
   * The same bytes as prescription-guide.ts's renderGuidePdf for the same guide and `now`; with
   * `sign`, those bytes signed PAdES (lib/signature/sign-pdf.ts) at `now`.
   */
  renderGuidePdf(doc: GuideDoc, options: { now: Date; sign?: GuideSignature | undefined }): Promise<Buffer>;
  close(): Promise<void>;
}

/** One core stays with the request thread; past four threads PDFs are not our bottleneck. */
export function defaultPdfThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * The worker's file: the built `.js` beside this one under `npm start`; from sources (vitest, tsx)
 * this module is `.ts`, and the worker thread, which has no loader of its own, gets tsx and the
 * `source` condition (workspace packages resolve to their TypeScript, as in the parent).
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSources ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url).href;
  return { filename, execArgv: fromSources ? ['--import', 'tsx', '--conditions=source'] : [] };
}

export function createPdfPool({ threads = defaultPdfThreads() }: { threads?: number } = {}): PdfRenderer {
  let pool: Promise<Piscina> | undefined;
  const start = () =>
    (pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina({
          ...workerOptions(),
          minThreads: threads,
          maxThreads: threads,
          // A thread keeps its loaded fonts while documents keep coming.
          idleTimeout: 10 * 60_000,
        }),
    ));
  const run = async (task: PdfTask): Promise<Buffer> => {
    // The bytes come back as a Uint8Array copy; a Buffer view over it avoids a second copy.
    const bytes: Uint8Array = await (await start()).run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    renderPdf: (doc, { now }) => run({ kind: 'document', doc, now }),
    renderGuidePdf: (doc, { now, sign }) => run({ kind: 'guide', doc, now, sign }),
    async close() {
      if (pool) await (await pool).destroy();
    },
  };
}
