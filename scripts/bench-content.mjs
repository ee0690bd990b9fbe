// Content read path under load: GET of a drug detail and of a topic item on the built server
// (`node apps/server/dist/server.js`, PGlite in a temp DATA_DIR, a PRO token signed with the
// JWT_SECRET given to the server) against a bare Fastify "hello" server in the same run.
// Builds nothing: run `npm run build -w @vetor/domain -w @vetor/server` first.
// Goal: ≥ 50% of the bare server's req/s, p99 < 10 ms. Each detail is measured as a
// browser asks for it (Accept-Encoding: gzip, deflate, br, zstd — what our web app always sends)
// and without Accept-Encoding; the bare server also answers the same bytes, plain and brotli.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { alternate, pct, pinned, serverCommand } from './lib/alternate.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
// BENCH_ROUNDS alternating rounds of BENCH_SECONDS s on each side (scripts/lib/alternate.mjs).
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
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

const stop = async (child) => {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};

const [port, helloPort] = [await freePort(), await freePort()];
const server = await startBuiltServer({ port, env: { JWT_SECRET: secret, RATE_LIMIT_MAX: '100000000' } });
const dataDir = server.dataDir;

// The demo PRO account of the seed: a real account, as the auth plugin checks it on every call.
const signIn = await fetch(
  `http://127.0.0.1:${port}/api/login/emails/${encodeURIComponent('demo.pro@vetor.app')}/passwords`,
  { method: 'POST', headers: { 'x-password': 'vetor2026' } },
);
if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
const auth = { authorization: `Bearer ${(await signIn.json()).token}` };

const base = `http://127.0.0.1:${port}/api`;
// A bare server answering the drug detail's very bytes: the like-for-like baseline for a 5 KB answer.
const sameBodyFile = join(dataDir, 'same-body.json');
const sameBody = Buffer.from(await (await fetch(`${base}/entities/drugs/meloxicam`, { headers: auth })).arrayBuffer());
writeFileSync(sameBodyFile, sameBody);
// The same brotli settings as apps/server/src/lib/http-cache.ts.
writeFileSync(
  `${sameBodyFile}.br`,
  brotliCompressSync(sameBody, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }),
);
const helloServer = spawn(
  ...serverCommand('node', [join(root, 'scripts/bench-hello.mjs'), String(helloPort), sameBodyFile]),
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((r) => helloServer.stdout.once('data', r));
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const drug = `${base}/entities/drugs/meloxicam`;
const item = `${base}/topics/doencas/items/diabetes-mellitus-canino`;
const hello = { url: `http://127.0.0.1:${helloPort}/hello` };
const sameBytes = { url: `http://127.0.0.1:${helloPort}/same-body` };
const sameBrotli = { url: `http://127.0.0.1:${helloPort}/same-body-br` };
// [label, target, the bare server answering the very bytes this target answers]
const targets = [
  ['GET /api/entities/drugs/meloxicam (browser)', { url: drug, headers: { ...auth, ...browser } }, sameBrotli],
  ['GET /api/topics/doencas/items/diabetes-mellitus-canino (browser)', { url: item, headers: { ...auth, ...browser } }],
  ['GET /api/entities/drugs/meloxicam (no Accept-Encoding)', { url: drug, headers: auth }, sameBytes],
  ['GET /api/topics/doencas/items/diabetes-mellitus-canino (no Accept-Encoding)', { url: item, headers: auth }],
];
for (const [label, { url, headers }] of targets) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
}

console.log(
  `\nautocannon, ${connections} connections, ${rounds} alternating rounds of ${seconds} s against each baseline${pinned ? ' (servers on CPU 1, autocannon on CPU 0)' : ''}:`,
);
console.log(
  '| endpoint | baseline | req/s (median) | baseline req/s (median) | ratio, median (min–max) | p99, worst round | errors |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
const failed = [];
for (const [label, target, same] of targets) {
  for (const [baselineLabel, baseline] of [['bare hello', hello], ...(same ? [['bare, same bytes', same]] : [])]) {
    const r = await alternate({ baseline, target, rounds, seconds, connections });
    console.log(
      `| ${label} | ${baselineLabel} | ${Math.round(r.rps)} | ${Math.round(r.baselineRps)} | ${pct(r.ratio)} (${pct(r.ratioMin)}–${pct(r.ratioMax)}) | ${r.p99} ms | ${r.bad} |`,
    );
    if (label.includes('(browser)') && baseline === hello && (r.ratio < 0.5 || r.p99 >= 10 || r.bad > 0))
      failed.push(label);
  }
}
await stop(helloServer);
await server.stop();
if (failed.length) {
  console.log(`\nBelow goal (as a browser asks, against bare hello): ${failed.join(', ')}`);
  process.exitCode = 1;
}
