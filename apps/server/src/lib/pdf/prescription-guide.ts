// The prescription guide layout (docs/architecture.md, convention 9), beside render-pdf.ts: the general block
// vocabulary has no page-sized copies, per-page QR header or form boxes, which a guide needs. A pure
// function of the guide data and a fixed date, so the same prescription renders the same bytes. The layout carries what a Brazilian
// pharmacy checks on a veterinary prescription (CFMV Res. 1.321/2020): the vet with prefix, CRMV
// number and UF, address and contact; the patient (name, species, breed, sex, age, weight); the
// owner (name, CPF, address); each item written out; place, date and a signature line. Controlled
// drugs go on a "Receituário de Controle Especial" printed twice (1ª via farmácia, 2ª via paciente)
// with the buyer and supplier blocks. Every page carries a QR code and a short validation code.
import type { QRCode } from 'qrcode';
import { pdfLibraries } from './pdf-libraries.js';
import { fitToFont } from './pdf-text.js';

/** Every text of the guide made drawable by the embedded font (no invisible boxes). */
function drawable<T>(value: T): T {
  if (typeof value === 'string') return fitToFont(value) as T;
  if (Array.isArray(value)) return value.map(drawable) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'url' ? v : drawable(v)])) as T;
  }
  return value;
}

export interface GuideItem {
  number: number;
  /** Name with concentration and form, e.g. 'Meloxicam 2 mg, comprimido'. */
  title: string;
  quantity: string | null;
  /** 'via oral' (written out). */
  route: string | null;
  posology: string;
  additionalInformation: string | null;
  /** A controlled item our guide does not serve: 'Requer Notificação de Receita A (amarela)…'. */
  notice?: string | null;
}

export interface GuideDoc {
  kind: 'ordinary' | 'special';
  /** "Receita n" */
  number: number;
  vet: { name: string; crmv: string; address: string; contact: string; city: string };
  patient: { name: string; species: string; breed: string; sex: string; age: string; weight: string };
  owner: { name: string; cpf: string; address: string };
  items: GuideItem[];
  validation: { code: string; url: string };
  /** 'São Paulo, 23 de novembro de 2026' */
  placeAndDate: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const QR_SIZE = 74;
const INK = '#1d2b36';
const MUTED = '#5b6770';
const RULE = '#c9d1d6';

function drawQr(doc: PDFKit.PDFDocument, qr: QRCode, x: number, y: number, size: number) {
  // Vector squares instead of a bitmap: crisp at any zoom and identical bytes on every run.
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill().restore();
}

function header(doc: PDFKit.PDFDocument, g: GuideDoc, qr: QRCode, copy: string | null) {
  const width = A4.width - MARGIN * 2;
  let y = MARGIN;
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text(g.vet.name, MARGIN, y, { width: width - QR_SIZE - 12 });
  y = doc.y + 1;
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  doc.text(`Médico(a) Veterinário(a) — ${g.vet.crmv}`, MARGIN, y, { width: width - QR_SIZE - 12 });
  doc.text(g.vet.address, { width: width - QR_SIZE - 12 });
  doc.text(g.vet.contact, { width: width - QR_SIZE - 12 });
  drawQr(doc, qr, A4.width - MARGIN - QR_SIZE, MARGIN - 4, QR_SIZE);
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(`Validação: ${g.validation.code}`, A4.width - MARGIN - QR_SIZE - 20, MARGIN + QR_SIZE - 2, {
      width: QR_SIZE + 20,
      align: 'center',
    });
  y = Math.max(doc.y, MARGIN + QR_SIZE + 10) + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  const title = g.kind === 'special' ? 'RECEITUÁRIO DE CONTROLE ESPECIAL' : 'RECEITUÁRIO';
  doc.font('bold').fontSize(12).fillColor(INK).text(title, MARGIN, y, { width, align: 'center' });
  if (copy) doc.font('regular').fontSize(9).fillColor(MUTED).text(copy, { width, align: 'center' });
  y = doc.y + 8;

  // Patient and owner: two labelled lines each, so nothing the pharmacy checks is missing.
  const p = g.patient;
  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(9).fillColor(INK).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  };
  doc.x = MARGIN;
  doc.y = y;
  line('Paciente', `${p.name} — Espécie: ${p.species} — Raça: ${p.breed}`);
  line('Sexo', `${p.sex} — Idade: ${p.age} — Peso: ${p.weight}`);
  line('Tutor(a)', `${g.owner.name} — CPF: ${g.owner.cpf}`);
  line('Endereço do(a) tutor(a)', g.owner.address);
  y = doc.y + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 10;
}

/** Space kept at the bottom of every page for place, date, signature (and the special blocks). */
function footerHeight(g: GuideDoc): number {
  return g.kind === 'special' ? 200 : 110;
}

