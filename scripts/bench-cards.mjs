// `node scripts/bench-cards.mjs` (after `npm run build`): latency of posting one flashcard answer
// (sequential, a PRO user so the limit never stops it) and of loading a category's ~200 cards, on
// the built server with its embedded database. Prints p50/p99; figures go to docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { createBenchAccount } from './lib/bench-account.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const PORT = Number(process.env.PORT ?? 4405);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const N = Number(process.env.BENCH_N ?? 500);
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
});
const now = Math.floor(Date.now() / 1000);
const token = await new SignJWT({ email: 'bench@vetor.app', ent: ['va_pro'], prv: 'password' })
  .setProtectedHeader({ alg: 'HS256' })
  .setSubject(uid)
  .setIssuedAt(now)
  .setExpirationTime(now + 2400)
  .sign(new TextEncoder().encode(SECRET));
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
async function time(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

try {
  const list = await (
    await fetch(`${server.url}/api/preferences/cards?content_type=4&review=today`, { headers })
  ).json();
  const cards = list.cards.map((c) => c.card_id);
  console.log(`category 4 (review=today, nothing answered): ${cards.length} cards`);

  const posts = [];
  for (let i = 0; i < N; i++) {
    posts.push(
      await time(async () => {
        const res = await fetch(`${server.url}/api/preferences/cards`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            answers: [{ answer_id: randomUUID(), card_id: cards[i % cards.length], score: 1 + (i % 5) }],
          }),
        });
        if (res.status !== 200) throw new Error(`POST ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  const loads = [];
  for (let i = 0; i < N; i++) {
    loads.push(
      await time(async () => {
        const res = await fetch(`${server.url}/api/preferences/cards?content_type=4&review=today`, { headers });
        if (res.status !== 200) throw new Error(`GET ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  const fmt = (xs) => `p50 ${pct(xs, 50).toFixed(2)} ms, p99 ${pct(xs, 99).toFixed(2)} ms`;
  console.log(`POST /api/preferences/cards (1 answer, ${N} sequential): ${fmt(posts)}`);
  console.log(`GET /api/preferences/cards?content_type=4&review=today (${N} sequential): ${fmt(loads)}`);
} finally {
  await server.stop({ keepData: false });
}
