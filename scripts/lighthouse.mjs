// `node scripts/lighthouse.mjs [--desktop] [--signed-out] [--runs=N] [--cpu-slowdown=N] [path…]`: Lighthouse 12 (mobile
// preset, or desktop) against the production build served by our server on a temporary data dir, in
// Debian's Chromium. Prints the category scores. Run `npm run build` first.
//
// `--runs=N` measures each page N times and prints every performance score and their median: one
// run on this shared VM varies by ±5 points. It then starts with one unreported warm-up page (the
// first page after Chromium and the server start scores 10–20 points lower, whatever the page).
//
// `--against=DIR` compares with a baseline: DIR is another checkout's built web app (its
// `apps/web/dist`), served by a second server (this checkout's API, so only the web app differs). The
// two are measured alternately, ABBA, page by page, so when this shared VM slows down for a while both
// builds of a pair slow down together; the summary gives each build's medians and the median of the
// paired TBT differences. Measured one after the other, windows minutes apart swung by 20 points.
//
// Signed in by default: the demo PRO account signs in through the API, its session is
// put in the page's storage, and Lighthouse runs with storage kept but the HTTP cache cleared before
// each page, so every main screen (/home, a drug, a disease…) is measured cold, as a returning user
// on a new app version would load it.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './lib/built-server.mjs';

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const signedOut = args.includes('--signed-out');
const given = args.filter((a) => !a.startsWith('--'));
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
// `--cpu-slowdown=N` (mobile): Lighthouse's 4× CPU slowdown assumes a host with a benchmark index of
// about 1,500–2,000; its docs (throttling.md, "Calibrating the CPU slowdown") ask for another
// multiplier on a slower or faster host. This VM reads 700–3,700, so the default runs are reported as
// they are and a calibrated run says what the reference phone would see (docs/benchmarks.md).
const cpuSlowdown = Number(args.find((a) => a.startsWith('--cpu-slowdown='))?.slice('--cpu-slowdown='.length) ?? 0);
const against = args.find((a) => a.startsWith('--against='))?.slice('--against='.length);
const pages = given.length ? given : signedOut ? ['/login'] : ['/home'];
const WARM_UP = '(aquecimento)';
const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };
// LH_PORT lets several checkouts measure at once on one machine.
const PORT = Number(process.env.LH_PORT ?? 4396);
const servers = [await startBuiltServer({ port: PORT })];
const builds = [{ name: 'this', origin: `http://127.0.0.1:${PORT}` }];
if (against) {
  servers.push(await startBuiltServer({ port: PORT + 1, env: { WEB_DIST: resolve(against) } }));
  builds.push({ name: 'baseline', origin: `http://127.0.0.1:${PORT + 1}` });
}
/** What is measured, in order: a warm-up per build, then each page `runs` times per build, ABBA. */
const plan = [];
/** How many reports each page and build has written (LH_REPORT numbers them). */
const reportRuns = new Map();
if (runs > 1) for (const build of builds) plan.push({ build, path: WARM_UP });
for (const path of pages)
  for (let i = 0; i < runs; i++)
    plan.push(...(i % 2 ? [...builds].reverse() : builds).map((build) => ({ build, path })));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
