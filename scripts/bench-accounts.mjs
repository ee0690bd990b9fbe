// `node scripts/bench-accounts.mjs [--no-build]`: accounts figures for docs/benchmarks.md.
// 1. Password sign-in latency (argon2id verify + throttle + session), 300 sequential calls, p50/p95.
// 2. Throughput with autocannon, in the same run: a bare Fastify hello server, POST /api/login/{uid}/tokens
//    (token renewal) and an authenticated GET /api/preferences/versions, with their ratio to the bare server.
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4388;
const HELLO_PORT = 4389;
const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build', '-w', '@vetor/domain', '-w', '@vetor/server', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

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

const hello = spawn('node', ['scripts/bench-hello.mjs', String(HELLO_PORT)], { cwd: root, stdio: 'ignore' });
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
  const signInFigures = { p50: pct(times, 0.5), p95: pct(times, 0.95), max: Math.max(...times) };

  // 2. Throughput, same run, same machine.
  const load = (opts) =>
    new Promise((resolve, reject) =>
      autocannon({ connections: 10, duration, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
    );
  const auth = { authorization: `Bearer ${session.token}`, 'x-app-version': '5.12.2' };
  const runs = {
    'bare Fastify GET /hello': await load({ url: `http://127.0.0.1:${HELLO_PORT}/hello` }),
    'POST /api/login/{uid}/tokens': await load({
      url: `${base}/api/login/${session.user.uid}/tokens`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ user: { uid: session.user.uid } }),
    }),
    'GET /api/preferences/versions (authenticated)': await load({
      url: `${base}/api/preferences/versions`,
      headers: auth,
    }),
  };
  const bare = runs['bare Fastify GET /hello'].requests.average;
  console.log(`\nPassword sign-in (argon2id m=64 MiB, t=2, p=1), 300 sequential calls:`);
  console.log(
    `  p50 ${signInFigures.p50.toFixed(1)} ms · p95 ${signInFigures.p95.toFixed(1)} ms · max ${signInFigures.max.toFixed(1)} ms`,
  );
  console.log(`\nautocannon, 10 connections, ${duration} s each:`);
  for (const [name, r] of Object.entries(runs)) {
    const errors = r.non2xx + r.errors;
    console.log(
      `  ${name.padEnd(48)} ${String(Math.round(r.requests.average)).padStart(7)} req/s · p99 ${r.latency.p99} ms · ${(
        (100 * r.requests.average) / bare
      ).toFixed(0)}% of bare${errors ? ` · ${errors} non-2xx/errors` : ''}`,
    );
  }
} finally {
  hello.kill('SIGTERM');
  await server.stop();
}
