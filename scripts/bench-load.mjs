// `node scripts/bench-load.mjs [--server label=/repo/root ...] [--seconds 60] [--users 200]`:
// a 200-user realistic mix against each built server (`node apps/server/dist/server.js` of each
// root, PGlite in a temporary DATA_DIR, loopback only), one after the other in the same run, each
// first measured with a single user. Every virtual user loops: read a drug (50%), search (25%),
// list and save a favorite (15%), save a prescription and render its guide PDF (10%), with no think
// time. Prints median and p95 per kind, the 5xx count and the load/single-user ratio of each.
// Stops by itself: each phase ends on its clock, and the servers are stopped at the end.
// Build each root first (`npm run build -w @vetor/domain -w @vetor/server`). Default: this repo.
import { createServer } from 'node:net';
import { startBuiltServer } from './lib/built-server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const servers = argv
  .flatMap((arg, i) => (arg === '--server' ? [argv[i + 1]] : []))
  .map((spec) => {
    const [label, root] = spec.split('=');
    return { label, root };
  });
if (!servers.length) servers.push({ label: 'this', root: new URL('..', import.meta.url).pathname });
const SECONDS = Number(option('seconds', 60));
const USERS = Number(option('users', 200));
const BASELINE_SECONDS = Number(option('baseline-seconds', 15));
/** Pause between one user's calls (a reader reads); 0 drives the server as hard as it goes. */
const THINK_MS = Number(option('think-ms', 0));
const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };
const DRUGS = [
  'meloxicam',
  'amoxicilina-clavulanato',
  'dipirona',
  'tramadol',
  'gabapentina',
  'maropitant',
  'prednisolona',
];
const SEARCHES = ['meloxicam', 'dor', 'vomito gato', 'antibiotico', 'insuficiencia renal', 'dipirona cao'];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The built server of `root`, PGlite in a temporary DATA_DIR, on a free loopback port. */
async function startServer(root) {
  const server = await startBuiltServer({
    root,
    pin: false,
    port: await freePort(),
    env: { JWT_SECRET: 'bench-load-secret-bench-load-secret-0123456789', RATE_LIMIT_MAX: '100000000' },
  });
  return { base: server.url, stop: () => server.stop() };
}

async function json(res, what) {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The demo PRO vet (a professional with CRMV, so guides render), one owner and one patient. */
async function prepare(base) {
  const signIn = await fetch(`${base}/api/login/emails/${encodeURIComponent(DEMO.email)}/passwords`, {
    method: 'POST',
    headers: { 'x-password': DEMO.password },
  });
  const { token } = await json(signIn, 'sign-in');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (path, body) => fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const owner = await json(
    await post('/patients/owners', {
      name: 'José Ávila Gonçalves',
      cpf: '111.444.777-35',
      address: 'Rua das Acácias, 45',
    }),
    'owner',
  );
  const patient = await json(
    await post('/patients', {
      name: 'Thor',
      species: 1,
      sex: 0,
      breed: 'Labrador Retriever',
      weight: 32.5,
      hasBirthday: true,
      birthday: '10/03/2021',
      ownerId: owner.id,
    }),
    'patient',
  );
  return { headers, patientId: patient.id };
}

const PAGES = [
  [
    {
      id: 'i1',
      name: 'Meloxicam',
      option: { concentration: '2 mg', display: 'Comprimido', package: '10 comprimidos' },
      freeText: false,
      posology: '1 comprimido de 2 mg, via oral, a cada 24 horas, por 5 dias.',
      route: 'VO',
      quantity: '1 caixa',
      page: 0,
      type: 0,
      drugsList: [{ drug: 'Meloxicam', drugId: 'meloxicam', category: 1 }],
    },
  ],
];

/** One call of each kind; the answer's status, and the body read so the time is the whole answer. */
function kinds(base, { headers, patientId }) {
  const get = (path) => fetch(`${base}/api${path}`, { headers: { authorization: headers.authorization } });
  const post = (path, body) => fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return {
    content: () => get(`/entities/drugs/${pick(DRUGS)}`),
    search: () => get(`/search?q=${encodeURIComponent(pick(SEARCHES))}`),
    favorites: async () => {
      const drug = pick(DRUGS);
      const saved = await post('/preferences/favorites', { id: drug, name: drug, category: 1 });
      if (saved.status >= 400) return saved;
      await saved.arrayBuffer();
      return get('/preferences/favorites');
    },
    prescriptionPdf: async () => {
      const draft = await post('/patients/prescriptions', { patientId, pages: PAGES });
      if (draft.status >= 400) return draft;
      const { id } = await draft.json();
      return post('/patients/prescriptions/files', { prescriptionId: id });
    },
  };
}
const MIX = [
  ['content', 0.5],
  ['search', 0.25],
  ['favorites', 0.15],
  ['prescriptionPdf', 0.1],
];
const chooseKind = () => {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    r -= share;
    if (r < 0) return kind;
  }
  return MIX[0][0];
};

/** `users` loops for `seconds`; every call's time by kind, and the 5xx and network errors. */
async function drive(calls, users, seconds) {
  const times = Object.fromEntries(MIX.map(([k]) => [k, []]));
  let serverErrors = 0;
  let failures = 0;
  const refusals = new Set();
  const until = performance.now() + seconds * 1000;
  const user = async () => {
    while (performance.now() < until) {
      const kind = chooseKind();
      const started = performance.now();
      try {
        const res = await calls[kind]();
        const body = await res.text();
        if (res.status >= 500) serverErrors++;
        else if (res.status >= 400) failures++;
        if (res.status >= 400) refusals.add(`${kind} ${res.status} ${body.slice(0, 160)}`);
      } catch {
        failures++;
      }
      times[kind].push(performance.now() - started);
      if (THINK_MS) await new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
    }
  };
  await Promise.all(Array.from({ length: users }, user));
  return { times, serverErrors, failures, refusals };
}

const quantile = (xs, q) => {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (x) => (Number.isNaN(x) ? '—' : x >= 100 ? String(Math.round(x)) : x.toFixed(1));

const rows = [];
for (const { label, root } of servers) {
  const server = await startServer(root);
  try {
    const calls = kinds(server.base, await prepare(server.base));
    await drive(calls, 4, 3); // warm-up: fonts, caches, the PDF workers
    const single = await drive(calls, 1, BASELINE_SECONDS);
    const load = await drive(calls, USERS, SECONDS);
    for (const [kind] of MIX) {
      const one = quantile(single.times[kind], 0.5);
      const loaded = quantile(load.times[kind], 0.5);
      rows.push({
        server: label,
        kind,
        calls: load.times[kind].length,
        'single median': ms(one),
        'load median': ms(loaded),
        'load p95': ms(quantile(load.times[kind], 0.95)),
        ratio: (loaded / one).toFixed(1),
      });
    }
    rows.push({ server: label, kind: '5xx / 4xx+network', calls: `${load.serverErrors} / ${load.failures}` });
    for (const refusal of load.refusals) console.log(`${label}: ${refusal}`);
    console.log(`${label} done`);
    console.table(rows.filter((r) => r.server === label));
  } finally {
    await server.stop();
  }
}
console.log(`${USERS} users × ${SECONDS} s, single user × ${BASELINE_SECONDS} s, think ${THINK_MS} ms, times in ms`);
console.table(rows);
