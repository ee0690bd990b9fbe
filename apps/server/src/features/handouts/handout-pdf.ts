import type { PublicHandout } from '@vetor/domain/handouts/handouts.schemas';
import type { PdfBlock, PdfDocument } from '../../lib/pdf/pdf-document.js';

// A shared handout as a printable PDF for owners without a phone: the greeting, the
// prescribed posology of a drug, the handout's blocks, and the vet's name, CRMV and contact.

interface SectionLike {
  style: number;
  text?: string;
  paragraphs?: string[];
  sections?: SectionLike[];
}

function blocksOf(sections: SectionLike[]): PdfBlock[] {
  const out: PdfBlock[] = [];
  for (const s of sections) {
    if (s.style === 1 && s.text) out.push({ type: 'heading', text: s.text });
    if (s.style === 7)
      for (const p of s.paragraphs ?? (s.text ? [s.text] : [])) out.push({ type: 'paragraph', text: p });
    const bullets = (s.sections ?? []).filter((c) => c.style === 3 && c.text).map((c) => c.text as string);
    out.push(...blocksOf((s.sections ?? []).filter((c) => c.style !== 3)));
    if (bullets.length) out.push({ type: 'list', items: bullets });
  }
  return out;
}

export function handoutPdfDocument(page: PublicHandout): PdfDocument {
  const vetLines = [page.vet.crmv, page.vet.email, page.vet.phone].filter(Boolean) as string[];
  return {
    info: { title: page.handout.name, author: page.vet.name, subject: `Orientações para ${page.patientName}` },
    header: { title: page.vet.name, lines: vetLines },
    footer: `Orientações para ${page.patientName} — enviado em ${page.date}`,
    blocks: [
      { type: 'title', text: page.handout.name },
      {
        type: 'paragraph',
        text: `Olá, ${page.ownerFirstName}! Estas são as orientações para os cuidados com ${page.patientName}.`,
      },
      ...(page.posology
        ? ([
            { type: 'heading', text: `Como dar a ${page.patientName}, conforme a receita` },
            { type: 'paragraph', text: page.posology, emphasis: true },
          ] as PdfBlock[])
        : []),
      ...blocksOf(page.handout.sections as SectionLike[]),
      { type: 'spacer' },
      { type: 'paragraph', text: 'Em caso de dúvida, fale com o veterinário que atendeu o seu animal.' },
    ],
  };
}
