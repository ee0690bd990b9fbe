// Server CPU time per request: a figure that holds on a shared, loaded machine, where req/s against
// a bare server swing by a factor of ten with the neighbours' load. The built server (or a bare
// Fastify hello, for reference) answers BENCH_REQUESTS requests per endpoint from 4 concurrent
// clients, and the CPU time of all its threads (/proc/<pid>/task/*/schedstat, in ns) is divided by
// the requests. A bare-server ratio in CPU terms (hello's µs ÷ the endpoint's µs) is what the
// throughput ratio tends to when the server is CPU-bound.
//   node scripts/bench-cpu.mjs            (BENCH_ROOT=<another checkout, built> measures that one)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadsCpuNs } from './lib/cpu.mjs';

const root = process.env.BENCH_ROOT ?? new URL('..', import.meta.url).pathname;
const here = new URL('..', import.meta.url).pathname;
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = 4;

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(pid, target) {
  const once = async () => {
    const res = await fetch(target.url, { method: target.method ?? 'GET', headers: target.headers, body: target.body });
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${target.url}: ${res.status}`);
  };
  const run = async (n) => {
    let left = n;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left-- > 0) await once();
      }),
    );
  };
  await run(300);
  const before = threadsCpuNs(pid);
  await run(requests);
  return (threadsCpuNs(pid) - before) / requests / 1000;
}

const [port, helloPort] = [await freePort(), await freePort()];
const dataDir = mkdtempSync(join(tmpdir(), 'vetor-cpu-'));
const server = spawn('node', ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_RATE_LIMIT_IP: '100000000',
    LOGIN_RATE_LIMIT_EMAIL: '100000000',
  },
});
const hello = spawn('node', [join(here, 'scripts/bench-hello.mjs'), String(helloPort)], { stdio: 'ignore' });
try {
  const base = `http://127.0.0.1:${port}/api`;
  await waitFor(`${base}/health/ready`);
  await waitFor(`http://127.0.0.1:${helloPort}/hello`);
  const signIn = await fetch(`${base}/login/emails/${encodeURIComponent('demo.pro@vetor.app')}/passwords`, {
    method: 'POST',
    headers: { 'x-password': 'vetor2026' },
  });
  const session = await signIn.json();
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${JSON.stringify(session)}`);
  const auth = { authorization: `Bearer ${session.token}`, 'x-app-version': '5.12.2' };
  const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const json = { ...auth, 'content-type': 'application/json' };
  const targets = [
    ['GET /api/entities/drugs/meloxicam (browser)', { url: `${base}/entities/drugs/meloxicam`, headers: browser }],
    [
      'GET /api/topics/doencas/items/diabetes-mellitus-canino (browser)',
      { url: `${base}/topics/doencas/items/diabetes-mellitus-canino`, headers: browser },
    ],
    ['GET /api/preferences/versions (authenticated)', { url: `${base}/preferences/versions`, headers: auth }],
    [
      'POST /api/login/{uid}/tokens',
      { url: `${base}/login/${session.user.uid}/tokens`, method: 'POST', headers: json, body: '{}' },
    ],
    ['GET /api/preferences/favorites', { url: `${base}/preferences/favorites`, headers: auth }],
    [
      'POST /api/preferences/favorites (toggle)',
      {
        url: `${base}/preferences/favorites`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ id: 'bench-item', name: 'Item de teste', category: 1, type: 0 }),
      },
    ],
  ];
  const helloUs = await measure(hello.pid, { url: `http://127.0.0.1:${helloPort}/hello` });
  console.log(`\nServer CPU per request (all threads), ${requests} requests each, ${CONCURRENCY} clients; ${root}`);
  console.log('| endpoint | µs CPU / request | bare hello µs | CPU ratio (hello ÷ endpoint) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, target] of targets) {
    const us = await measure(server.pid, target);
    console.log(`| ${label} | ${us.toFixed(0)} | ${helloUs.toFixed(0)} | ${((100 * helloUs) / us).toFixed(0)}% |`);
  }
} finally {
  hello.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
