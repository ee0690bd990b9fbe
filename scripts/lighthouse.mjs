// `node scripts/lighthouse.mjs [path…]`: Lighthouse 12 (mobile preset) against the production build
// served by our server on a temporary data dir, in Debian's Chromium. Prints the category scores.
// Run `npm run build` first.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './lib/built-server.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/login'];
const PORT = 4396;
const server = await startBuiltServer({ port: PORT });

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
  await server.stop();
}
console.log('\n| page | performance | accessibility | best practices |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} |`);
