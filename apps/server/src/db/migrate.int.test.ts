import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import * as schema from './schema.js';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (npm test does both in CI):
// the same committed migrations must give both engines every table and column Drizzle expects.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const tables = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
);

/** PGlite answers { rows }, node-postgres a QueryResult with rows too; both typed loosely by Drizzle. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

describe('migrations', () => {
  it('create every table and column of the Drizzle schema', async () => {
    expect(tables.length).toBeGreaterThan(0);
    const result = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
      ),
    );
    const actual = new Set(result.map((r) => `${r.table_name}.${r.column_name}`));
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        // With `casing: 'snake_case'`, a column named after its key is snake-cased at query time.
        const name = column.keyAsName ? column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : column.name;
        expect(actual, `${config.name}.${name}`).toContain(`${config.name}.${name}`);
      }
    }
  });
  it('install the accent-insensitive search extensions', async () => {
    const result = rowsOf<{ x: string }>(await t.database.db.execute(sql`select unaccent('Ação Cão') as x`));
    expect(result[0]?.x).toBe('Acao Cao');
  });
});
