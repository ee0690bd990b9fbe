import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';

// The server as `npm start` runs it (from sources here): "Vetor rodando em <url>" is what a user
// and the start benchmark wait for, so the address must answer the moment it is printed.

const dataDir = mkdtempSync(join(tmpdir(), 'vetor-server-start-'));
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server start', { timeout: 180_000 }, () => {
  it('says "Vetor rodando em" only once its address answers', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', SEED: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += String(chunk);
        const match = /Vetor rodando em (\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child?.stdout?.on('data', onData);
      child?.stderr?.on('data', onData);
      child?.once('exit', (code) => reject(new Error(`o servidor saiu com ${code}:\n${output}`)));
    });
    // No retry: the first request after the line is answered.
    const res = await fetch(`${url}/api/health/live`);
    expect(res.status).toBe(200);
  });
});
