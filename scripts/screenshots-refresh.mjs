// `npm run screenshots:refresh`: copies the screenshots the browser tests wrote to the ignored
// test-results/screenshots into docs/screenshots. Run it after `npm run test:e2e` when the committed
// pictures should change; `npm test` itself never touches docs/.
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const from = join(root, 'test-results', 'screenshots');
const to = join(root, 'docs', 'screenshots');
if (!existsSync(from)) {
  console.error('Nada em test-results/screenshots: rode `npm run test:e2e` antes.');
  process.exit(1);
}
const shots = readdirSync(from).filter((f) => f.endsWith('.png'));
for (const file of shots) copyFileSync(join(from, file), join(to, file));
console.warn(`${shots.length} capturas copiadas para docs/screenshots (confira com git diff --stat).`);