/** Signs the demo account in through the API and stores the session the way the app does. */
async function signIn(browser, origin) {
  const res = await fetch(`${origin}/api/login/emails/${encodeURIComponent(DEMO.email)}/passwords`, {
    method: 'POST',
    headers: { 'x-password': DEMO.password },
  });
  if (!res.ok) throw new Error(`sign-in of the demo account failed: ${res.status}`);
  const session = await res.json();
  const page = await browser.newPage();
  await page.goto(`${origin}/login`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((s) => {
    window.localStorage.setItem(
      'vetor:user',
      JSON.stringify({ user: s.user, token: s.token, tokenExpire: s.tokenExpire }),
    );
  }, session);
  return page;
}

const rows = [];
const browser = signedOut ? null : await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const helpers = new Map();
if (browser) for (const build of builds) helpers.set(build, await signIn(browser, build.origin));
try {
  for (const { build, path } of plan) {
    const helper = helpers.get(build);
    if (helper) {
      // Caches cold, session kept.
      const cdp = await helper.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      `${build.origin}${path === WARM_UP ? pages[0] : path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: !signedOut,
        ...(cpuSlowdown && !desktop
          ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
      },
      desktop ? desktopConfig : undefined,
    );
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({
      build: build.name,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      // Lighthouse's CPU benchmark of this run: on this VM it moves between ~700 and ~2,400 with the
      // host's load, and the mobile score moves with it (see docs/decisions/web-performance.md).
      benchmark: Math.round(result.lhr.environment.benchmarkIndex),
      // Total blocking time is the only metric that still moves the mobile score: its
      // median tells two builds apart better than the rounded score does.
      tbt: Math.round(result.lhr.audits['total-blocking-time'].numericValue),
    });
    const failing = Object.values(result.lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    );
    if (failing.length)
      console.log(
        `${path}${against ? ` (${build.name})` : ''}: audits below 0.9: ${failing.map((a) => `${a.id} (${a.score})`).join(', ')}`,
      );
    // LH_REPORT=dir/prefix writes one JSON per page and run (prefix-home-1.json, prefix-categories-1-…-2.json).
    if (process.env.LH_REPORT) {
      const slug = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';
      const name = `${process.env.LH_REPORT}-${against ? `${build.name}-` : ''}${slug}`;
      reportRuns.set(name, (reportRuns.get(name) ?? 0) + 1);
      writeFileSync(`${name}-${reportRuns.get(name)}.json`, JSON.stringify(result.lhr));
    }
  }
} finally {
  await browser?.disconnect();
  await chrome.kill();
  for (const server of servers) await server.stop();
}
console.log(
  `\n${desktop ? 'desktop' : 'mobile'}, ${signedOut ? 'signed out' : 'signed in (demo PRO)'}` +
    (cpuSlowdown && !desktop ? `, CPU slowdown ${cpuSlowdown}×` : ''),
);
const buildColumn = against ? ' build |' : '';
console.log(`\n| page |${buildColumn} performance | accessibility | best practices | TBT ms | CPU benchmark |`);
console.log(`| --- |${against ? ' --- |' : ''} ---: | ---: | ---: | ---: | ---: |`);
for (const r of rows)
  console.log(
    `| ${r.path} |${against ? ` ${r.build} |` : ''} ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.tbt} | ${r.benchmark} |`,
  );
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
}
if (runs > 1) {
  console.log(`\nperformance, ${runs} runs per page and build (the warm-up pages are left out):`);
  for (const page of pages) {
    for (const build of builds) {
      const measured = rows.filter((r) => r.path === page && r.build === build.name);
      const scores = measured.map((r) => r.performance);
      const tbt = measured.map((r) => r.tbt);
      const label = against ? ` (${build.name})` : '';
      console.log(`  ${page}${label}: ${scores.join(', ')} → median ${median(scores)}; TBT median ${median(tbt)} ms`);
    }
    if (!against) continue;
    // Run i of this build and run i of the baseline were measured back to back.
    const mine = rows.filter((r) => r.path === page && r.build === 'this');
    const base = rows.filter((r) => r.path === page && r.build === 'baseline');
    const scoreDiffs = mine.map((r, i) => r.performance - base[i].performance);
    const tbtDiffs = mine.map((r, i) => r.tbt - base[i].tbt);
    console.log(
      `  ${page}, this − baseline per pair: score ${scoreDiffs.join(', ')} → median ${median(scoreDiffs)}; ` +
        `TBT ${tbtDiffs.join(', ')} → median ${median(tbtDiffs)} ms`,
    );
  }
}
