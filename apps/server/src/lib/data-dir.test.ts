import { describe, expect, it } from 'vitest';
import { DataDirError, explainDataDirFailure } from './data-dir.js';

describe('explainDataDirFailure', () => {
  it('turns a read-only file system into one line naming the folder and what to do', () => {
    const raw = Object.assign(new Error("EROFS: read-only file system, mkdir '/srv/vetor/pg.lock'"), { code: 'EROFS' });
    const explained = explainDataDirFailure(raw, '/srv/vetor');
    expect(explained).toBeInstanceOf(DataDirError);
    expect((explained as Error).message).toMatch(
      /^Não foi possível gravar na pasta de dados \/srv\/vetor: .*somente leitura/,
    );
    expect((explained as Error).message).not.toContain('\n');
  });

  it("reads PGlite's WASI errno 51 as a full disk", () => {
    const explained = explainDataDirFailure(Object.assign(new Error('FS error'), { errno: 51 }), '/srv/vetor/pg');
    expect((explained as Error).message).toContain('disco está cheio');
    expect((explainDataDirFailure(new Error('errno 51'), '/d') as Error).message).toContain('disco está cheio');
  });

  it('leaves any other error as it is (a bug keeps its stack)', () => {
    const bug = new TypeError('x is undefined');
    expect(explainDataDirFailure(bug, '/d')).toBe(bug);
    // A negative Node errno is not a WASI number.
    const other = Object.assign(new Error('reset'), { code: 'ECONNRESET', errno: -104 });
    expect(explainDataDirFailure(other, '/d')).toBe(other);
  });
});
