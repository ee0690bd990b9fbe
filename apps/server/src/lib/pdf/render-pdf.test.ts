import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SAMPLE_NOW, samplePdfDocument } from './pdf-sample.js';
import { fitToFont } from './pdf-text.js';
import { renderPdf } from './render-pdf.js';

/** The PDF's streams inflated and joined, so a test can read page text operators and the CMaps. */
function inflatedStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not deflated (or a font program): skip
    }
    re.lastIndex = end;
  }
  return out.join('\n');
}

// Rendering takes a second or two on a busy shared machine.
describe('renderPdf', { timeout: 60_000 }, () => {
  it('gives the same bytes for the same document and date', async () => {
    const a = await renderPdf(samplePdfDocument(), { now: SAMPLE_NOW });
    const b = await renderPdf(samplePdfDocument(), { now: SAMPLE_NOW });
    expect(a.subarray(0, 8).toString()).toBe('%PDF-1.3');
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('takes its dates and file ID from options.now', async () => {
    const a = await renderPdf(samplePdfDocument(), { now: SAMPLE_NOW });
    const later = await renderPdf(samplePdfDocument(), { now: new Date('2026-03-15T08:00:00Z') });
    expect(Buffer.compare(a, later)).not.toBe(0);
    // Dates are indirect objects: (D:20260314134500Z).
    expect(a.toString('latin1')).toContain('(D:20260314134500Z)');
    const id = (pdf: Buffer) => pdf.toString('latin1').match(/\/ID \[<([0-9a-f]+)>/)?.[1];
    expect(id(a)).toBeTruthy();
    expect(id(a)).not.toBe(id(later));
  });

  it('embeds Noto Sans, repeats the header and numbers the pages of a document that flows to page 2', async () => {
    const pdf = await renderPdf(samplePdfDocument(), { now: SAMPLE_NOW });
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).toContain('/Lang (pt-BR)');
    // Every accented letter of pt-BR maps back to Unicode (copy and paste, screen readers).
    const streams = inflatedStreams(pdf);
    for (const letter of 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇºª') {
      const hex = letter.codePointAt(0)!.toString(16).padStart(4, '0');
      expect(streams.toLowerCase(), letter).toContain(`<${hex}>`);
    }
  });

  it('renders an empty document and one without header or footer', async () => {
    const pdf = await renderPdf({ info: { title: 'Vazio' }, blocks: [] }, { now: SAMPLE_NOW });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('puts a long table on several pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Item ${i + 1}`, `${i},5 mg`]);
    const pdf = await renderPdf(
      {
        info: { title: 'Tabela' },
        header: { title: 'Cabeçalho' },
        blocks: [{ type: 'table', columns: [{ header: 'Nome' }, { header: 'Dose', align: 'right' }], rows }],
      },
      { now: SAMPLE_NOW },
    );
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('fitToFont', () => {
  it('keeps every pt-BR letter and drops what the font cannot draw', () => {
    expect(fitToFont('Ação, coração, pôr, útil, à, nº 2ª — “ok” …')).toBe(
      'Ação, coração, pôr, útil, à, nº 2ª — “ok” …',
    );
    expect(fitToFont('Łódź → ≥ 2 \u0000\u0007tab\there 猫')).toBe('?ódz -> >= 2 tab here ?');
  });
});
