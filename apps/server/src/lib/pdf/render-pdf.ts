// renderPdf(document, { now }) → PDF bytes. The one place that knows pdfkit: fonts, page header and
// numbers, and how each block of the vocabulary (pdf-document.ts) is laid out. Pure: the same
// document and date give the same bytes (the PDF's dates and file ID come from `now`).
import type QRCodeModule from 'qrcode';
import type { QRCode } from 'qrcode';
import type { PdfBlock, PdfDocument } from './pdf-document.js';
import { pdfLibraries } from './pdf-libraries.js';
import { fitToFont } from './pdf-text.js';

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
const COLOR = { text: '#1b2a4a', muted: '#5b6785', rule: '#c9d1e0', accent: '#1b4b8f', fill: '#eef2f8' };
const SIZE = { title: 17, heading: 12, body: 10.5, small: 9.5, header: 13, headerLine: 9, footer: 8.5 };

export async function renderPdf(document: PdfDocument, options: { now: Date }): Promise<Buffer> {
  const headerLines = document.header?.lines ?? [];
  const headerHeight = document.header ? 18 + headerLines.length * 12 + 14 : 0;
  const { PDFDocument, QRCode, registerFonts } = await pdfLibraries();
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + headerHeight, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: fitToFont(document.info.title),
      ...(document.info.author ? { Author: fitToFont(document.info.author) } : {}),
      ...(document.info.subject ? { Subject: fitToFont(document.info.subject) } : {}),
      Creator: 'Vetor',
      Producer: 'Vetor',
      CreationDate: options.now,
      ModDate: options.now,
    },
  });
  // pdfkit subsets the fonts into each document, so only the glyphs used are embedded.
  registerFonts(doc);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  if (document.header) {
    const header = document.header;
    doc.on('pageAdded', () => drawHeader(doc, header.title, headerLines));
  }
  doc.addPage();
  for (const block of document.blocks) drawBlock(doc, block, QRCode);
  drawFooters(doc, document.footer);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

// --- page furniture -------------------------------------------------------------------------------

const usableWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function drawHeader(doc: Doc, title: string, lines: string[]) {
  const width = usableWidth(doc);
  let y = MARGIN;
  doc.font('bold').fontSize(SIZE.header).fillColor(COLOR.accent);
  doc.text(fitToFont(title), MARGIN, y, { width, lineBreak: false, ellipsis: true });
  y += 18;
  doc.font('regular').fontSize(SIZE.headerLine).fillColor(COLOR.muted);
  for (const line of lines) {
    doc.text(fitToFont(line), MARGIN, y, { width, lineBreak: false, ellipsis: true });
    y += 12;
  }
  doc
    .moveTo(MARGIN, y + 4)
    .lineTo(MARGIN + width, y + 4)
    .lineWidth(1)
    .strokeColor(COLOR.accent)
    .stroke();
  doc.x = doc.page.margins.left;
  doc.y = doc.page.margins.top;
  doc.fillColor(COLOR.text);
}

