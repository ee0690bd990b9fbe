// Pure parts of the web budgets (scripts/web-budgets.mjs): which files a page loads first, the median
// of repeated measurements and the verdict line, which says what exceeded and by how much.

/** The JavaScript an HTML entry loads before anything runs: its module scripts and modulepreloads. */
export function firstLoadScripts(html) {
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]);
  return [...files];
}

/** The files a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
export function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1]);
}

/** The entry's first-load files and everything they import statically, as paths under the site root. */
export function staticClosure(roots, read) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const rel of staticImports(read(path))) visit(dir + rel.slice(2));
  };
  for (const r of roots) visit(r);
  return [...seen];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @param {{ name: string, value: number, limit: number, unit: string, detail?: string, informative?: boolean }} b
 *   informative: printed with what exceeded, but never a failure (a busy host).
 * @returns {{ name: string, passed: boolean, line: string }}
 */
export function verdict({ name, value, limit, unit, detail, informative = false }) {
  const passed = informative || value <= limit;
  const fmt = (n) => `${n.toFixed(1).replace('.', ',')} ${unit}`;
  const over = value > limit ? ` — passou ${fmt(value - limit)} do limite` : '';
  const tag = informative ? 'info ' : passed ? 'ok   ' : 'FALHA';
  const line = `${tag} ${name}: ${fmt(value)} (limite ${fmt(limit)})${over}${detail ? ` [${detail}]` : ''}`;
  return { name, passed, line };
}

/**
 * Long tasks measure the host as much as the page: on a shared machine already busy (more than
 * `limit` of its CPU time used by others just before measuring), the long-task budgets are printed
 * but do not fail the run. `before`/`after` are `os.cpus()` readings a moment apart.
 */
export function hostIsBusy(before, after, limit = 0.4) {
  let busy = 0;
  let total = 0;
  before.forEach((cpu, i) => {
    for (const [kind, ms] of Object.entries(after[i].times)) {
      const spent = ms - cpu.times[kind];
      total += spent;
      if (kind !== 'idle') busy += spent;
    }
  });
  return total > 0 && busy / total > limit;
}
