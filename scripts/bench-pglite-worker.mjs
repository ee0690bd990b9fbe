// `node scripts/bench-pglite-worker.mjs` (after `npm run build`): the favorite toggle and a flashcard
// answer at 10 concurrent clients, on the built server with PGlite (its own thread) and, in the same
// run, with PostgreSQL (BENCH_DATABASE_URL, a database of its own; skipped when unset). Prints one
// table row per engine and endpoint: p50/p99/max and the server's CPU time per request (every
// thread, /proc schedstat). Figures go to docs/benchmarks.md.
// BENCH_N requests of each kind (default 2,000) after BENCH_WARMUP (default 200), spread over
// BENCH_CLIENTS (default 10) clients that each send their next request when the last one answered.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { createBenchAccount } from './lib/bench-account.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { threadsCpuNs } from './lib/cpu.mjs';

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const N = Number(process.env.BENCH_N ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);

const pct = (s, p) => s[Math.min(s.length - 1, Math.ceil((s.length * p) / 100) - 1)];

async function run(engine, url, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetor-bench-pglite-worker-'));
  const uid = await createBenchAccount({ dataDir, url, email: `bench-${Date.now()}@vetor.app` });
  const server = await startBuiltServer({
    port,
    dataDir,
    env: { JWT_SECRET: SECRET, RATE_LIMIT_MAX: '100000000', ...(url ? { DATABASE_URL: url } : {}) },
  });
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: 'bench@vetor.app', ent: ['va_pro'], prv: 'password' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 2400)
    .sign(new TextEncoder().encode(SECRET));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const cpuNs = () => threadsCpuNs(server.pid);
  const post = async (path, body) => {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`POST ${path} ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  try {
    const res = await fetch(`${server.url}/api/preferences/cards?content_type=4&review=today`, { headers });
    const cards = (await res.json()).cards.map((c) => c.card_id);
    const kinds = {
      'POST /api/preferences/favorites (toggle)': (i) =>
        post('/api/preferences/favorites', { id: `bench-${i % 20}`, name: 'Item de teste', category: 1, type: 0 }),
      'POST /api/preferences/cards (1 answer)': (i) =>
        post('/api/preferences/cards', {
          answers: [{ answer_id: randomUUID(), card_id: cards[i % cards.length], score: 1 + (i % 5) }],
        }),
    };
    const rows = [];
    for (const [name, send] of Object.entries(kinds)) {
      for (let i = 0; i < WARMUP; i++) await send(i);
      const times = [];
      let next = 0;
      const cpu0 = cpuNs();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < N) {
            const i = next++;
            const t = performance.now();
            await send(i);
            times.push(performance.now() - t);
          }
        }),
      );
      const cpuMs = (cpuNs() - cpu0) / 1e6 / N;
      times.sort((a, b) => a - b);
      rows.push({ engine, name, p50: pct(times, 50), p99: pct(times, 99), max: times.at(-1), cpuMs });
    }
    return rows;
  } finally {
    await server.stop({ keepData: false });
  }
}

const load0 = loadavg()[0];
const rows = await run('PGlite', undefined, 4461);
if (process.env.BENCH_DATABASE_URL) rows.push(...(await run('PostgreSQL', process.env.BENCH_DATABASE_URL, 4462)));
console.log(`${N} requests of each kind, ${CLIENTS} concurrent clients, after ${WARMUP} warm-up`);
console.log('| engine | endpoint | p50 | p99 | max | server CPU / request |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
const f = (v) => `${v.toFixed(1)} ms`;
for (const r of rows)
  console.log(`| ${r.engine} | ${r.name} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${f(r.cpuMs)} |`);
console.log(`load average (1 min): ${load0.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