function footer(doc: PDFKit.PDFDocument, g: GuideDoc, page: number, pages: number) {
  const width = A4.width - MARGIN * 2;
  let y = A4.height - MARGIN - footerHeight(g) + 10;
  doc.font('regular').fontSize(9.5).fillColor(INK).text(g.placeAndDate, MARGIN, y, { width, align: 'right' });
  y += 38;
  const sigX = A4.width - MARGIN - 230;
  doc
    .moveTo(sigX, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
  doc.fontSize(8.5).text(`${g.vet.name} — ${g.vet.crmv}`, sigX, y + 3, { width: 230, align: 'center' });
  doc.text('Assinatura e carimbo', sigX, doc.y, { width: 230, align: 'center' });
  if (g.kind === 'special') {
    y += 34;
    const half = (width - 12) / 2;
    const block = (x: number, title: string, rows: string[]) => {
      doc.rect(x, y, half, 92).lineWidth(0.6).strokeColor(INK).stroke();
      doc
        .font('bold')
        .fontSize(8.5)
        .text(title, x + 6, y + 5, { width: half - 12 });
      doc.font('regular').fontSize(8);
      for (const r of rows) doc.text(`${r}: ______________________`, x + 6, doc.y + 2, { width: half - 12 });
    };
    block(MARGIN, 'IDENTIFICAÇÃO DO COMPRADOR', ['Nome', 'RG e órgão emissor', 'Endereço', 'Cidade e UF', 'Telefone']);
    block(MARGIN + half + 12, 'IDENTIFICAÇÃO DO FORNECEDOR', [
      'Farmacêutico(a)',
      'Assinatura',
      'Data',
      'Quantidade dispensada',
    ]);
  }
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(
      `Receita ${g.number} — página ${page} de ${pages} — confira a autenticidade em ${g.validation.url}`,
      MARGIN,
      A4.height - MARGIN + 8,
      { width, align: 'center', lineBreak: false },
    );
}

/** Splits the items into pages, measuring each with the page's fonts so long texts flow over. */
function paginate(doc: PDFKit.PDFDocument, g: GuideDoc, bodyTop: number): GuideItem[][] {
  const width = A4.width - MARGIN * 2;
  const limit = A4.height - MARGIN - footerHeight(g);
  const pages: GuideItem[][] = [[]];
  let y = bodyTop;
  for (const item of g.items) {
    const h = itemHeight(doc, item, width);
    if (y + h > limit && (pages.at(-1)?.length ?? 0) > 0) {
      pages.push([]);
      y = bodyTop;
    }
    pages.at(-1)?.push(item);
    y += h;
  }
  return pages;
}

const QUANTITY_WIDTH = 170;

function itemLines(doc: PDFKit.PDFDocument, item: GuideItem) {
  const quantity = item.quantity ? `Quantidade: ${item.quantity}` : null;
  // A quantity too long for one line beside the title (in words, on a special guide) opens the body.
  doc.font('regular').fontSize(9.5);
  const beside = quantity && doc.widthOfString(quantity) <= QUANTITY_WIDTH ? quantity : null;
  return {
    title: `${item.number}. ${item.title}`,
    quantity: beside,
    body: [
      item.notice ? `ATENÇÃO: ${item.notice}` : null,
      quantity && !beside ? quantity : null,
      item.route ? `Uso ${item.route}.` : null,
      item.posology,
      item.additionalInformation,
    ].filter((t): t is string => Boolean(t)),
  };
}

function itemHeight(doc: PDFKit.PDFDocument, item: GuideItem, width: number): number {
  const l = itemLines(doc, item);
  doc.font('bold').fontSize(10.5);
  let h = doc.heightOfString(l.title, { width: width - 180 });
  doc.font('regular').fontSize(10);
  for (const b of l.body) h += doc.heightOfString(b, { width: width - 14 }) + 2;
  return h + 14;
}

function drawItem(doc: PDFKit.PDFDocument, item: GuideItem) {
  const width = A4.width - MARGIN * 2;
  const l = itemLines(doc, item);
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(l.title, MARGIN, top, { width: width - 180 });
  const after = doc.y;
  if (l.quantity)
    doc
      .font('regular')
      .fontSize(9.5)
      .text(l.quantity, A4.width - MARGIN - QUANTITY_WIDTH, top + 1, { width: QUANTITY_WIDTH, align: 'right' });
  doc.y = after + 2;
  doc.font('regular').fontSize(10);
  for (const b of l.body) doc.text(b, MARGIN + 14, doc.y, { width: width - 14 });
  doc.y += 12;
}

export interface RenderOptions {
  /** Written into the file's metadata; fixing it makes the bytes reproducible. */
  now: Date;
}

/** One guide as a PDF; a special guide holds both copies, one after the other. */
export async function renderGuidePdf(input: GuideDoc, options: RenderOptions): Promise<Buffer> {
  const g = drawable(input);
  const { PDFDocument, QRCode, registerFonts } = await pdfLibraries();
  // Every page carries the same code: encoded once per document.
  const qr = QRCode.create(g.validation.url, { errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    // The bottom margin is small so the page-number line under the footer never spills onto a new page.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    autoFirstPage: false,
    bufferPages: true,
    info: {
      Title: `Receita ${g.number}`,
      Author: g.vet.name,
      Creator: 'Vetor',
      Producer: 'Vetor',
      CreationDate: options.now,
      ModDate: options.now,
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const copies = g.kind === 'special' ? ['1ª via — Farmácia', '2ª via — Paciente'] : [null];
  for (const copy of copies) {
    doc.addPage();
    header(doc, g, qr, copy);
    const bodyTop = doc.y;
    const pages = paginate(doc, g, bodyTop);
    pages.forEach((items, i) => {
      if (i > 0) {
        doc.addPage();
        header(doc, g, qr, copy);
      }
      for (const item of items) drawItem(doc, item);
      footer(doc, g, i + 1, pages.length);
    });
  }
  doc.end();
  return done;
}
