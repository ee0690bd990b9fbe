// `node scripts/bench-accounts.mjs [--no-build]`: accounts figures for docs/benchmarks.md.
// 1. Password sign-in latency (argon2id verify + throttle + session), 300 sequential calls, p50/p95.
// 2. Throughput with autocannon: POST /api/login/{uid}/tokens (token renewal) and an authenticated
//    GET /api/preferences/versions, each in alternating rounds with a bare Fastify hello server, as
//    the median of the per-round ratios (scripts/lib/alternate.mjs says why).
import { spawn, spawnSync } from 'node:child_process';
import { alternate, pct, pinned, serverCommand } from './lib/alternate.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
// BENCH_ROUNDS rounds of BENCH_SECONDS s on each side (defaults 5 × 2 s).
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 4388);
const HELLO_PORT = PORT + 1;
const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build', '-w', '@vetor/domain', '-w', '@vetor/server', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const server = await startBuiltServer({
  port: PORT,
  env: {
    SEED: 'true',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_RATE_LIMIT_IP: '100000000',
    LOGIN_RATE_LIMIT_EMAIL: '100000000',
    // BENCH_DATABASE_URL=postgres://… measures against PostgreSQL instead of the embedded PGlite.
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
});
async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(50);
  }
  throw new Error(`${url} did not come up`);
}

const hello = spawn(...serverCommand('node', ['scripts/bench-hello.mjs', String(HELLO_PORT)]), {
  cwd: root,
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${PORT}`;

try {
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/hello`);

  // 1. Password sign-in, sequential: what one person waits for.
  const signIn = () =>
    fetch(`${base}/api/login/emails/${encodeURIComponent(DEMO.email)}/passwords`, {
      method: 'POST',
      headers: { 'x-password': DEMO.password, 'x-app-version': '5.12.2' },
    });
  for (let i = 0; i < 20; i++) await (await signIn()).arrayBuffer();
  const times = [];
  let session;
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    const res = await signIn();
    const body = await res.json();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(body)}`);
    session = body;
  }
  const signInFigures = { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) };

  // 2. Throughput against the bare server, in alternating rounds (scripts/lib/alternate.mjs).
  const auth = { authorization: `Bearer ${session.token}`, 'x-app-version': '5.12.2' };
  const hello = { url: `http://127.0.0.1:${HELLO_PORT}/hello` };
  const targets = {
    'POST /api/login/{uid}/tokens': {
      url: `${base}/api/login/${session.user.uid}/tokens`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ user: { uid: session.user.uid } }),
    },
    'GET /api/preferences/versions (authenticated)': { url: `${base}/api/preferences/versions`, headers: auth },
  };
  console.log(`\nPassword sign-in (argon2id m=64 MiB, t=2, p=1), 300 sequential calls:`);
  console.log(
    `  p50 ${signInFigures.p50.toFixed(1)} ms · p95 ${signInFigures.p95.toFixed(1)} ms · max ${signInFigures.max.toFixed(1)} ms`,
  );
  console.log(
    `\nautocannon, 10 connections, ${rounds} alternating rounds of ${seconds} s against bare Fastify GET /hello${pinned ? ' (servers on CPU 1, autocannon on CPU 0)' : ''}:`,
  );
  console.log(
    '| endpoint | req/s (median) | bare req/s (median) | ratio, median (min–max) | p99, worst round | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, target] of Object.entries(targets)) {
    const r = await alternate({ baseline: hello, target, rounds, seconds });
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${Math.round(r.baselineRps)} | ${pct(r.ratio)} (${pct(r.ratioMin)}–${pct(r.ratioMax)}) | ${r.p99} ms | ${r.bad} |`,
    );
  }
} finally {
  hello.kill('SIGTERM');
  await server.stop();
}
