// `npm run test:e2e`: the browser tests against the current build (run `npm run build` first).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
