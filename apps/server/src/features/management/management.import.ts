import { AppError } from '@vetor/domain/errors';
import type { CellValue } from 'exceljs';
import Papa from 'papaparse';

// docs/product/calculators-patients-prescriptions-management.md §5 Management import: CSV separated by semicolons with at most 3 columns, every row with
// the header's column count; Excel needs a non-empty header. Returns the header and the data rows
// as strings; the caller maps them to entities and applies all of them or none.

export const MAX_IMPORT_COLUMNS = 3;

/** Control characters (NUL among them, line breaks and tabs too) mean nothing in a cell; PostgreSQL refuses NUL. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/**
 * A cell a spreadsheet would run as a formula when this data is opened in one again (CSV injection).
 * Refused at the door, so nothing stored needs neutralising wherever it is later shown or exported.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function checkCells(cells: string[], line: number) {
  cells.forEach((cell, i) => {
    const params = { line, column: i + 1 };
    if (CONTROL_CHARACTER.test(cell)) throw new AppError('IMPORT_INVALID_CHARACTER', { params });
    if (FORMULA_START.test(cell)) throw new AppError('IMPORT_FORMULA_CELL', { params });
  });
}

export interface ParsedTable {
  header: string[];
  rows: string[][];
  /** Each row's line in the file as the editor sees it (the header is line 1; blank lines count). */
  lines: number[];
}

/** `lines` are the file's line numbers of the rows as the editor sees them (the header is line 1). */
function checkTable(header: string[], rows: string[][], lines = rows.map((_, i) => i + 2)): ParsedTable {
  if (header.length > MAX_IMPORT_COLUMNS) throw new AppError('IMPORT_INVALID_COLUMNS');
  checkCells(header, 1);
  rows.forEach((row, i) => {
    const line = lines[i] ?? i + 2;
    if (row.length !== header.length) throw new AppError('IMPORT_INVALID_LINE', { params: { line } });
    checkCells(row, line);
  });
  return { header, rows, lines };
}

export function parseCsv(text: string): ParsedTable {
  // Empty lines are dropped only after the header: a file starting with a blank header is refused.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: false });
  const [header, ...rows] = parsed.data;
  if (!header || header.every((h) => !h.trim())) throw new AppError('IMPORT_EMPTY_HEADER');
  const kept = rows
    .map((r, i) => ({ cells: r.map((c) => c.trim()), line: i + 2 }))
    .filter((r) => r.cells.some(Boolean));
  return checkTable(
    header.map((h) => h.trim()),
    kept.map((r) => r.cells),
    kept.map((r) => r.line),
  );
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export async function parseXlsx(bytes: Buffer): Promise<ParsedTable> {
  // exceljs is hundreds of modules (zip, streams, csv): loaded by the first Excel import, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('READ_FILE_ERROR');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_EMPTY_HEADER');
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as CellValue[]).slice(1).map((v) => cellText(v).trim());
    // Trailing empty cells are not columns.
    while (values.length && !values[values.length - 1]) values.pop();
    lines.push(values);
  });
  const first = sheet.getRow(1);
  const header = lines.length && first.hasValues ? (lines.shift() ?? []) : [];
  if (!header.length || header.every((h) => !h)) throw new AppError('IMPORT_EMPTY_HEADER');
  return checkTable(header, lines);
}

export async function parseTable(fileName: string, base64: string): Promise<ParsedTable> {
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.length) throw new AppError('READ_FILE_ERROR');
  if (/\.xlsx$/i.test(fileName)) return parseXlsx(bytes);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return parseCsv(text);
}
