import { AppError } from '@vetor/domain/errors';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './management.import.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? [error.code, error.message] : ['?', String(error)];
  }
  return undefined;
};

// Rule: docs/product/calculators-patients-prescriptions-management.md §5.
describe('CSV import rules', () => {
  it('reads a semicolon CSV with a BOM, quotes and blank lines', () => {
    expect(parseCsv('\uFEFFnome;categoria\n"Anti-inflamatórios; AINEs";1\n\nOutra;2\r\n')).toEqual({
      header: ['nome', 'categoria'],
      rows: [
        ['Anti-inflamatórios; AINEs', '1'],
        ['Outra', '2'],
      ],
      lines: [2, 4],
    });
  });
  it('refuses more than 3 columns', () => {
    expect(codeOf(() => parseCsv('a;b;c;d\n1;2;3;4'))).toEqual([
      'IMPORT_INVALID_COLUMNS',
      'Quantidade de colunas inválidas (max 3).',
    ]);
  });
  it('names the first row whose column count differs from the header, counting the header as line 1', () => {
    const [code, text] = codeOf(() => parseCsv('a;b\n1;2\n\n3;4;5\n')) ?? [];
    expect(code).toBe('IMPORT_INVALID_LINE');
    expect(text).toMatch(/^Linha 4 inválida/);
  });
  it('refuses a control character such as NUL, naming its line and column', () => {
    expect(codeOf(() => parseCsv('nome;categoria\nBoa;1\nMá\u0000;1\n'))).toEqual([
      'IMPORT_INVALID_CHARACTER',
      'Linha 3, coluna 1: há um caractere inválido (por exemplo, um byte nulo). Salve a planilha de novo como CSV UTF-8.',
    ]);
  });
  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\t=1'])(
    'refuses a cell a spreadsheet would run as a formula: %s',
    (cell) => {
      const [code, text] = codeOf(() => parseCsv(`nome;categoria\nBoa;1\n"${cell}";1\n`)) ?? [];
      expect(code).toBe('IMPORT_FORMULA_CELL');
      expect(text).toMatch(/^Linha 3, coluna 1: /);
    },
  );
  it('refuses an empty header', () => {
    expect(codeOf(() => parseCsv(';\n1;2'))?.[0]).toBe('IMPORT_EMPTY_HEADER');
  });
});
