// `node scripts/bench-cluster.mjs [--seconds 60] [--vets 200] [--think-ms 1000]`: two built server
// instances on one PostgreSQL database (127.0.0.1:5432, a database of its own, dropped at the end),
// Redis (127.0.0.1:6379) and an S3 peer (s3rver), behind a small round-robin proxy on loopback that
// retries a refused connection on the other instance and skips an instance whose readiness is not
// 200, like a real balancer. 200 vets loop through a realistic mix (read a drug 45%, search 25%,
// register a patient 15% — the writes —, list patients 10%, AI answer 5%) with think time, while:
//   at 25% of the run instance B gets SIGTERM (it drains) and is started again 10 s later;
//   at 65% every PostgreSQL connection of the database is terminated once (pg_terminate_backend).
// Then every acknowledged write is read back. Prints calls, latency, errors by window, the writes
// lost (acknowledged but not found) and how long each failure took to heal.
// Build first: `npm run build -w @vetor/domain -w @vetor/server`. Stops by itself.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { createSigner } from 'fast-jwt';
import httpProxy from 'http-proxy';
import pg from 'pg';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { createUser, setEntitlements } from '../apps/server/dist/features/accounts/accounts.repository.js';
import { startBuiltServer } from './lib/built-server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const SECONDS = Number(option('seconds', 60));
const VETS = Number(option('vets', 200));
const THINK_MS = Number(option('think-ms', 1000));
const POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const SECRET = `bench-cluster-${randomBytes(16).toString('hex')}`;
const root = new URL('..', import.meta.url).pathname;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- the services ----------------------------------------------------------------------------------
const dbName = `vetor_bench_cluster_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
await admin.connect();
await admin.query(`create database ${dbName}`);
const DATABASE_URL = `${POSTGRES}/${dbName}`;

const s3Dir = mkdtempSync(join(tmpdir(), 'vetor-bench-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'vetor', configs: [] }],
});
// s3rver 4 checks bucket-level paths without the trailing slash today's SDK signs (src/test/s3-peer.ts).
s3.middleware.unshift(async (ctx, next) => {
  s3.allowMismatchedSignatures = /^\/[^/]+\/$/.test(ctx.path);
  await next();
});
const { port: s3Port } = await s3.run();

const env = {
  DATABASE_URL,
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_URL: `s3+http://S3RVER:S3RVER@127.0.0.1:${s3Port}/vetor/bench?region=us-east-1&forcePathStyle=true`,
  JWT_SECRET: SECRET,
  RATE_LIMIT_MAX: '100000000',
  MIGRATE_ON_START: 'false',
  SEED: 'false',
  DRAIN_DELAY_MS: '2000',
  WEB_DIST: '/nonexistent',
};

const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) await step().catch((err) => console.error(err));
}

