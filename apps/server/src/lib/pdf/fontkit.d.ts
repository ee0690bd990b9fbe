// fontkit (pdfkit's font engine) ships no types; lib/pdf only parses a font and hands it to pdfkit.
declare module 'fontkit' {
  export function create(buffer: Buffer): object;
}
