import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_GUIDE_NOW, sampleGuide } from './guide-sample.js';
import { renderGuidePdf } from './prescription-guide.js';

// The text layer a pharmacy's software (and pdftotext) reads must hold every letter drawn, in the
// bold runs too. Its own file: the fonts are parsed once per process, and the fault showed only when
// an earlier document had drawn an accented capital ('Á', 'Í') before its plain letter ('A', 'I').

const dir = mkdtempSync(join(tmpdir(), 'vetor-text-layer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const text = (pdf: Buffer) => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
};

describe('guide text layer', () => {
  it('keeps every letter of bold and regular runs after an earlier guide drew only accented capitals', async () => {
    const g = sampleGuide();
    const [first] = g.items;
    if (!first) throw new Error('the sample guide has items');
    // First document: bold 'Á' (in RECEITUÁRIO) but no bold 'A'; regular 'Í' but no regular 'I'.
    await renderGuidePdf(
      {
        ...g,
        vet: { ...g.vet, name: 'Dr. Jo' },
        owner: { ...g.owner, name: 'Ísis' },
        items: [{ ...first, title: 'Meloxicam — Comprimido 2 mg' }],
      },
      { now: SAMPLE_GUIDE_NOW },
    );
    const special = text(
      await renderGuidePdf(
        { ...g, kind: 'special', owner: { ...g.owner, name: 'Isis Ivo' }, items: g.items.slice(0, 1) },
        { now: SAMPLE_GUIDE_NOW },
      ),
    );
    // Bold runs.
    expect(special).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL');
    expect(special).toContain('IDENTIFICAÇÃO DO COMPRADOR');
    // Regular run.
    expect(special).toContain('Isis Ivo');
  });
});
