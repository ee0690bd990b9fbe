import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit-actions.js';

const SERVER = new URL('../../../../apps/server/src/', import.meta.url).pathname;

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('audit actions', () => {
  it('has words for every action code the server writes', () => {
    const written = new Set<string>();
    for (const file of serverSources(SERVER)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'((?:[a-z]+)\.(?:[a-z]+))'/g)) {
        const code = match[1] ?? '';
        if (/^(item|drug|product|class|customer|editor|photo|news|ad|login)\./.test(code)) written.add(code);
      }
    }
    expect(written.size).toBeGreaterThan(15);
    expect([...written].filter((code) => !(code in AUDIT_ACTIONS))).toEqual([]);
  });
});
