// Scrolling the content list's virtual list with 2,000 rows in Debian's Chromium: the built server,
// a PRO session, and GET /api/entities/summaries answered with 2,000 synthetic drugs. Scrolls the
// window frame by frame for ~5 s and reports frame intervals; a frame over 25 ms (1.5 × 16.7 ms) counts
// as dropped. Run `npm run build` first. Usage: node scripts/bench-scroll.mjs [--cpu-slowdown=4]
import { createHmac } from 'node:crypto';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.mjs';

const PORT = 4397;
const SECRET = 'bench-scroll-secret-bench-scroll-secret-0123';
const slowdown = Number((process.argv.find((a) => a.startsWith('--cpu-slowdown=')) ?? '=1').split('=')[1]);

const server = await startBuiltServer({ port: PORT, env: { JWT_SECRET: SECRET } });

const b64 = (x) => Buffer.from(JSON.stringify(x)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'bench-pro', email: 'pro@bench.vetor', ent: ['va_pro'], prv: 'email', iat: now, exp: now + 2400 })}`;
const token = `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
const session = {
  user: {
    uid: 'bench-pro',
    email: 'pro@bench.vetor',
    displayName: 'Bench Pro',
    isPremium: true,
    entitlements: ['va_pro'],
  },
  token,
  tokenExpire: (now + 2400) * 1000,
};

const systems = Array.from({ length: 22 }, (_, i) => i + 1);
const items = Array.from({ length: 2000 }, (_, i) => ({
  id: `farmaco-${i}`,
  kind: 'drug',
  type: 0,
  name: `Fármaco de teste ${String(i).padStart(4, '0')}`,
  description: 'Descrição curta do medicamento para a linha da lista',
  category: 1,
  collection: 'drugs',
  classes: [`Classe ${i % 40}`],
  systems: [systems[i % 22]],
  animals: i % 3 === 0 ? [1] : [1, 2],
  drugs: [],
  brandLines: [],
  petAges: [],
  petSizes: [],
  features: [],
  premium: i % 5 === 0,
  freeTrial: false,
  isNew: i % 17 === 0,
}));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu-vsync'],
});
const results = [];
try {
  for (const [label, viewport] of [
    ['phone 360×740', { width: 360, height: 740 }],
    ['desktop 1280×800', { width: 1280, height: 800 }],
  ]) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR' });
    const page = await context.newPage();
    if (slowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript((s) => window.localStorage.setItem('vetor:user', JSON.stringify(s)), session);
    await page.route('**/api/entities/summaries', (route) => route.fulfill({ json: { hash: 'bench', items } }));
    await page.goto(`http://127.0.0.1:${PORT}/items?category=1`);
    await page.getByText('2000 itens').waitFor({ timeout: 30_000 });
    await page.getByText('Fármaco de teste 0000').first().waitFor({ timeout: 30_000 });
    const intervals = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const out = [];
          let last = performance.now();
          let frames = 0;
          const step = (t) => {
            out.push(t - last);
            last = t;
            window.scrollBy(0, 60);
            if (++frames < 300) requestAnimationFrame(step);
            else resolve(out.slice(1));
          };
          requestAnimationFrame(step);
        }),
    );
    const rows = await page.evaluate(() => window.scrollY);
    const sorted = [...intervals].sort((a, b) => a - b);
    const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    results.push({
      label,
      frames: intervals.length,
      scrolled: Math.round(rows),
      median: pct(0.5).toFixed(1),
      p95: pct(0.95).toFixed(1),
      max: sorted[sorted.length - 1].toFixed(1),
      dropped: intervals.filter((x) => x > 25).length,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n2,000-row list, ${slowdown}× CPU slowdown, 300 frames scrolling 60 px each:`);
console.log('| viewport | frames | px scrolled | median frame | p95 | max | dropped (> 25 ms) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.label} | ${r.frames} | ${r.scrolled} | ${r.median} ms | ${r.p95} ms | ${r.max} ms | ${r.dropped} |`,
  );
