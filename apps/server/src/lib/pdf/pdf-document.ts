// The layout vocabulary of every PDF the server renders: a document is data (these blocks), and
// render-pdf.ts alone decides how each block looks. A feature builds a PdfDocument from its own
// records (a prescription, a handout) and never touches pdfkit.

export interface PdfDocument {
  /** Document properties (what a PDF viewer shows as title, author, subject). */
  info: { title: string; author?: string; subject?: string };
  /** Repeated at the top of every page: e.g. the clinic or the veterinarian and their details. */
  header?: { title: string; lines?: string[] };
  /** Repeated at the bottom left of every page, beside "Página N de M". */
  footer?: string;
  blocks: PdfBlock[];
}

export type PdfBlock =
  /** The document's main title. */
  | { type: 'title'; text: string }
  /** A section heading. */
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; emphasis?: boolean }
  /** Label/value pairs in two columns (patient data, owner data). */
  | { type: 'keyValues'; items: { label: string; value: string }[] }
  /** Bulleted or numbered items (each may span lines and pages). */
  | { type: 'list'; items: string[]; ordered?: boolean }
  /**
   * A table whose header row repeats when it continues on the next page. `width` is a relative
   * weight (default 1) of the usable width.
   */
  | {
      type: 'table';
      columns: { header: string; width?: number; align?: 'left' | 'right' | 'center' }[];
      rows: string[][];
    }
  /** A signature line with the signer's name and details under it (e.g. CRMV). */
  | { type: 'signature'; name: string; lines?: string[] }
  /** A QR code (vector, so it prints sharp) with an optional caption beside it. */
  | { type: 'qr'; value: string; caption?: string; size?: number }
  | { type: 'spacer'; height?: number };
