import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_GUIDE_NOW, sampleGuide } from './guide-sample.js';
import { renderGuidePdf } from './prescription-guide.js';

// The guide layout read back with poppler: deterministic bytes, accents, page flow with the header
// repeated, and the two copies of a special guide.

const dir = mkdtempSync(join(tmpdir(), 'vetor-guide-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const text = (pdf: Buffer) => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

const guide = sampleGuide();
const now = SAMPLE_GUIDE_NOW;

describe('prescription guide PDF', () => {
  it('renders the same bytes for the same data and date', async () => {
    const a = await renderGuidePdf(guide, { now });
    const b = await renderGuidePdf(guide, { now });
    expect(a.equals(b)).toBe(true);
    const later = await renderGuidePdf(guide, { now: new Date('2026-11-24T12:00:00Z') });
    expect(later.equals(a)).toBe(false);
  });

  it('flows a long prescription onto more pages with the header and patient repeated', async () => {
    const pages = text(await renderGuidePdf(guide, { now }))
      .split('\f')
      .filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain('Dra. Ângela Conceição Müller');
      expect(page).toContain('CRMV-PR 9876');
      expect(page).toContain('Pérola');
      expect(page).toContain('José Ávila Gonçalves');
      expect(page).toContain('Assinatura e carimbo');
    }
    const all = pages.join('\n');
    for (let i = 1; i <= 14; i++) expect(all).toContain(`${i}. Amoxicilina com clavulanato`);
    expect(all).toContain(`página ${pages.length} de ${pages.length}`);
  });

  it('draws text the font lacks without invisible boxes', async () => {
    const t = text(
      await renderGuidePdf(
        { ...guide, items: [{ ...guide.items[0], posology: 'Dose ≥ 2 µg/kg → ok' } as never] },
        { now },
      ),
    );
    expect(t).toContain('Dose >= 2 µg/kg -> ok');
  });

  it('prints a special guide twice, for the pharmacy and for the patient', async () => {
    const pages = text(await renderGuidePdf({ ...guide, kind: 'special', items: guide.items.slice(0, 1) }, { now }))
      .split('\f')
      .filter((p) => p.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL');
    expect(pages[0]).toContain('1ª via — Farmácia');
    expect(pages[1]).toContain('2ª via — Paciente');
    expect(pages[1]).toContain('IDENTIFICAÇÃO DO COMPRADOR');
  });
});
