// fontkit (pdfkit's font engine) ships no types; lib/pdf parses a font, creates its glyphs once
// (pdf-libraries.ts says why) and hands it to pdfkit.
declare module 'fontkit' {
  export interface Font {
    /** Every code point the font's cmap maps. */
    characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
  }
  export function create(buffer: Buffer): Font;
}
