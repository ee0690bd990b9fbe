// Starts the built server (apps/server/dist/server.js) for benchmarks and audits: a temporary data
// dir unless one is given, waits for the first 200 from /api/health/ready and says how long it took.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCommand } from './alternate.mjs';

const root = new URL('../..', import.meta.url).pathname;

/**
 * @param {{ port: number, env?: Record<string, string>, dataDir?: string, nodeArgs?: string[] }} options
 *   nodeArgs: flags for the server's node (e.g. `--cpu-prof`, which NODE_OPTIONS does not accept)
 * @returns {Promise<{ url: string, ms: number, dataDir: string, pid: number, stop(options?: { keepData?: boolean }): Promise<void> }>}
 */
export async function startBuiltServer({ port, env = {}, dataDir, nodeArgs = [] }) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'vetor-built-'));
  const started = performance.now();
  const [command, args] = serverCommand('node', [...nodeArgs, 'apps/server/dist/server.js']);
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
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (código ${child.exitCode})`);
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
    async stop({ keepData = Boolean(dataDir) } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
