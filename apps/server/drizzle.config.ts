import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Features own their tables; shared seams (lib/search-index) own theirs.
  schema: ['./apps/server/src/features/*/*.table.ts', './apps/server/src/lib/*/*.table.ts'],
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
