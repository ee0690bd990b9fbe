import { mkdirSync, readFileSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';

// The data folder (DATA_DIR) belongs to one process at a time: two PGlite instances on one folder
// each believe they own the files, and the one killed last loses the other's writes. The lock is taken before anything reads or writes the database files, and problems
// with the folder itself (read-only, full, not a folder) stop the start with one line that names
// the folder and says what to do (docs/decisions/platform-database-resilience.md).

/** A problem with the data folder, worded for the operator; the start prints `message` alone. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** The folder is held by another live process (the server, when a command wants it). */
export class DataDirBusyError extends DataDirError {
  override name = 'DataDirBusyError';
}

/** How long a lock whose owner stopped refreshing it (a frozen or vanished host) is respected. */
const STALE_MS = 30_000;

/**
 * PGlite reports file-system failures as WASI errno numbers (a full disk is "errno 51"); Node
 * reports them as codes. Both name the same few causes.
 */
const WASI_CODES: Record<number, string> = { 2: 'EACCES', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS' };

const REASONS: Record<string, string> = {
  EROFS: 'o sistema de arquivos é somente leitura; monte-o com escrita ou aponte DATA_DIR para outra pasta',
  EACCES: 'sem permissão de escrita; dê permissão ao usuário que roda o Vetor ou aponte DATA_DIR para outra pasta',
  EPERM: 'sem permissão de escrita; dê permissão ao usuário que roda o Vetor ou aponte DATA_DIR para outra pasta',
  ENOSPC: 'o disco está cheio; libere espaço e inicie de novo',
  EDQUOT: 'a cota de disco acabou; libere espaço e inicie de novo',
  ENOTDIR: 'parte do caminho é um arquivo, não uma pasta; corrija DATA_DIR',
  EEXIST: 'já existe um arquivo com esse nome; corrija DATA_DIR',
};

/** The file-system code of an error (Node's or PGlite's), when it is one the operator can fix. */
function fixableCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; errno?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && REASONS[e.code]) return e.code;
  if (typeof e?.errno === 'number' && WASI_CODES[e.errno]) return WASI_CODES[e.errno];
  const wasi = typeof e?.message === 'string' ? /errno (\d+)/.exec(e.message) : null;
  return wasi ? WASI_CODES[Number(wasi[1])] : undefined;
}

/**
 * The operator's one line for a file-system failure under `dir`, or the error unchanged when it is
 * something else (a bug, which keeps its stack).
 */
export function explainDataDirFailure(error: unknown, dir: string): unknown {
  const code = fixableCode(error);
  if (!code) return error;
  return new DataDirError(
    `Não foi possível gravar na pasta de dados ${dir}: ${REASONS[code]}. (Data folder not writable: ${code}.)`,
  );
}

function busy(dir: string, pid: number | undefined): DataDirError {
  return new DataDirBusyError(
    `A pasta de dados ${dir} já está em uso por outro processo do Vetor${pid ? ` (pid ${pid})` : ''}: pare-o antes de iniciar outro, ou use outro DATA_DIR. (Data folder in use by another Vetor process.)`,
  );
}

function ownerOf(pidFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The folders this process holds: a pid file naming us for any other folder is a dead namesake's. */
const held = new Set<string>();

/**
 * Whether `pid` holds `dir`. Our own pid counts only for a folder we hold: a restarted container
 * often gets the very pid its dead predecessor had.
 */
function holds(pid: number, dir: string): boolean {
  if (pid === process.pid) return held.has(dir);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLockOptions {
  /** Another process took the folder (our lock went stale): default, say so and stop at once. */
  onCompromised?: (error: Error) => void;
}

/**
 * Takes the folder `dir` for this process, before anything opens it, and returns the release.
 * A second opener gets a DataDirError naming the owner's pid. A lock left by a process that died
 * (kill -9, a crash) is taken over at once when its pid is gone, else once it is STALE_MS old.
 */
export async function lockDataDir(dir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`;
  const pidFile = `${dir}.pid`;
  try {
    mkdirSync(dirname(dir), { recursive: true });
  } catch (error) {
    throw explainDataDirFailure(error, dirname(dir));
  }
  const take = () =>
    lockfile.lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      onCompromised:
        options.onCompromised ??
        ((error) => {
          console.error(`${busy(dir, ownerOf(pidFile)).message} (${error.message})`);
          process.exit(1);
        }),
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw explainDataDirFailure(error, dirname(dir));
    const owner = ownerOf(pidFile);
    if (owner === undefined || holds(owner, dir)) throw busy(dir, owner);
    // The owner is dead: its lock is ours to take (proper-lockfile would wait until it is stale).
    rmdirSync(lockPath, { recursive: false });
    release = await take().catch((again: NodeJS.ErrnoException) => {
      throw again.code === 'ELOCKED' ? busy(dir, ownerOf(pidFile)) : again;
    });
  }
  try {
    writeFileSync(pidFile, String(process.pid));
  } catch (error) {
    await release();
    throw explainDataDirFailure(error, dirname(dir));
  }
  held.add(dir);
  return async () => {
    held.delete(dir);
    try {
      unlinkSync(pidFile);
    } catch {
      // Already gone: nothing to tidy.
    }
    await release();
  };
}
