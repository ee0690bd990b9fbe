// `node scripts/page-trace.mjs [--desktop] [path…]`: what Lighthouse's trace audits would say, read in
// the page itself — each layout shift with the elements that moved (before/after boxes), the
// largest-contentful-paint element, long tasks and the Chrome inspector issues (CSP…). Lighthouse 12's
// trace engine fails on this Chromium ("frame_sequence"), so its layout-shift and LCP-element audits
// come back empty. Signed in as the demo PRO account, HTTP cache cleared before each page, mobile
// viewport with 4× CPU slowdown unless --desktop. Run `npm run build` first.
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './lib/built-server.mjs';

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const paths = args.filter((a) => !a.startsWith('--'));
const PORT = Number(process.env.LH_PORT ?? 4396);
const server = await startBuiltServer({ port: PORT });
const origin = `http://127.0.0.1:${PORT}`;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const res = await fetch(`${origin}/api/login/emails/demo.pro%40vetor.app/passwords`, {
    method: 'POST',
    headers: { 'x-password': 'vetor2026' },
  });
  const s = await res.json();
  const page = await browser.newPage();
  await page.setViewport(
    desktop ? { width: 1350, height: 940 } : { width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 },
  );
  await page.goto(`${origin}/login`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((s) => {
    localStorage.setItem('vetor:user', JSON.stringify({ user: s.user, token: s.token, tokenExpire: s.tokenExpire }));
  }, s);
  await page.evaluateOnNewDocument(() => {
    window.__shifts = [];
    window.__lcp = [];
    window.__long = [];
    const describe = (n) => {
      if (!n) return '?';
      if (n.nodeType !== 1) n = n.parentElement;
      if (!n) return '?';
      const t = n.getAttribute('data-testid');
      return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${t ? `[data-testid=${t}]` : ''}.${[...n.classList].slice(0, 2).join('.')} "${(n.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__shifts.push({
          t: Math.round(e.startTime),
          value: e.value.toFixed(4),
          input: e.hadRecentInput,
          sources: e.sources.map((x) => ({
            node: describe(x.node),
            from: `${x.previousRect.y}+${x.previousRect.height}`,
            to: `${x.currentRect.y}+${x.currentRect.height}`,
          })),
        });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: describe(e.element), url: e.url });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__long.push({
          t: Math.round(e.startTime),
          d: Math.round(e.duration),
          scripts: (e.scripts ?? []).map(
            (x) => `${x.sourceURL?.split('/').pop()} ${x.sourceFunctionName} ${Math.round(x.duration)}ms`,
          ),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  for (const path of paths) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Audits.enable');
    const issues = [];
    cdp.on('Audits.issueAdded', (e) => issues.push(e.issue));
    if (!desktop) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const profile = args.includes('--profile');
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const t0 = Date.now();
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0', timeout: 120000 });
    await new Promise((r) => setTimeout(r, 1500));
    const out = await page.evaluate(() => ({ shifts: window.__shifts, lcp: window.__lcp, long: window.__long }));
    console.log(`\n===== ${path} (${Date.now() - t0} ms to network idle)`);
    if (profile) {
      // Self time by script and function, the 25 heaviest (where the long tasks go).
      const { profile: p } = await cdp.send('Profiler.stop');
      const byId = new Map(p.nodes.map((n) => [n.id, n]));
      const self = new Map();
      const dt = p.timeDeltas;
      p.samples.forEach((id, i) => {
        const n = byId.get(id);
        const f = n.callFrame;
        const key = `${f.url.split('/').pop() || '(native)'} ${f.functionName || '(anon)'}:${f.lineNumber}:${f.columnNumber}`;
        self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
      });
      const byUrl = new Map();
      for (const [k, v] of self) byUrl.set(k.split(' ')[0], (byUrl.get(k.split(' ')[0]) ?? 0) + v);
      console.log(
        'self time by script (ms):',
        [...byUrl]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', '),
      );
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`  ${Math.round(v)} ms  ${k}`);
    }
    let cls = 0;
    for (const s of out.shifts) {
      if (!s.input) cls += Number(s.value);
      console.log(`shift at ${s.t} ms: ${s.value}`);
      for (const x of s.sources) console.log(`   ${x.node}  y ${x.from} → ${x.to}`);
    }
    console.log(`CLS (sum, no windows) ${cls.toFixed(3)}`);
    for (const l of out.lcp) console.log(`LCP candidate at ${l.t} ms: ${l.el} size ${l.size} ${l.url ?? ''}`);
    for (const l of out.long.filter((x) => x.d > 100))
      console.log(`long frame at ${l.t} ms, ${l.d} ms: ${l.scripts.join('; ')}`);
    for (const i of issues) console.log('issue', JSON.stringify(i).slice(0, 800));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
} finally {
  await browser.close();
  await server.stop();
}