try {
  // The deploy step: migrations and seed once, as the image's migrate command does.
  const migrated = performance.now();
  await new Promise((resolve, reject) => {
    const child = spawn('node', ['apps/server/dist/migrate-command.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, SEED: 'true', NODE_ENV: 'production', DATA_DIR: s3Dir, LOG_LEVEL: 'warn' },
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate exited ${code}`))));
  });
  console.log(`migrate + seed: ${Math.round(performance.now() - migrated)} ms`);

  // 200 PRO vets, each with an owner for their patients.
  const database = await openDatabase({ url: DATABASE_URL, poolMax: 4 });
  const sign = createSigner({ key: Buffer.from(SECRET), algorithm: 'HS256' });
  const vets = [];
  for (let i = 0; i < VETS; i++) {
    const email = `vet${i}@bench.vetor.app`;
    const { row } = await createUser(database.db, { email });
    await setEntitlements(database.db, row.uid, ['va_pro'], 'website');
    const now = Math.floor(Date.now() / 1000);
    const token = sign({ sub: row.uid, email, ent: ['va_pro'], prv: 'email', iat: now, exp: now + 2400 });
    vets.push({ uid: row.uid, token, written: [] });
  }
  await database.close();

  const ports = [await freePort(), await freePort()];
  const instances = [];
  const startInstance = (i) => startBuiltServer({ port: ports[i], env, pin: false, timeoutMs: 300_000 });
  instances[0] = await startInstance(0);
  instances[1] = await startInstance(1);
  cleanups.push(async () => {
    for (const instance of instances) await instance?.stop();
  });

  // --- the balancer ----------------------------------------------------------------------------------
  const targets = ports.map((port) => ({ url: `http://127.0.0.1:${port}`, ready: true }));
  const health = setInterval(() => {
    for (const target of targets) {
      fetch(`${target.url}/api/health/ready`, { signal: AbortSignal.timeout(1000) })
        .then((res) => {
          target.ready = res.status === 200;
          return res.arrayBuffer();
        })
        .catch(() => {
          target.ready = false;
        });
    }
  }, 500);
  cleanups.push(async () => clearInterval(health));
  const proxy = httpProxy.createProxyServer({ xfwd: false, proxyTimeout: 30_000 });
  let next = 0;
  let retried = 0;
  const pick = (skip) => {
    const ready = targets.filter((t) => t.ready && t !== skip);
    const pool = ready.length ? ready : targets.filter((t) => t !== skip);
    return pool[next++ % pool.length];
  };
  const balancer = createHttpServer((req, res) => {
    const first = pick();
    proxy.web(req, res, { target: first.url }, (err) => {
      // Refused: the request never reached that instance, so sending it to the other is safe.
      if (err.code === 'ECONNREFUSED' && !res.headersSent) {
        retried++;
        first.ready = false;
        proxy.web(req, res, { target: pick(first).url }, () => {
          if (!res.headersSent) res.writeHead(502).end();
        });
      } else if (!res.headersSent) res.writeHead(502).end();
    });
  });
  const proxyPort = await freePort();
  await new Promise((resolve) => balancer.listen(proxyPort, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => balancer.close(resolve)));
  const base = `http://127.0.0.1:${proxyPort}/api`;

  // --- the vets --------------------------------------------------------------------------------------
  const DRUGS = ['meloxicam', 'amoxicilina-clavulanato', 'dipirona', 'tramadol', 'gabapentina', 'maropitant'];
  const SEARCHES = ['meloxicam', 'dor', 'vomito gato', 'antibiotico', 'insuficiencia renal', 'dipirona cao'];
  const pick1 = (list) => list[Math.floor(Math.random() * list.length)];
  const call = (vet, path, init = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${vet.token}`, 'content-type': 'application/json', ...init.headers },
    });
  for (const vet of vets) {
    const res = await call(vet, '/patients/owners', {
      method: 'POST',
      body: JSON.stringify({ name: 'José Ávila Gonçalves', cpf: '111.444.777-35', address: 'Rua das Acácias, 45' }),
    });
    if (!res.ok) throw new Error(`owner: ${res.status} ${await res.text()}`);
    vet.ownerId = (await res.json()).id;
  }
  let patientN = 0;
  const MIX = [
    ['content', 0.45, (vet) => call(vet, `/entities/drugs/${pick1(DRUGS)}`)],
    ['search', 0.25, (vet) => call(vet, `/search?q=${encodeURIComponent(pick1(SEARCHES))}`)],
    [
      'write',
      0.15,
      async (vet) => {
        const name = `Paciente ${++patientN}`;
        const res = await call(vet, '/patients', {
          method: 'POST',
          body: JSON.stringify({
            name,
            species: 1,
            sex: 0,
            breed: 'Labrador Retriever',
            weight: 32.5,
            hasBirthday: true,
            birthday: '10/03/2021',
            ownerId: vet.ownerId,
          }),
        });
        if (res.ok) {
          const body = await res.json();
          vet.written.push(body.id);
          return { status: res.status };
        }
        return res;
      },
    ],
    ['list', 0.1, (vet) => call(vet, '/patients')],
    ['ai', 0.05, (vet) => call(vet, `/topics/ai-search?search=${encodeURIComponent(pick1(SEARCHES))}`)],
  ];
  const chooseKind = () => {
    let r = Math.random();
    for (const entry of MIX) {
      r -= entry[1];
      if (r < 0) return entry;
    }
    return MIX[0];
  };

  const started = performance.now();
  const at = () => performance.now() - started;
  const times = Object.fromEntries(MIX.map(([k]) => [k, []]));
  /** [start, duration] of every call, for latency by phase. */
  const calls = [];
  /** Every failed call: when it started and ended, its kind and why. */
  const failures = [];
  const events = [];
  const until = SECONDS * 1000;
  const vet = async (v) => {
    await sleep(Math.random() * THINK_MS);
    while (at() < until) {
      const [kind, , run] = chooseKind();
      const t0 = at();
      try {
        const res = await run(v);
        if (res.arrayBuffer) await res.arrayBuffer();
        if (res.status >= 400) failures.push({ t0, t1: at(), kind, why: String(res.status) });
      } catch (err) {
        failures.push({ t0, t1: at(), kind, why: err.cause?.code ?? err.name });
      }
      times[kind].push(at() - t0);
      calls.push([t0, at() - t0]);
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  };

  const chaos = (async () => {
    await sleep(until * 0.25);
    events.push({ name: 'SIGTERM à instância B', at: at() });
    const stopping = instances[1];
    await stopping.stop();
    events.at(-1).stoppedAfterMs = Math.round(at() - events.at(-1).at);
    await sleep(10_000 - (at() - events.at(-1).at));
    const restartAt = at();
    instances[1] = await startInstance(1);
    events.push({ name: 'B de volta', at: restartAt, readyAfterMs: Math.round(at() - restartAt) });
    await sleep(Math.max(0, until * 0.65 - at()));
    const killed = await admin.query(
      'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    events.push({ name: `PostgreSQL: ${killed.rows[0].n} conexões terminadas`, at: at() });
  })();
  await Promise.all([...vets.map(vet), chaos]);

  // --- read back ---------------------------------------------------------------------------------------
  let acknowledged = 0;
  let lost = 0;
  for (const v of vets) {
    for (const id of v.written) {
      acknowledged++;
      const res = await call(v, `/patients/${id}`);
      if (res.status !== 200) lost++;
      await res.arrayBuffer();
    }
  }

  // Errors by the failure they belong to: a call that was in flight at the event or started within
  // the heal time after it. The heal time is the end of the last failed call that began after the event.
  const windows = events
    .filter((e) => !e.name.startsWith('B de volta'))
    .map((e) => {
      const after = failures.filter((f) => f.t1 >= e.at && f.t0 <= e.at + 15_000);
      const healedMs = after.length ? Math.round(Math.max(...after.map((f) => f.t1)) - e.at) : 0;
      return { ...e, event: e.name, when: `${(e.at / 1000).toFixed(1)} s`, errors: after.length, healedMs };
    });
  const explained = new Set(windows.flatMap((w) => failures.filter((f) => f.t1 >= w.at && f.t0 <= w.at + 15_000)));
  const unexplained = failures.filter((f) => !explained.has(f));

  const quantile = (xs, q) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : Number.NaN;
  };
  const ms = (x) => (Number.isNaN(x) ? '—' : x >= 100 ? String(Math.round(x)) : x.toFixed(1));
  console.table(
    MIX.map(([kind]) => ({
      kind,
      calls: times[kind].length,
      median: ms(quantile(times[kind], 0.5)),
      p95: ms(quantile(times[kind], 0.95)),
      p99: ms(quantile(times[kind], 0.99)),
    })),
  );
  const total = Object.values(times).reduce((n, xs) => n + xs.length, 0);
  console.log(`${total} calls in ${SECONDS} s (${(total / SECONDS).toFixed(0)}/s), ${VETS} vets, think ${THINK_MS} ms`);
  console.table(
    windows.map(({ event, when, errors, healedMs, stoppedAfterMs }) => ({
      event,
      at: when,
      errors,
      healedMs,
      stoppedAfterMs,
    })),
  );
  for (const e of events.filter((e) => e.readyAfterMs)) console.log(`${e.name}: pronta em ${e.readyAfterMs} ms`);
  // Latency by phase of the same run: both instances before any failure (the baseline), one
  // instance alone (B stopped until it is ready again), and both again.
  const [stop, back, kill] = events;
  const phases = [
    ['2 instâncias (base)', 0, stop.at],
    ['1 instância (B parada)', stop.at + stop.stoppedAfterMs, back.at + back.readyAfterMs],
    ['2 instâncias de novo', back.at + back.readyAfterMs + 2000, kill.at],
  ];
  console.table(
    phases.map(([phase, from, to]) => {
      const inPhase = calls.filter(([t0]) => t0 >= from && t0 < to).map(([, d]) => d);
      return {
        phase,
        seconds: ((to - from) / 1000).toFixed(1),
        'calls/s': (inPhase.length / ((to - from) / 1000)).toFixed(0),
        median: ms(quantile(inPhase, 0.5)),
        p95: ms(quantile(inPhase, 0.95)),
      };
    }),
  );
  const why = {};
  for (const f of failures) why[`${f.kind} ${f.why}`] = (why[`${f.kind} ${f.why}`] ?? 0) + 1;
  console.log('failed calls by kind and reason:', why);
  console.log(`errors outside the failure windows: ${unexplained.length}`);
  console.log(`connect-refused retried on the other instance: ${retried}`);
  console.log(`writes acknowledged: ${acknowledged}, read back: ${acknowledged - lost}, lost: ${lost}`);
  if (lost || unexplained.length) process.exitCode = 1;
} finally {
  await cleanUp();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${dbName} with (force)`).catch((err) => console.error(err.message));
  await admin.end();
}
