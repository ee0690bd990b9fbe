// Starts the built server (apps/server/dist/server.js) for benchmarks and audits: a temporary data
// dir unless one is given, waits for the first 200 from /api/health/ready and says how long it took.
// bench-load.mjs starts other checkouts with `root`; bench-cluster.mjs starts several instances on
// one PostgreSQL (unpinned, `env` with DATABASE_URL…) and stops them with SIGTERM to watch the drain.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCommand } from './alternate.mjs';

const here = new URL('../..', import.meta.url).pathname;

/**
 * @param {{ port: number, env?: Record<string, string>, dataDir?: string, nodeArgs?: string[],
 *   root?: string, pin?: boolean, timeoutMs?: number }} options
 *   nodeArgs: flags for the server's node (e.g. `--cpu-prof`, which NODE_OPTIONS does not accept);
 *   root: the checkout whose build runs (default this one); pin: on the benchmark CPU when the
 *   machine allows (alternate.mjs; default true); timeoutMs: how long a start may take (a first
 *   start seeds a fresh database: minutes on a busy machine).
 * @returns {Promise<{ url: string, ms: number, dataDir: string, pid: number, exited: Promise<number | null>,
 *   stop(options?: { keepData?: boolean }): Promise<void> }>}
 */
export async function startBuiltServer({
  port,
  env = {},
  dataDir,
  nodeArgs = [],
  root = here,
  pin = true,
  timeoutMs = 600_000,
}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'vetor-built-'));
  const started = performance.now();
  const node = [...nodeArgs, 'apps/server/dist/server.js'];
  const [command, args] = pin ? serverCommand('node', node) : ['node', node];
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The benchmarks sign in as the demo account, which production seeds only when asked.
      SEED_DEMO: 'true',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const removeData = () => !dataDir && rmSync(dir, { recursive: true, force: true });
  for (;;) {
    if (child.exitCode !== null) {
      removeData();
      throw new Error(`o servidor em ${root} terminou ao iniciar (código ${child.exitCode})`);
    }
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGTERM');
      await exited;
      removeData();
      throw new Error(`o servidor em ${root} não ficou pronto em ${Math.round(timeoutMs / 1000)} s`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  return {
    url,
    ms,
    dataDir: dir,
    pid: child.pid,
    exited,
    async stop({ keepData = Boolean(dataDir) } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
