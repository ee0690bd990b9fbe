// The database path under load: GET /api/preferences/favorites and the favorite toggle (POST) as the
// demo PRO account, on the built server (PGlite in a temp DATA_DIR, or PostgreSQL through
// BENCH_DATABASE_URL), against a bare Fastify "hello" in alternating rounds (scripts/lib/alternate.mjs).
// Builds nothing: run `npm run build -w @vetor/domain -w @vetor/server` first.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { alternate, pct, pinned, serverCommand } from './lib/alternate.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const [port, helloPort] = [await freePort(), await freePort()];
const server = await startBuiltServer({
  port,
  env: {
    SEED: 'true',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_RATE_LIMIT_IP: '100000000',
    LOGIN_RATE_LIMIT_EMAIL: '100000000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
});
const hello = spawn(...serverCommand('node', ['scripts/bench-hello.mjs', String(helloPort)]), {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((r) => hello.stdout.once('data', r));
const base = `http://127.0.0.1:${port}/api`;

try {
  const signIn = await fetch(`${base}/login/emails/${encodeURIComponent(DEMO.email)}/passwords`, {
    method: 'POST',
    headers: { 'x-password': DEMO.password, 'x-app-version': '5.12.2' },
  });
  const session = await signIn.json();
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${JSON.stringify(session)}`);
  const auth = { authorization: `Bearer ${session.token}`, 'x-app-version': '5.12.2' };
  // A few saved items, so the list is not empty; the toggle then adds and removes one more.
  for (const id of ['meloxicam', 'dipirona', 'tramadol']) {
    await fetch(`${base}/preferences/favorites`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: id, category: 1, type: 0 }),
    });
  }
  const targets = {
    'GET /api/preferences/favorites': { url: `${base}/preferences/favorites`, headers: auth },
    'POST /api/preferences/favorites (toggle)': {
      url: `${base}/preferences/favorites`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'bench-item', name: 'Item de teste', category: 1, type: 0 }),
    },
  };
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${engine}; autocannon, 10 connections, ${rounds} alternating rounds of ${seconds} s against bare Fastify GET /hello${pinned ? ' (servers on CPU 1, autocannon on CPU 0)' : ''}:`,
  );
  console.log(
    '| endpoint | req/s (median) | bare req/s (median) | ratio, median (min–max) | p99, worst round | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, target] of Object.entries(targets)) {
    const r = await alternate({ baseline: { url: `http://127.0.0.1:${helloPort}/hello` }, target, rounds, seconds });
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${Math.round(r.baselineRps)} | ${pct(r.ratio)} (${pct(r.ratioMin)}–${pct(r.ratioMax)}) | ${r.p99} ms | ${r.bad} |`,
    );
  }
} finally {
  hello.kill('SIGTERM');
  await server.stop();
}
