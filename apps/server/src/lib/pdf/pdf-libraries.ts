// The heavy parts of lib/pdf, loaded on the first document rather than at server start (pdfkit,
// fontkit and qrcode are about a third of a second of module loading that most starts never use),
// then shared by every document of the process.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Font } from 'fontkit';
import type PDFDocumentClass from 'pdfkit';
import type QRCodeModule from 'qrcode';
import { fontFile } from './pdf-text.js';

export interface PdfLibraries {
  PDFDocument: typeof PDFDocumentClass;
  QRCode: typeof QRCodeModule;
  /** Registers the embedded fonts on a document as 'regular', 'bold' and 'italic'. */
  registerFonts(doc: PDFKit.PDFDocument): void;
}

/**
 * WOFF 1.0 → plain TrueType, once per process: fontkit inflates a WOFF table again on every read
 * (each glyph), which tripled the time of a guide; a TrueType buffer is read in place.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  woff.copy(head, 0, 4, 8);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    t.tag.copy(head, rec);
    head.writeUInt32BE(t.checksum, rec + 4);
    head.writeUInt32BE(offset, rec + 8);
    head.writeUInt32BE(t.data.length, rec + 12);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * Creates every glyph the font's cmap reaches from its own code point, before any document runs.
 * fontkit keeps one glyph object per glyph id for the font's life and pdfkit writes a glyph's text
 * layer (ToUnicode) from that object's code points. Subsetting an accented letter ('Á') creates its
 * base letter ('A') as a component, without code points; with the font shared across documents,
 * every later document then drew 'A' with an empty text layer ("CONTROLE ESPECI L" in pdftotext).
 */
function withCodePoints(font: Font): Font {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

let loading: Promise<PdfLibraries> | undefined;

export function pdfLibraries(): Promise<PdfLibraries> {
  loading ??= (async () => {
    const [{ default: PDFDocument }, { default: QRCode }, { create }] = await Promise.all([
      import('pdfkit'),
      import('qrcode'),
      import('fontkit'),
    ]);
    const parse = async (weight: 400 | 700, style?: 'italic') =>
      withCodePoints(create(woffToSfnt(await readFile(fontFile(weight, style)))));
    // Parsed once: given bytes, pdfkit parses a font's tables again for every document, which was
    // most of a guide's time. A parsed font keeps no per-document state (each document makes its
    // own subset), so a PDF's bytes are the same. pdfkit takes a parsed fontkit font where it takes
    // bytes; its types only list bytes, hence the cast.
    const fonts = { regular: await parse(400), bold: await parse(700), italic: await parse(400, 'italic') };
    return {
      PDFDocument,
      QRCode,
      registerFonts(doc) {
        for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as unknown as Buffer);
      },
    };
  })();
  return loading;
}
