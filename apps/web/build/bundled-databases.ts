import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productDetailResponse } from '@vetor/domain/content/content-api.schemas';
import type { Plugin } from 'vite';

// The static databases the app carries (docs/product/calculators-patients-prescriptions-management.md §3): foods (prescribed, complete, snacks), oral
// hygiene and supplements, built from the reviewed content files. Each is a lazy module of the app
// (precached by the service worker, so it opens with no network) and the same JSON is published at
// /databases/{name}.json, the download a failed bundled copy falls back to. Only free products are
// carried: the bundle is public, and PRO content stays behind the server's check (a PRO user's
// opened products are kept in the sealed store instead).

export const DATABASES = {
  foods: ['prescribed_foods', 'complete_foods', 'snacks'],
  'oral-hygiene': ['oral_hygiene'],
  supplements: ['supplements'],
} as const;

const PREFIX = 'virtual:vetor-database/';

function build(contentDir: string, folders: readonly string[]) {
  const items = folders.flatMap((folder) =>
    readdirSync(join(contentDir, 'products', folder))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const file = join(contentDir, 'products', folder, f);
        const parsed = productDetailResponse.safeParse(JSON.parse(readFileSync(file, 'utf8')));
        if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
        return parsed.data;
      }),
  );
  return items.filter((p) => !p.premium);
}

export function bundledDatabases(contentDir: string): Plugin {
  const cache = new Map<string, unknown[]>();
  const load = (name: keyof typeof DATABASES) => {
    if (!cache.has(name)) cache.set(name, build(contentDir, DATABASES[name]));
    return cache.get(name) as unknown[];
  };
  return {
    name: 'vetor-bundled-databases',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1) as keyof typeof DATABASES;
      if (!(name in DATABASES)) throw new Error(`base desconhecida: ${name}`);
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(load(name)))});`;
    },
    generateBundle() {
      for (const name of Object.keys(DATABASES) as (keyof typeof DATABASES)[])
        this.emitFile({ type: 'asset', fileName: `databases/${name}.json`, source: JSON.stringify(load(name)) });
    },
  };
}
