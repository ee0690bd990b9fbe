// `node scripts/trace-ab.mjs --against=DIR [--runs=N] [path…]`: compares the start-up main-thread work
// of this checkout's built web app with a baseline's (DIR: another checkout's `apps/web/dist`), signed
// in as the demo PRO account, in Debian's Chromium with no throttling. Run `npm run build` first.
//
// Why beside scripts/lighthouse.mjs: on this shared VM one Lighthouse mobile run's TBT moves by ±1.4 s
// between two loads of the same build, so six pairs cannot tell a 300 ms change from noise. Lighthouse
// computes mobile TBT by simulating a 4× slower CPU on the tasks it observed; this script reads the
// same tasks from a Chromium trace of each load and reports:
// - `work`: all main-thread task time, ms;
// - `simTBT`: Σ (4 × task − 50 ms) over tasks longer than 12.5 ms, the share of each task a 4× slower
//   phone would block beyond Lighthouse's 50 ms, i.e. Lighthouse's TBT without its network simulation.
// Loads alternate ABAB with the HTTP cache cleared (service worker and session kept, as
// scripts/lighthouse.mjs does); the summary gives each build's medians and the paired differences.
import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './lib/built-server.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 12);
const against = args.find((a) => a.startsWith('--against='))?.slice('--against='.length);
if (!against) throw new Error('--against=DIR is required (a baseline build, e.g. another checkout’s apps/web/dist)');
const pages = args.filter((a) => !a.startsWith('--'));
if (pages.length === 0) pages.push('/home');
const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };
const PORT = Number(process.env.TRACE_PORT ?? 4496);
/** Time after `load` still traced: the answers and lazy chunks of a signed-in start arrive then. */
const SETTLE_MS = 4000;

const servers = [
  await startBuiltServer({ port: PORT }),
  await startBuiltServer({ port: PORT + 1, env: { WEB_DIST: resolve(against) } }),
];
const builds = [
  { name: 'this', origin: `http://127.0.0.1:${PORT}` },
  { name: 'baseline', origin: `http://127.0.0.1:${PORT + 1}` },
];
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});

/**
 * Signs `page` in on a build's origin the way the app stores its session, and installs its service
 * worker. One tab serves both builds (each origin keeps its own storage and worker): with a tab per
 * build, the one in the background is not painted and its timers are throttled, which once made the
 * background build look 30% lighter.
 */
async function signIn(page, origin, path) {
  const res = await fetch(`${origin}/api/login/emails/${encodeURIComponent(DEMO.email)}/passwords`, {
    method: 'POST',
    headers: { 'x-password': DEMO.password },
  });
  if (!res.ok) throw new Error(`sign-in of the demo account failed: ${res.status}`);
  const s = await res.json();
  await page.goto(`${origin}/login`);
  await page.evaluate((session) => localStorage.setItem('vetor:user', JSON.stringify(session)), {
    user: s.user,
    token: s.token,
    tokenExpire: s.tokenExpire,
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
  await page.goto('about:blank');
}

/** The renderer main thread's top-level tasks of one cold load. */
async function loadTasks(page, url) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
  await page.goto('about:blank');
  const threads = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const tasksOf = (t) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X');
  // The page's renderer is the main thread with the most tasks (others: about:blank, extensions).
  return threads.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
  for (const path of pages) {
    for (const b of builds) await signIn(page, b.origin, path);
    const results = builds.map(() => []);
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? [1, 0] : [0, 1];
      for (const k of order) {
        const tasks = await loadTasks(page, `${builds[k].origin}${path}`);
        const ms = tasks.map((t) => t.dur / 1000);
        results[k].push({
          work: ms.reduce((a, b) => a + b, 0),
          simTbt: ms.filter((d) => d > 12.5).reduce((a, d) => a + 4 * d - 50, 0),
        });
      }
    }
    console.log(`\n${path}, ${runs} loads per build (ABAB):`);
    builds.forEach((b, k) => {
      const r = results[k];
      console.log(
        `  ${b.name}: work median ${median(r.map((x) => x.work)).toFixed(0)} ms; simTBT median ${median(r.map((x) => x.simTbt)).toFixed(0)} ms (${r.map((x) => x.simTbt.toFixed(0)).join(', ')})`,
      );
    });
    const diff = (key) => median(results[0].map((x, i) => x[key] - results[1][i][key])).toFixed(0);
    console.log(`  this − baseline, median of pairs: work ${diff('work')} ms; simTBT ${diff('simTbt')} ms`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
