// `node scripts/bench-cards.mjs` (after `npm run build`): latency of posting one flashcard answer and
// of loading a category's ~200 cards, on the built server with its database (PGlite, or PostgreSQL
// with DATABASE_URL). Figures go to docs/benchmarks.md.
//
// What it measures, and why so:
// - One user's own concurrency: the web posts answers one at a time (a new post waits for the
//   pending one) and loads the cards before studying them, so every request here is sequential.
// - A warm-up (BENCH_WARMUP requests of each kind, discarded) so the figures are of a running
//   server, not of the JIT and the database's first plans and caches.
// - Enough samples for a p99 that means something: BENCH_N (default 2,000) of each; the p99 of
//   2,000 is the 20th slowest, not one unlucky request.
// - The list is loaded while the user has progress on part of it (the warm-up answers), so the
//   join with the user's progress is exercised; the answers cycle over every card of the library.
// Prints p50/p95/p99/max, the server's CPU time per request (/proc schedstat; it holds on a loaded
// machine, where the tail does not), the load average before and after, and the cards listed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { createBenchAccount } from './lib/bench-account.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const PORT = Number(process.env.PORT ?? 4405);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const N = Number(process.env.BENCH_N ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const LIST = '/api/preferences/cards?content_type=4&review=today';
const dataDir = mkdtempSync(join(tmpdir(), 'vetor-bench-cards-'));
const uid = await createBenchAccount({
  dataDir,
  url: process.env.DATABASE_URL,
  email: `bench-${Date.now()}@vetor.app`,
});
const server = await startBuiltServer({
  port: PORT,
  dataDir,
  env: {
    JWT_SECRET: SECRET,
    RATE_LIMIT_MAX: '100000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  },
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
});
const now = Math.floor(Date.now() / 1000);
const token = await new SignJWT({ email: 'bench@vetor.app', ent: ['va_pro'], prv: 'password' })
  .setProtectedHeader({ alg: 'HS256' })
  .setSubject(uid)
  .setIssuedAt(now)
  .setExpirationTime(now + 2400)
  .sign(new TextEncoder().encode(SECRET));
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const pct = (s, p) => s[Math.min(s.length - 1, Math.ceil((s.length * p) / 100) - 1)];
async function time(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
async function answer(cardId, score) {
  const res = await fetch(`${server.url}/api/preferences/cards`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ answers: [{ answer_id: randomUUID(), card_id: cardId, score }] }),
  });
  if (res.status !== 200) throw new Error(`POST ${res.status}`);
  await res.arrayBuffer();
}
async function load() {
  const res = await fetch(`${server.url}${LIST}`, { headers });
  if (res.status !== 200) throw new Error(`GET ${res.status}`);
  await res.arrayBuffer();
}
/** The server's CPU time (ns, every thread): per request it holds on a loaded machine, where latency does not. */
function serverCpuNs() {
  let total = 0;
  for (const task of readdirSync(`/proc/${server.pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${server.pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {}
  }
  return total;
}
async function measure(n, fn) {
  const times = [];
  const cpu0 = serverCpuNs();
  for (let i = 0; i < n; i++) times.push(await time(() => fn(i)));
  return { times, cpuMs: (serverCpuNs() - cpu0) / 1e6 / n };
}
const fmt = ({ times, cpuMs }) => {
  const s = sorted(times);
  const f = (v) => v.toFixed(2);
  return `p50 ${f(pct(s, 50))} ms, p95 ${f(pct(s, 95))} ms, p99 ${f(pct(s, 99))} ms, max ${f(s.at(-1))} ms; server CPU ${f(cpuMs)} ms/request`;
};

try {
  const load0 = loadavg()[0];
  // Every card of the library, from the four categories' "review today" lists (nothing answered yet).
  const all = [];
  for (const type of [4, 1, 2, 3]) {
    const res = await fetch(`${server.url}/api/preferences/cards?content_type=${type}&review=today`, { headers });
    all.push(...(await res.json()).cards.map((c) => c.card_id));
  }
  const category4 = all.slice(0, 220);
  // Warm-up: answers on a fifth of the category ("Again", so they stay due today) and list loads.
  for (let i = 0; i < WARMUP; i++) await answer(category4[(i * 5) % category4.length], 1);
  for (let i = 0; i < WARMUP; i++) await load();

  const loads = await measure(N, load);
  const listed = (await (await fetch(`${server.url}${LIST}`, { headers })).json()).cards.length;
  const posts = await measure(N, (i) => answer(all[i % all.length], 1 + (i % 5)));

  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${N} sequential requests each after ${WARMUP} warm-up`,
  );
  console.log(`POST /api/preferences/cards (1 answer): ${fmt(posts)}`);
  console.log(`GET ${LIST.slice(4)} (${listed} cards): ${fmt(loads)}`);
  console.log(`load average (1 min): ${load0.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
} finally {
  await server.stop({ keepData: false });
}
