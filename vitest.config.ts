import { defineConfig } from 'vitest/config';

// One runner for every suite: unit tests (pure, fast), integration tests (a real database)
// and web component tests (happy-dom). The "source" condition makes workspace packages
// resolve to their TypeScript sources, so no build is needed before testing.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A PDF render or a pass over the whole library takes ~1 s alone and 5–6 s on a shared host
          // under load: the default 5 s failed healthy runs. A real hang still fails here.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // As in the web build (apps/web/vite.config.ts): Vite's client conditions stay, so packages
        // resolve to their browser variants ('vite' itself is not importable from the root).
        resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
