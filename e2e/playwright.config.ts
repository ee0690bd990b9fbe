import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET, E2E_PORT } from './support/constants';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the production build
// served by our own server on a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vetor-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes only on its second try is a bug to fix at its cause.
  retries: 0,
  // A test is a whole journey (an editor's two forms, the audit log, then the app as a reader): on a
  // shared 2-core host under load the longest take 45–60 s, so 60 s timed out a healthy run. Each
  // step still waits at most 10 s (expect), so a real hang fails on that step, not on this budget.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker stays out of every suite but offline.spec.ts, which allows it: a
    // worker left from one test must not answer another's pages.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Fixtures sign the demo PRO in by password from this machine for many tests.
      LOGIN_RATE_LIMIT_EMAIL: '100000',
      // Every spec signs up new accounts from 127.0.0.1: the per-address sign-in limit would stop the later ones.
      LOGIN_RATE_LIMIT_IP: '100000',
      // The management walk signs in as this administrator (created at start, never a default).
      MANAGEMENT_ADMIN_USER: 'e2e-gestao',
      MANAGEMENT_ADMIN_PASSWORD: 'e2e-senha-da-gestao-1',
    },
  },
});