/** "Página N de M" on every page, drawn once all pages exist so M is known. */
function drawFooters(doc: Doc, footer: string | undefined) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 4;
    const width = usableWidth(doc);
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.font('regular').fontSize(SIZE.footer).fillColor(COLOR.muted);
    if (footer) doc.text(fitToFont(footer), MARGIN, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(`Página ${i - start + 1} de ${count}`, MARGIN + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}

/** Starts a new page when `height` does not fit in what is left of this one. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

// --- blocks ---------------------------------------------------------------------------------------

function drawBlock(doc: Doc, block: PdfBlock, QRCode: typeof QRCodeModule): void {
  const left = doc.page.margins.left;
  const width = usableWidth(doc);
  doc.x = left;
  switch (block.type) {
    case 'title':
      doc.font('bold').fontSize(SIZE.title).fillColor(COLOR.accent);
      ensureSpace(doc, doc.heightOfString(fitToFont(block.text), { width }) + 30);
      doc.text(fitToFont(block.text), left, doc.y, { width });
      doc.moveDown(0.5);
      break;
    case 'heading':
      doc.font('bold').fontSize(SIZE.heading).fillColor(COLOR.accent);
      // Keep a heading with at least two lines of what follows it.
      ensureSpace(doc, doc.heightOfString(fitToFont(block.text), { width }) + 36);
      doc.moveDown(0.3);
      doc.text(fitToFont(block.text), left, doc.y, { width });
      doc.moveDown(0.25);
      break;
    case 'paragraph':
      doc
        .font(block.emphasis ? 'italic' : 'regular')
        .fontSize(SIZE.body)
        .fillColor(block.emphasis ? COLOR.muted : COLOR.text);
      doc.text(fitToFont(block.text), left, doc.y, { width, lineGap: 2 });
      doc.moveDown(0.5);
      break;
    case 'keyValues':
      drawKeyValues(doc, block.items);
      break;
    case 'list':
      drawList(doc, block.items, block.ordered ?? false);
      break;
    case 'table':
      drawTable(doc, block.columns, block.rows);
      break;
    case 'signature':
      drawSignature(doc, block.name, block.lines ?? []);
      break;
    case 'qr':
      drawQr(doc, QRCode.create(block.value, { errorCorrectionLevel: 'M' }), block.caption, block.size ?? 96);
      break;
    case 'spacer':
      doc.y = Math.min(doc.y + (block.height ?? 12), bottom(doc));
      break;
  }
  doc.fillColor(COLOR.text);
}

function drawKeyValues(doc: Doc, items: { label: string; value: string }[]) {
  const left = doc.page.margins.left;
  const width = usableWidth(doc);
  const labelWidth = Math.min(150, width * 0.32);
  for (const item of items) {
    const label = fitToFont(item.label);
    const value = fitToFont(item.value || '—');
    doc.font('bold').fontSize(SIZE.small);
    const labelHeight = doc.heightOfString(label, { width: labelWidth - 8 });
    doc.font('regular').fontSize(SIZE.body);
    const valueHeight = doc.heightOfString(value, { width: width - labelWidth });
    ensureSpace(doc, Math.max(labelHeight, valueHeight));
    const y = doc.y;
    doc.font('bold').fontSize(SIZE.small).fillColor(COLOR.muted);
    doc.text(label, left, y + 1, { width: labelWidth - 8 });
    doc.font('regular').fontSize(SIZE.body).fillColor(COLOR.text);
    doc.text(value, left + labelWidth, y, { width: width - labelWidth });
    doc.x = left;
    doc.y = y + Math.max(labelHeight, valueHeight) + 4;
  }
  doc.moveDown(0.4);
}

function drawList(doc: Doc, items: string[], ordered: boolean) {
  const left = doc.page.margins.left;
  const width = usableWidth(doc);
  const indent = ordered ? 22 : 14;
  doc.font('regular').fontSize(SIZE.body).fillColor(COLOR.text);
  items.forEach((raw, i) => {
    const text = fitToFont(raw);
    const height = doc.heightOfString(text, { width: width - indent, lineGap: 2 });
    // An item that fits on a page is not split; a longer one flows on by itself.
    if (height < bottom(doc) - doc.page.margins.top) ensureSpace(doc, height);
    const y = doc.y;
    doc.text(ordered ? `${i + 1}.` : '•', left, y, { width: indent, lineBreak: false });
    doc.text(text, left + indent, y, { width: width - indent, lineGap: 2 });
    doc.x = left;
    doc.y += 4;
  });
  doc.moveDown(0.3);
}

function drawTable(
  doc: Doc,
  columns: { header: string; width?: number; align?: 'left' | 'right' | 'center' }[],
  rows: string[][],
) {
  const left = doc.page.margins.left;
  const width = usableWidth(doc);
  const pad = 4;
  const total = columns.reduce((sum, c) => sum + (c.width ?? 1), 0);
  const widths = columns.map((c) => ((c.width ?? 1) / total) * width);

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(SIZE.small);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * pad }))) + 2 * pad
    );
  };
  const drawRow = (cells: string[], font: string, fill?: string) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (fill) doc.rect(left, y, width, height).fill(fill);
    doc.font(font).fontSize(SIZE.small).fillColor(COLOR.text);
    let x = left;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(cell, x + pad, y + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
      x += w;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };

  const header = columns.map((c) => fitToFont(c.header));
  const body = rows.map((row) => columns.map((_, i) => fitToFont(row[i] ?? '')));
  ensureSpace(doc, rowHeight(header, 'bold') + (body[0] ? rowHeight(body[0], 'regular') : 0));
  drawRow(header, 'bold', COLOR.fill);
  for (const row of body) {
    if (doc.y + rowHeight(row, 'regular') > bottom(doc)) {
      doc.addPage();
      drawRow(header, 'bold', COLOR.fill);
    }
    drawRow(row, 'regular');
  }
  doc.moveDown(0.6);
}

function drawSignature(doc: Doc, name: string, lines: string[]) {
  const left = doc.page.margins.left;
  const width = usableWidth(doc);
  ensureSpace(doc, 48 + 14 * (lines.length + 1) + 10);
  doc.y += 40;
  const lineWidth = 240;
  const x = left + (width - lineWidth) / 2;
  doc
    .moveTo(x, doc.y)
    .lineTo(x + lineWidth, doc.y)
    .lineWidth(0.8)
    .strokeColor(COLOR.text)
    .stroke();
  doc.y += 4;
  doc.font('bold').fontSize(SIZE.body).fillColor(COLOR.text);
  doc.text(fitToFont(name), left, doc.y, { width, align: 'center' });
  doc.font('regular').fontSize(SIZE.small).fillColor(COLOR.muted);
  for (const line of lines) doc.text(fitToFont(line), left, doc.y, { width, align: 'center' });
  doc.x = left;
  doc.moveDown(0.6);
}

function drawQr(doc: Doc, qr: QRCode, caption: string | undefined, size: number) {
  const left = doc.page.margins.left;
  const width = usableWidth(doc);
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  doc.font('regular').fontSize(SIZE.small);
  const captionText = caption ? fitToFont(caption) : '';
  const captionHeight = captionText ? doc.heightOfString(captionText, { width: width - size - 12 }) : 0;
  ensureSpace(doc, Math.max(size, captionHeight) + 8);
  const y = doc.y;
  // Drawn as vector squares so it scans sharply at any print size; one path, one fill.
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col)) doc.rect(left + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fillColor('#000000').fill();
  if (captionText) {
    doc.fillColor(COLOR.muted).text(captionText, left + size + 12, y + quiet * cell, { width: width - size - 12 });
  }
  doc.x = left;
  doc.y = y + Math.max(size, captionHeight) + 8;
}
