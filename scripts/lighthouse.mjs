// `node scripts/lighthouse.mjs [path…]`: Lighthouse 12 (mobile preset) against the production build
// served by our server on a temporary data dir, in Debian's Chromium. Prints the category scores.
// Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = new URL('..', import.meta.url).pathname;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/login'];
const PORT = 4396;
const dataDir = mkdtempSync(join(tmpdir(), 'vetor-lh-'));
const server = spawn('node', ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
});
for (;;) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/health/ready`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

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
const rows = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    });
    const failing = Object.values(result.lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    );
    if (failing.length)
      console.log(`${path}: audits below 0.9: ${failing.map((a) => `${a.id} (${a.score})`).join(', ')}`);
    if (process.env.LH_REPORT) writeFileSync(process.env.LH_REPORT, JSON.stringify(result.lhr));
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('\n| page | performance | accessibility | best practices |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} |`);
