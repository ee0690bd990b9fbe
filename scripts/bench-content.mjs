// Content read path under load: GET of a drug detail and of a topic item on the built server
// (`node apps/server/dist/server.js`, PGlite in a temp DATA_DIR, a PRO token signed with the
// JWT_SECRET given to the server) against a bare Fastify "hello" server in the same run.
// Builds nothing: run `npm run build -w @vetor/domain -w @vetor/server` first.
// Goal (issue 5): ≥ 50% of the bare server's req/s, p99 < 10 ms.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import { startBuiltServer } from './lib/built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const secret = 'bench-secret-bench-secret-bench-secret-0123';

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const stop = async (child) => {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};

const [port, helloPort] = [await freePort(), await freePort()];
const server = await startBuiltServer({ port, env: { JWT_SECRET: secret, RATE_LIMIT_MAX: '100000000' } });
const dataDir = server.dataDir;

const now = Math.floor(Date.now() / 1000);
const token = await new SignJWT({ email: 'bench@vetor.dev', ent: ['va_pro'], prv: 'email' })
  .setProtectedHeader({ alg: 'HS256' })
  .setSubject('bench-user')
  .setIssuedAt(now)
  .setExpirationTime(now + 2400)
  .sign(new TextEncoder().encode(secret));
const auth = { authorization: `Bearer ${token}` };

const base = `http://127.0.0.1:${port}/api`;
// A bare server answering the drug detail's very bytes: the like-for-like baseline for a 5 KB answer.
const sameBodyFile = join(dataDir, 'same-body.json');
writeFileSync(sameBodyFile, await (await fetch(`${base}/entities/drugs/meloxicam`, { headers: auth })).text());
const hello = spawn('node', [join(root, 'scripts/bench-hello.mjs'), String(helloPort), sameBodyFile], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((r) => hello.stdout.once('data', r));
const targets = [
  ['bare Fastify GET /hello', `http://127.0.0.1:${helloPort}/hello`, {}],
  ['bare Fastify GET /same-body (the drug detail bytes)', `http://127.0.0.1:${helloPort}/same-body`, {}],
  ['GET /api/entities/drugs/meloxicam', `${base}/entities/drugs/meloxicam`, auth],
  [
    'GET /api/topics/doencas/items/diabetes-mellitus-canino',
    `${base}/topics/doencas/items/diabetes-mellitus-canino`,
    auth,
  ],
];
for (const [label, url, headers] of targets) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
}

const rows = [];
for (const [label, url, headers] of targets) {
  await load(url, headers); // warm-up run, discarded
  const r = await load(url, headers);
  rows.push({
    label,
    rps: r.requests.average,
    p99: r.latency.p99,
    bytes: r.throughput.average,
    bad: r.non2xx + r.errors,
  });
}
await stop(hello);
await server.stop();

const bare = rows[0].rps;
console.log(`\nautocannon, ${connections} connections, ${duration} s each (after a discarded warm-up run):`);
const sameSize = rows[1].rps;
console.log('| endpoint | req/s | p99 (ms) | vs bare hello | vs bare same-size body | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.label} | ${Math.round(r.rps)} | ${r.p99} | ${((r.rps / bare) * 100).toFixed(0)}% | ${((r.rps / sameSize) * 100).toFixed(0)}% | ${r.bad} |`,
  );
const failed = rows.slice(2).filter((r) => r.rps < bare * 0.5 || r.p99 >= 10 || r.bad > 0);
if (failed.length) {
  console.log(`\nBelow goal: ${failed.map((r) => r.label).join(', ')}`);
  process.exitCode = 1;
}
