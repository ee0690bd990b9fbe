// `npm test`: lint, type-check, the production build and the browser tests in Debian's Chromium in
// the foreground; unit + integration + web component tests, then the integration suite again on
// PostgreSQL when TEST_DATABASE_URL is set, in the background beside them; the web budgets
// (scripts/web-budgets.mjs) at the end. Ends with one line: "N passed, N failed" over all suites.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const suites = [];
// Each failed test, named with its first error line, printed again in the summary: the end of a
// long run is often all a reader of CI's output sees.
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? '';
const pgUrl = process.env.TEST_DATABASE_URL;
// Every temporary folder a suite makes (data folders, PDFs, the browser's profile) goes under one
// folder of this run, removed at the end whatever happened, so a run leaves nothing behind.
const runTmp = mkdtempSync(join(tmpdir(), 'vetor-test-run-'));
process.on('exit', () => rmSync(runTmp, { recursive: true, force: true }));
const baseEnv = { ...process.env, TMPDIR: runTmp };
delete baseEnv.TEST_DATABASE_URL;

function run(label, command, args, env = baseEnv) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(
    `━━ ${label}: ${result.status === 0 ? 'ok' : `falhou (código ${result.status})`} em ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  suites.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

// Counts a vitest JSON report; `ok` is whether the command exited 0.
function countVitest(label, ok, file) {
  if (!existsSync(file)) {
    suites.push({ label, passed: 0, failed: 1 });
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load has no tests to count, so count the file itself as a failure.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  const failed = report.numFailedTests + brokenFiles + (ok || report.numFailedTests || brokenFiles ? 0 : 1);
  suites.push({ label, passed: report.numPassedTests, failed });
  for (const f of report.testResults) {
    const where = f.name.replace(root, '');
    if (f.status === 'failed' && f.assertionResults.length === 0)
      failures.push(`${label}: ${where}: ${firstLine(f.message)}`);
    for (const a of f.assertionResults.filter((x) => x.status === 'failed')) {
      failures.push(`${label}: ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
}

function vitestArgs(args, file) {
  return ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`];
}

// Vitest suites run in the background, beside lint, type-check, build and the browser tests (each of
// those leaves part of the two cores idle); their output goes to a log printed when they end, so
// the two lines of work do not interleave.
function startInBackground(label, args, env, file) {
  const logFile = join(out, `${label.replace(/\W+/g, '-')}.log`);
  const log = openSync(logFile, 'w');
  console.log(`\n━━ ${label}: em paralelo, saída em ${logFile}`);
  const started = Date.now();
  const child = spawn('npx', vitestArgs(args, file), { cwd: root, stdio: ['ignore', log, log], env });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(log);
      console.log(`\n━━ ${label} (saída):\n${readFileSync(logFile, 'utf8')}`);
      console.log(
        `━━ ${label}: ${code === 0 ? 'ok' : `falhou (código ${code})`} em ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      countVitest(label, code === 0, file);
      resolve();
    });
  });
}

/** "e2e: file:line › title: first error line" for each test that did not pass at its first try. */
function playwrightFailures(report) {
  const out = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const bad = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (bad) out.push(`e2e: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(bad.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return out;
}

// The tests need Debian's Chromium (browser tests) and poppler (PDF text and images); QR codes are read
// with the jsQR package.
// As root, the missing packages are installed with apt-get in one go; otherwise the command is printed.
const TOOLS = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

function ensureTools() {
  const missing = TOOLS.filter((t) => !existsSync(t.path)).map((t) => t.pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`\nInstalando com apt-get o que falta para os testes: ${missing.join(', ')}…`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.error(`\nFaltam programas para os testes. Instale com: sudo apt-get install ${missing.join(' ')}`);
}

ensureTools();
const started = Date.now();
// Vitest's global setup (the seeded database snapshot) resolves @vetor/domain the Node way, to its
// dist, ignoring the "source" condition the tests use (a known Vitest limitation): build it first,
// once, before anything reads it (the full build below does not rebuild it, so no test reads a dist
// being written).
check('build do domínio', 'npm', ['run', 'build', '-w', '@vetor/domain', '--silent']);
// Unit + integration (PGlite) + web, then integration again on PostgreSQL, in the background.
const vitestSuites = startInBackground('unit + integração (PGlite) + web', [], baseEnv, join(out, 'vitest.json')).then(
  () =>
    pgUrl &&
    startInBackground(
      'integração (PostgreSQL)',
      ['--project', 'int'],
      { ...baseEnv, TEST_DATABASE_URL: pgUrl },
      join(out, 'vitest-pg.json'),
    ),
);

check('lint', 'npm', ['run', 'lint', '--silent']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const built =
  run('build', 'npm', ['run', 'build', '-w', '@vetor/server', '--silent']) &&
  run('build', 'npm', ['run', 'build', '-w', '@vetor/web', '--silent']);
suites.push({ label: 'build', passed: built ? 1 : 0, failed: built ? 0 : 1 });
if (built && existsSync(TOOLS[0].path)) {
  const file = join(out, 'e2e.json');
  const e2eOk = run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    // A run that failed before any test (a port in use, a broken config) still counts as a failure.
    const failed = stats.unexpected || (e2eOk ? 0 : 1);
    suites.push({ label: 'e2e (Chromium)', passed: stats.expected, failed: failed + stats.flaky });
    failures.push(...playwrightFailures(JSON.parse(readFileSync(file, 'utf8'))));
  } else suites.push({ label: 'e2e (Chromium)', passed: 0, failed: 1 });
} else {
  suites.push({ label: 'e2e (Chromium)', passed: 0, failed: 1 });
}
await vitestSuites;

// The web budgets last, alone: long tasks read while our own suites load the cores would measure them.
if (built && existsSync(TOOLS[0].path)) {
  const ok = run('orçamentos web', 'node', ['scripts/web-budgets.mjs']);
  const file = join(out, 'web-budgets.json');
  if (existsSync(file)) {
    const budgets = JSON.parse(readFileSync(file, 'utf8'));
    const failed = budgets.filter((b) => !b.passed).length;
    suites.push({ label: 'orçamentos web', passed: budgets.length - failed, failed: failed || (ok ? 0 : 1) });
  } else suites.push({ label: 'orçamentos web', passed: 0, failed: 1 });
} else suites.push({ label: 'orçamentos web', passed: 0, failed: 1 });

console.log(`\nTotal: ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log('\nResumo:');
for (const s of suites) console.log(`  ${s.label.padEnd(36)} ${s.passed} ok, ${s.failed} falhas`);
if (failures.length) {
  console.log('\nFalhas:');
  for (const line of failures.slice(0, 30)) console.log(`  ${line}`);
  if (failures.length > 30) console.log(`  … e mais ${failures.length - 30}`);
}
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
