// `npm run bench`: builds the server, measures how fast `npm start`'s server answers its first
// /api/health/ready (fresh and existing data dir), then loads a bare Fastify "hello" server and our
// GET /api/preferences/versions and GET /api/health/ready with autocannon in the same run.
// Prints req/s, p99 and the ratio to the bare server. Figures go to docs/benchmarks.md by hand.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4398;
const HELLO_PORT = 4399;

if (!args.has('--no-build')) {
  const r = spawnSync('npm', ['run', 'build', '-w', '@vetor/domain', '-w', '@vetor/server', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(1);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// 1. Start-up: one fresh data dir, then three starts on the existing one.
const dataDir = mkdtempSync(join(tmpdir(), 'vetor-bench-'));
const benchEnv = { RATE_LIMIT_MAX: '100000000' };
const fresh = await startBuiltServer({ port: PORT, dataDir, env: benchEnv });
await fresh.stop();
const warm = [];
let server;
for (let i = 0; i < 3; i++) {
  const s = await startBuiltServer({ port: PORT, dataDir, env: benchEnv });
  warm.push(s.ms);
  if (i < 2) await s.stop();
  else server = s;
}

// 2. Throughput, bare server and ours, same machine, same run.
const hello = spawn('node', [join(root, 'scripts/bench-hello.mjs'), String(HELLO_PORT)], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((r) => hello.stdout.once('data', r));
const targets = [
  ['bare Fastify GET /hello', `http://127.0.0.1:${HELLO_PORT}/hello`, {}],
  [
    'GET /api/preferences/versions',
    `http://127.0.0.1:${PORT}/api/preferences/versions`,
    { 'x-app-version': '5.12.2', 'x-platform': 'web' },
  ],
  ['GET /api/health/ready', `http://127.0.0.1:${PORT}/api/health/ready`, {}],
];
const rows = [];
for (const [label, url, headers] of targets) {
  await load(url, headers); // warm-up run, discarded
  const r = await load(url, headers);
  rows.push({ label, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
}
hello.kill('SIGTERM');
await new Promise((r) => hello.once('exit', r));
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const base = rows[0].rps;
console.log(
  `\nStart-up to first 200 from /api/health/ready: fresh data dir ${(fresh.ms / 1000).toFixed(2)} s; existing data dir median ${(median(warm) / 1000).toFixed(2)} s (${warm.map((m) => (m / 1000).toFixed(2)).join(', ')})`,
);
console.log(`\nautocannon, 10 connections, ${duration} s each (after a discarded warm-up run):`);
console.log('| endpoint | req/s | p99 (ms) | vs bare | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.label} | ${Math.round(r.rps)} | ${r.p99} | ${((r.rps / base) * 100).toFixed(0)}% | ${r.non2xx + r.errors} |`,
  );
