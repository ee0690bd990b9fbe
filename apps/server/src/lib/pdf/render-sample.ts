// Writes the sample document to test-results/pdf-sample.pdf so a change to the layout can be seen:
//   npx tsx --conditions=source apps/server/src/lib/pdf/render-sample.ts
//   pdftoppm -png -r 80 test-results/pdf-sample.pdf test-results/pdf-sample
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { SAMPLE_NOW, samplePdfDocument } from './pdf-sample.js';
import { renderPdf } from './render-pdf.js';

const dir = join(REPO_ROOT, 'test-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'pdf-sample.pdf');
writeFileSync(file, await renderPdf(samplePdfDocument(), { now: SAMPLE_NOW }));
process.stdout.write(`${file}\n`);
