import fp from 'fastify-plugin';
import { createPdfPool, type PdfRenderer } from '../lib/pdf/pdf-pool.js';

// The app's one PDF renderer (docs/architecture.md, "Seams"): features render through app.pdf, whose worker
// threads lay out pages off the request thread, a bounded number at a time. Closed with the app.

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfRenderer;
  }
}

export default fp<{ threads?: number | undefined }>(
  async (app, { threads }) => {
    const pool = createPdfPool(threads ? { threads } : {});
    app.decorate('pdf', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'pdf' },
);
